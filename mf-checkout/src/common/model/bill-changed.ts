import { $balance, type PurchaseBalance } from 'shared-contracts';

/**
 * The figures a refusal on the bill can be about: which bill, what it comes to (products, tip, discount,
 * the coupon on it) and what is paid or held. A live update that leaves them as they were (the kitchen
 * moved a line, the waiter was called) is no change of the bill.
 */
export function billFigures(balance: PurchaseBalance | null): string {
  if (balance === null) return '';
  return [
    balance.purchase_id,
    balance.due_minor,
    balance.items_minor,
    balance.tip_minor,
    balance.discount_minor,
    balance.coupon_code ?? '',
    balance.paid_minor,
    balance.pending_minor,
  ].join('/');
}

/**
 * The bill on screen changed (a payment, this diner's or a table mate's; a line; another coupon; the page
 * opening another bill): a message about the bill as it was no longer says anything true.
 */
export const billChanged = $balance.map(billFigures).updates;
