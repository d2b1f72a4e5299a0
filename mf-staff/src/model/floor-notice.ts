import type { FloorSnapshot, FloorTable } from 'shared-contracts';

/** A bill's line as the floor names it: "2 × Tacos al pastor". */
export const lineName = (line: { count: number; label: string }): string => `${line.count} × ${line.label}`;

/** A change the floor made from one of its buttons, as it was asked. */
export type FloorChange =
  | { done: 'callAnswered' | 'closed'; purchaseId: number }
  | { done: 'delivered'; purchaseId: number; itemId: number }
  | { done: 'approved' | 'declined'; paymentId: number };

/**
 * What the floor's last change did, said by the screen's live region: the button that made it is often
 * gone by then (an answered call, a delivered line, a settled payment), so the words name the table and
 * the product rather than relying on where the focus went.
 */
export interface FloorNotice {
  done: FloorChange['done'];
  /** The bill's table or room, or its number when it has none. */
  place: { kind: FloorTable['kind']; code: string } | { purchaseId: number };
  /** The line delivered, named as the floor lists it. */
  line?: string;
}

/**
 * The notice for `change`, read from the floor as it stood when the change was asked (the next read may
 * no longer list the bill); none for a bill or line that floor does not list.
 */
export function floorNotice(snapshot: FloorSnapshot | null, change: FloorChange): FloorNotice | null {
  const seated = (snapshot?.tables ?? []).flatMap((table) => table.orders.map((order) => ({ order, table })));
  const bills = [...seated, ...(snapshot?.unseated ?? []).map(({ order }) => ({ order, table: null }))];
  const found = bills.find(({ order }) =>
    'paymentId' in change
      ? order.pending_payments.some((payment) => payment.id === change.paymentId)
      : order.id === change.purchaseId,
  );
  if (!found) return null;
  const { order, table } = found;
  const place = table ? { kind: table.kind, code: table.code } : { purchaseId: order.id };
  if (change.done !== 'delivered') return { done: change.done, place };
  const line = order.items.find((item) => item.id === change.itemId);
  // A line the floor no longer lists cannot be named; its button is gone and nothing is said.
  return line ? { done: 'delivered', place, line: lineName(line) } : null;
}
