import {
  FINAL_ORDER_STATUSES,
  type OrderStatus,
  type PurchaseItemStatus,
  type PurchaseStatus,
} from 'shared-contracts/schemas';

/**
 * The order status a diner sees (SPEC section 4's labels). A final status the staff set (cancelled,
 * finished) stays; a closed account shows `closed_account` over any other; else the staff's last status,
 * and until they set one, what the lines say: nothing sent yet is `in_progress`, every line served is
 * `delivered`, anything between is `preparation`.
 */
export function orderStatusOf(
  set: OrderStatus | null,
  purchaseStatus: PurchaseStatus,
  lines: readonly { status: PurchaseItemStatus }[],
): OrderStatus {
  if (set !== null && FINAL_ORDER_STATUSES.includes(set)) return set;
  if (purchaseStatus === 'closed') return 'closed_account';
  if (set !== null) return set;
  if (lines.length === 0 || lines.every((line) => line.status === 'pending')) return 'in_progress';
  if (lines.every((line) => line.status === 'delivered')) return 'delivered';
  return 'preparation';
}
