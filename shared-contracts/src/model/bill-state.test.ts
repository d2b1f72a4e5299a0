import { describe, expect, it } from 'vitest';
import type { PurchaseBalance } from '../schemas/payment.ts';
import type { TablePurchase } from '../schemas/table-order.ts';
import { makePurchaseBalance, makePurchaseItem, makeTablePurchase } from '../testing/table-purchase.ts';
import { billStateOf } from './bill-state.ts';

const paidLine = makePurchaseItem({ id: 1, count: 2, total: 10000, status: 'ordered' });
/** A pay-first bill (items 10,000) whose lines its payment sent to the kitchen. */
const payFirst: TablePurchase = {
  ...makeTablePurchase(2, [paidLine]),
  rules: {
    on_table_class: 'checkout_plazoleta',
    payment_required: true,
    send_to_prepare_required: false,
    list_only: false,
    can_call_waiter: false,
  },
};
const balanceOf = (overrides: Partial<PurchaseBalance> = {}) =>
  makePurchaseBalance({ purchase_id: payFirst.id, items_minor: 10000, ...overrides });
const fullyPaid = balanceOf({ paid_minor: 10000, remaining_minor: 0 });

describe('billStateOf', () => {
  it('calls a pay-first bill paid only when nothing is left, nothing waits and no line is unpaid', () => {
    expect(billStateOf(payFirst, fullyPaid)).toEqual({ kind: 'paid' });
    expect(billStateOf(payFirst, null)).toEqual({ kind: 'due' });
    expect(billStateOf(payFirst, { ...fullyPaid, purchase_id: 41 })).toEqual({ kind: 'due' });
    expect(billStateOf(payFirst, balanceOf({ paid_minor: 4000, remaining_minor: 6000 }))).toEqual({
      kind: 'due',
    });
    // A transfer waiting for the staff: its checkout is where its proof goes.
    expect(billStateOf(payFirst, balanceOf({ pending_minor: 10000, remaining_minor: 0 }))).toEqual({
      kind: 'due',
    });
    // A mate's new round is unpaid before the balance is read again.
    expect(billStateOf({ ...payFirst, count_pending: 1 }, fullyPaid)).toEqual({ kind: 'due' });
  });

  it('names what a bill the staff closed left unpaid in the app, once its balance says closed', () => {
    const closedBill: TablePurchase = { ...makeTablePurchase(3, [paidLine]), status: 'closed' };
    const closedDue = balanceOf({ paid_minor: 2000, remaining_minor: 8000, closed: true });
    expect(billStateOf(closedBill, closedDue)).toEqual({
      kind: 'closedDue',
      remainingMinor: 8000,
      currency: 'COP',
    });
    expect(billStateOf(closedBill, { ...fullyPaid, closed: true })).toEqual({ kind: 'paid' });
    // Read before the close, or not read yet: closed, what is left unknown.
    expect(billStateOf(closedBill, balanceOf({ remaining_minor: 8000 }))).toEqual({ kind: 'closed' });
    expect(billStateOf(closedBill, null)).toEqual({ kind: 'closed' });
    // A list is charged by the waiter: the app was never to receive it.
    const list = { ...closedBill.rules, on_table_class: 'basic' as const, list_only: true };
    expect(billStateOf({ ...closedBill, rules: list }, closedDue)).toEqual({ kind: 'closed' });
  });
});
