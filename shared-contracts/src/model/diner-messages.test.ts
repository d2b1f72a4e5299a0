import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { Payment, PaymentResponse } from '../schemas/payment.ts';
import { makePurchaseItem, makeTablePurchase } from '../testing/table-purchase.ts';
import { $dinerMessages, dinerMessagesCleared } from './diner-messages.ts';
import { loadPaymentFx, payFx } from './payment.ts';
import { purchaseChanged, tableLeft } from './table-order.ts';

const ordered = makeTablePurchase(2, [makePurchaseItem({ id: 1, status: 'ordered', count: 2 })]);
const prepared = makeTablePurchase(3, [makePurchaseItem({ id: 1, status: 'prepared', count: 2 })]);

const paid = (status: Payment['status'], id = 5): PaymentResponse =>
  ({ payment: { id, status }, balance: { purchase_id: 7 } }) as unknown as PaymentResponse;

describe('the diner messages', () => {
  it("tell what the table's live purchase says, newer versions only, and nothing about another table", async () => {
    const scope = fork();
    await allSettled(purchaseChanged, { scope, params: ordered });
    expect(scope.getState($dinerMessages)).toEqual([]);
    await allSettled(purchaseChanged, { scope, params: prepared });
    expect(scope.getState($dinerMessages)).toEqual([{ id: 1, key: 'orderPrepared', values: { count: 2 } }]);
    // The same version again (the stream and the poll both bring it) says nothing new.
    await allSettled(purchaseChanged, { scope, params: prepared });
    expect(scope.getState($dinerMessages)).toHaveLength(1);

    await allSettled(tableLeft, { scope });
    await allSettled(purchaseChanged, { scope, params: { ...ordered, id: 8 } });
    expect(scope.getState($dinerMessages)).toHaveLength(1);
  });

  it("tell a payment's outcome once, and keep the last 5", async () => {
    const scope = fork({
      handlers: [
        [payFx, async () => paid('pending')],
        [loadPaymentFx, async () => paid('approved')],
      ],
    });
    await allSettled(payFx, { scope, params: { body: {} as never, key: 'k' } });
    await allSettled(loadPaymentFx, { scope, params: 5 });
    await allSettled(loadPaymentFx, { scope, params: 5 });
    expect(scope.getState($dinerMessages).map((message) => message.key)).toEqual([
      'paymentPending',
      'paymentApproved',
    ]);
    for (let version = 4; version < 10; version++) {
      const waiter = { ...makeTablePurchase(version), waiter_called: version % 2 === 0 };
      await allSettled(purchaseChanged, { scope, params: waiter });
    }
    expect(scope.getState($dinerMessages)).toHaveLength(5);
    await allSettled(dinerMessagesCleared, { scope });
    expect(scope.getState($dinerMessages)).toEqual([]);
  });
});
