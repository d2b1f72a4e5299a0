import type { Currency } from '../schemas/common.ts';
import type { PurchaseBalance } from '../schemas/payment.ts';
import type { TablePurchase } from '../schemas/table-order.ts';

/**
 * What the table's bill asks of the diner: `due`, something to pay (or not known yet); `paid`, nothing
 * left; `closed`, closed by the staff with what is left not known (yet, or a list the waiter charged);
 * `closedDue`, closed by the staff with money the app never received. The table's screen and the frame's
 * message about a closed bill both read it, so they never tell the diner two different things.
 */
export type BillState =
  | { kind: 'due' }
  | { kind: 'paid' }
  | { kind: 'closed' }
  | { kind: 'closedDue'; remainingMinor: number; currency: Currency };

/** The bill's state from the purchase and the balance the scope holds (another purchase's is ignored). */
export function billStateOf(purchase: TablePurchase, balance: PurchaseBalance | null): BillState {
  const held = balance !== null && balance.purchase_id === purchase.id ? balance : null;
  if (purchase.status === 'closed') {
    // A list is charged by the waiter, never in the app: what the app did not receive says nothing.
    // A balance read before the close is stale until it says closed too.
    if (purchase.rules.list_only || !held?.closed) return { kind: 'closed' };
    return held.remaining_minor > 0
      ? { kind: 'closedDue', remainingMinor: held.remaining_minor, currency: held.currency }
      : { kind: 'paid' };
  }
  // A pending line is unpaid whatever an older balance says; a payment still waiting keeps the way to
  // its checkout (where a transfer's proof is sent).
  const settled =
    held !== null &&
    held.due_minor > 0 &&
    held.remaining_minor === 0 &&
    held.pending_minor === 0 &&
    purchase.count_pending === 0;
  return settled && !purchase.rules.list_only ? { kind: 'paid' } : { kind: 'due' };
}
