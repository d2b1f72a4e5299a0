import type { TFunction } from 'i18next';
import { isSeatPurchase, paths, seatMenuPath, type Seat, type TablePurchase } from 'shared-contracts';

/** "Table M05", "Room 201", "Your bill" (a manual payment) or "Order 12" (a diner who did not know the table). */
export function orderTitle(t: TFunction, purchase: TablePurchase): string {
  if (purchase.manual_amount !== null) return t('myOrder.manual');
  if (!purchase.table) return t('myOrder.own', { id: purchase.id });
  return t(purchase.table.kind === 'room' ? 'myOrder.room' : 'myOrder.table', { code: purchase.table.code });
}

/** The way back to ordering, named as the bill is: a room's order is no table's (checkout namespace). */
export function backToOrderingKey(purchase: TablePurchase): 'orders.backToRoom' | 'orders.backToTable' {
  return purchase.table?.kind === 'room' ? 'orders.backToRoom' : 'orders.backToTable';
}

/**
 * Back to ordering: the seated diner's table (its link with the QR's key), else the purchase's table or
 * room with its code; without a table the on-table menu joins the diner's own order again.
 */
export function tableMenuPath(slug: string, purchase: TablePurchase, seat: Seat | null = null): string {
  if (seat && seat.branch === slug && (purchase.manual_amount !== null || isSeatPurchase(purchase, seat))) {
    return seatMenuPath(seat);
  }
  if (!purchase.table) return paths.menuDigital(slug);
  return purchase.table.kind === 'room'
    ? paths.serviceRoom(slug, { mesa: purchase.table.code })
    : paths.menuDigital(slug, { mesa: purchase.table.code });
}
