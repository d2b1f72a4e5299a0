import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { Payment, PaymentResponse, PurchaseBalance } from '../schemas/payment.ts';
import type { TablePurchase } from '../schemas/table-order.ts';
import { makeProfile } from '../testing/instance-config.ts';
import { makePurchaseBalance, makePurchaseItem, makeTablePurchase } from '../testing/table-purchase.ts';
import { $dinerMessages, dinerMessagesCleared } from './diner-messages.ts';
import { $balance, loadBalanceFx, loadPaymentFx, payFx } from './payment.ts';
import { $profile } from './profile.ts';
import { purchaseChanged, tableLeft } from './table-order.ts';

const ordered = makeTablePurchase(2, [makePurchaseItem({ id: 1, status: 'ordered', count: 2 })]);
const prepared = makeTablePurchase(3, [makePurchaseItem({ id: 1, status: 'prepared', count: 2 })]);

/** The page of the diner with profile `id` (9 added the lines `makePurchaseItem` makes). */
const dinerPage = (id = 9) => fork({ values: [[$profile, makeProfile({ id })]] });

const paid = (status: Payment['status'], id = 5): PaymentResponse =>
  ({ payment: { id, status }, balance: { purchase_id: 7 } }) as unknown as PaymentResponse;

describe('the diner messages', () => {
  it("tell what the table's live purchase says, newer versions only, and nothing about another table", async () => {
    const scope = dinerPage();
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
      values: [[$profile, makeProfile({ id: 9 })]],
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

describe('the diner messages at a shared table', () => {
  const A = 9;
  const B = 4;
  type Status = 'pending' | 'ordered' | 'prepared' | 'delivered';
  /** Diner A's tacos (line 1) and diner B's quesadilla (line 2) in one purchase, at `version`. */
  const table = (version: number, tacos: Status, quesadilla: Status) =>
    makeTablePurchase(version, [
      makePurchaseItem({ id: 1, label: 'Tacos', profile_id: A, status: tacos }),
      makePurchaseItem({ id: 2, label: 'Quesadilla', profile_id: B, status: quesadilla }),
    ]);
  /** The same versions reach both diners' pages live, each one twice (the stream and the poll). */
  async function live(versions: TablePurchase[]) {
    const pages = { A: dinerPage(A), B: dinerPage(B) };
    for (const version of versions) {
      for (const scope of Object.values(pages)) {
        await allSettled(purchaseChanged, { scope, params: version });
        await allSettled(purchaseChanged, { scope, params: { ...version } });
      }
    }
    const told = (scope: ReturnType<typeof fork>) =>
      scope.getState($dinerMessages).map(({ key, values }) => (values ? `${key} ${values.count}` : key));
    return { A: told(pages.A), B: told(pages.B) };
  }

  it('tells each diner about their own dishes only, each change once', async () => {
    const messages = await live([
      table(1, 'pending', 'pending'),
      table(2, 'ordered', 'ordered'),
      table(3, 'prepared', 'ordered'),
      table(4, 'delivered', 'ordered'),
      table(5, 'delivered', 'prepared'),
      table(6, 'delivered', 'delivered'),
    ]);
    expect(messages.A).toEqual(['orderSent 1', 'orderPrepared 1', 'orderDelivered 1']);
    expect(messages.B).toEqual(['orderSent 1', 'orderPrepared 1', 'orderDelivered 1']);
  });

  it("tells the waiter's answer and the bill's close to both diners, once each", async () => {
    const calling = { ...table(2, 'delivered', 'delivered'), waiter_called: true };
    const list = { ...calling.rules, on_table_class: 'basic' as const, list_only: true };
    const messages = await live([
      { ...table(1, 'ordered', 'delivered'), rules: list },
      { ...calling, rules: list },
      { ...table(3, 'delivered', 'delivered'), rules: list },
      { ...table(4, 'delivered', 'delivered'), rules: list, status: 'closed' },
    ]);
    expect(messages.A).toEqual(['orderDelivered 1', 'waiterComing', 'tableClosed']);
    expect(messages.B).toEqual(['waiterComing', 'tableClosed']);
  });
});

describe('the message of a bill the staff closed', () => {
  const open = makeTablePurchase(3, [makePurchaseItem({ count: 2, total: 38000, status: 'delivered' })]);
  const closed: TablePurchase = { ...open, version: 4, status: 'closed' };
  const balanceAfterClose = (remaining: number): PurchaseBalance =>
    makePurchaseBalance({
      purchase_id: open.id,
      items_minor: 38000,
      paid_minor: 38000 - remaining,
      remaining_minor: remaining,
      closed: true,
    });

  /** The bill is on screen, then the staff close it: the balance reads counted are the close's. */
  async function close(balance: PurchaseBalance, values: [typeof $balance, PurchaseBalance][] = []) {
    let closedYet = false;
    const loadBalance = vi.fn(async (_: number) => (closedYet ? balance : { ...balance, closed: false }));
    const scope = fork({ values, handlers: [[loadBalanceFx, loadBalance]] });
    await allSettled(purchaseChanged, { scope, params: open });
    loadBalance.mockClear();
    closedYet = true;
    await allSettled(purchaseChanged, { scope, params: closed });
    return { messages: scope.getState($dinerMessages), loadBalance };
  }

  it('reads the balance once and names the amount left unpaid in the app', async () => {
    const { messages, loadBalance } = await close(balanceAfterClose(19000));
    expect(loadBalance).toHaveBeenCalledExactlyOnceWith(open.id);
    expect(messages).toEqual([{ id: 1, key: 'tableClosedDue', values: { amount: '$\u00a019.000' } }]);
  });

  it('thanks the table only when the app received everything', async () => {
    const { messages } = await close(balanceAfterClose(0));
    expect(messages.map((message) => message.key)).toEqual(['tableClosedPaid']);
  });

  it("reads a balance the scope holds once (the payment model's own reread), not twice", async () => {
    const before = makePurchaseBalance({ purchase_id: open.id, items_minor: 38000 });
    const { messages, loadBalance } = await close(balanceAfterClose(38000), [[$balance, before]]);
    expect(loadBalance).toHaveBeenCalledOnce();
    expect(messages).toEqual([{ id: 1, key: 'tableClosedDue', values: { amount: '$\u00a038.000' } }]);
  });

  it("only says a list is closed, at once: the waiter charged it, the app's balance says nothing", async () => {
    const list = { ...open.rules, on_table_class: 'basic' as const, list_only: true };
    const loadBalance = vi.fn(async () => balanceAfterClose(38000));
    const scope = fork({ handlers: [[loadBalanceFx, loadBalance]] });
    await allSettled(purchaseChanged, { scope, params: { ...open, rules: list } });
    await allSettled(purchaseChanged, { scope, params: { ...closed, rules: list } });
    expect(scope.getState($dinerMessages).map((message) => message.key)).toEqual(['tableClosed']);
    expect(loadBalance).not.toHaveBeenCalled();
  });
});
