import type { TFunction } from 'i18next';
import { paths, type TablePurchase } from 'shared-contracts';

/** "Table M05", "Room 201" or "Order 12" (a diner who did not know the table). */
export function orderTitle(t: TFunction, purchase: TablePurchase): string {
  if (!purchase.table) return t('myOrder.own', { id: purchase.id });
  return t(purchase.table.kind === 'room' ? 'myOrder.room' : 'myOrder.table', { code: purchase.table.code });
}

/** Back to ordering: the table's (or room's) menu with its code; without a table the on-table menu joins the diner's own order again. */
export function tableMenuPath(slug: string, purchase: TablePurchase): string {
  if (!purchase.table) return paths.menuDigital(slug);
  return purchase.table.kind === 'room'
    ? paths.serviceRoom(slug, { mesa: purchase.table.code })
    : paths.menuDigital(slug, { mesa: purchase.table.code });
}
