import type { TablePurchase } from 'shared-contracts';

/** The menu's text key of an order's heading. */
export type OrderHeadingKey = 'order.listTitle' | 'order.title' | 'order.roomTitle' | 'order.ownTitle';

/**
 * What the order screen calls the order, from what the order is: the diner's list (a list-only table),
 * a room's order (room service), the diner's own order (grab-and-go, ordering without a table, or a
 * table's code typed without its key: no one else joins it), else the table's shared order.
 */
export function orderHeadingKey(
  purchase: Pick<TablePurchase, 'rules' | 'table' | 'table_shared'>,
): OrderHeadingKey {
  if (purchase.rules.list_only) return 'order.listTitle';
  if (purchase.table?.kind === 'room') return 'order.roomTitle';
  if (!purchase.table || !purchase.table_shared) return 'order.ownTitle';
  return 'order.title';
}

/** Where the added-to-order notice says a product went: as the order's heading names it. */
export type OrderNoticeKind = 'list' | 'room' | 'own' | 'table';

const NOTICE_OF_HEADING: Record<OrderHeadingKey, OrderNoticeKind> = {
  'order.listTitle': 'list',
  'order.roomTitle': 'room',
  'order.ownTitle': 'own',
  'order.title': 'table',
};

/** The notice's kind for a product added to `purchase`: it names the order as its screen heads it. */
export const orderNoticeKind = (
  purchase: Pick<TablePurchase, 'rules' | 'table' | 'table_shared'>,
): OrderNoticeKind => NOTICE_OF_HEADING[orderHeadingKey(purchase)];

/**
 * The note over an order no one else joins (a code typed without the QR's key): a room's order says to
 * scan the room's QR to share its bill, a table's the table's.
 */
export const ownOrderNoteKey = (room: boolean): 'table.roomOwnOrder' | 'table.ownOrder' =>
  room ? 'table.roomOwnOrder' : 'table.ownOrder';
