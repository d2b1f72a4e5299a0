import {
  FINAL_ORDER_STATUSES,
  type OrderStatus,
  type PurchaseItemStatus,
  type PurchaseStatus,
  type Service,
} from 'shared-contracts/schemas';

/**
 * The order status a diner sees (labels only). A final status the staff set (cancelled,
 * finished) stays; a closed account shows `closed_account` over any other; else the staff's last status,
 * and until they set one, what the lines say: nothing sent yet is `in_progress`, every line served is
 * `delivered`, anything between is `preparation`. A delivery or take-away order shows the staff's status,
 * `accepted` once paid (its lines reached the kitchen), `in_progress` before.
 */
export function orderStatusOf(
  set: OrderStatus | null,
  purchaseStatus: PurchaseStatus,
  lines: readonly { status: PurchaseItemStatus }[],
  service: Service = 'on_table',
): OrderStatus {
  if (set !== null && FINAL_ORDER_STATUSES.includes(set)) return set;
  if (service === 'delivery' || service === 'take_away') {
    // Paid first: until then it is in progress; once the kitchen has it, accepted until the staff move it.
    if (set !== null) return set;
    return lines.length === 0 || lines.every((line) => line.status === 'pending')
      ? 'in_progress'
      : 'accepted';
  }
  if (purchaseStatus === 'closed') return 'closed_account';
  if (set !== null) return set;
  if (lines.length === 0 || lines.every((line) => line.status === 'pending')) return 'in_progress';
  if (lines.every((line) => line.status === 'delivered')) return 'delivered';
  return 'preparation';
}
