import { createEvent, createStore } from 'effector';
import type { TablePurchase } from '../schemas/table-order.ts';

/** The table's shared purchase as the API last sent it (a change of anyone at the table, or the staff). */
export const tablePurchaseReceived = createEvent<TablePurchase>();
/** The diner left the table's screen or the table's purchase was closed. */
export const tableLeft = createEvent();

/**
 * SPEC section 3 "Table state": the diner's table purchase, one per scope, so the shell's header and the
 * order screens read the same one. A stale version (an older live message) never replaces a newer one.
 */
export const $tablePurchase = createStore<TablePurchase | null>(null, { sid: 'contracts/table-purchase' })
  .on(tablePurchaseReceived, (current, next) =>
    current && current.id === next.id && current.version > next.version ? current : next,
  )
  .reset(tableLeft);
