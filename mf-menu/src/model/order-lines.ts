import { combine, createEvent, sample } from 'effector';
import { $myTableLines, lineCountChangedFx, lineRemovedFx, type TablePurchase } from 'shared-contracts';
import { errorCodeOf, noticeOf, type Notice } from './notice.ts';
import { $purchase, noticeShown } from './table-page.ts';

/**
 * The diner's own pending lines in the table's order: change the count or remove them
 * (`/shopping_cart/product_cart`). A table mate's line, or one already sent to the kitchen, is not editable.
 */
export const lineCountChanged = createEvent<{ lineId: number; count: number }>();
export const lineRemoveClicked = createEvent<number>();

type Line = TablePurchase['items'][number];
/** The most units one line holds (the dialog's bound). */
const MAX_COUNT = 99;

/** The ids of the lines this diner may still change. */
export const $editableLineIds = combine($myTableLines, (lines) =>
  lines.filter((line) => line.status === 'pending').map((line) => line.id),
);

/** The line `lineId` of the purchase on screen, when this diner may change it. */
function editableLine(purchase: TablePurchase | null, ids: number[], lineId: number): Line | null {
  if (!purchase || !ids.includes(lineId)) return null;
  return purchase.items.find((line) => line.id === lineId) ?? null;
}

sample({
  clock: lineCountChanged,
  source: { purchase: $purchase, ids: $editableLineIds },
  filter: ({ purchase, ids }, { lineId, count }) => {
    const line = editableLine(purchase, ids, lineId);
    return (
      line !== null && Number.isInteger(count) && count >= 1 && count <= MAX_COUNT && line.count !== count
    );
  },
  fn: ({ purchase }, { lineId, count }) => ({ purchaseId: purchase?.id ?? 0, lineId, count }),
  target: lineCountChangedFx,
});
sample({
  clock: lineRemoveClicked,
  source: { purchase: $purchase, ids: $editableLineIds },
  filter: ({ purchase, ids }, lineId) => editableLine(purchase, ids, lineId) !== null,
  fn: ({ purchase }, lineId) => ({ purchaseId: purchase?.id ?? 0, lineId }),
  target: lineRemovedFx,
});

// A product that became unavailable since it was added leaves the order, and the diner is told.
const becameUnavailable = sample({
  clock: lineCountChangedFx.fail,
  source: $purchase,
  filter: (purchase, { error }) => purchase !== null && errorCodeOf(error) === 'product_unavailable',
  fn: (purchase, { params }) => ({
    params: { purchaseId: params.purchaseId, lineId: params.lineId },
    label: purchase?.items.find((line) => line.id === params.lineId)?.label ?? '',
  }),
});
sample({ clock: becameUnavailable, fn: ({ params }) => params, target: lineRemovedFx });
sample({
  clock: becameUnavailable,
  fn: ({ label }): Notice => ({ key: 'menu:order.removedUnavailable', values: { names: label } }),
  target: noticeShown,
});
/**
 * Refusals that say what to do: the stock (with the largest quantity), and money already paid on the
 * bill (a line a payment covers, or a bill that would fall below what was paid). Anything else is the
 * 'Error modifying product' / 'Error deleting product'.
 */
const EXPLAINED = new Set(['out_of_stock', 'item_already_paid', 'bill_below_paid']);
const refusalNotice = (error: unknown, otherwise: string): Notice =>
  EXPLAINED.has(errorCodeOf(error)) ? noticeOf(error) : { key: otherwise, values: {} };
// A bill closed meanwhile turns into its own block, brought to the diner (table-bill.ts): no notice too.
sample({
  clock: lineCountChangedFx.failData,
  filter: (error) => !['product_unavailable', 'purchase_closed'].includes(errorCodeOf(error)),
  fn: (error) => refusalNotice(error, 'menu:order.modifyFailed'),
  target: noticeShown,
});
sample({
  clock: lineRemovedFx.failData,
  filter: (error) => errorCodeOf(error) !== 'purchase_closed',
  fn: (error) => refusalNotice(error, 'menu:order.deleteFailed'),
  target: noticeShown,
});

/** What the order panel needs to let a diner change their own lines. */
export const orderLinesModel = {
  editableLineIds: $editableLineIds,
  changingLine: combine(lineCountChangedFx.pending, lineRemovedFx.pending, (a, b) => a || b),
  lineCountChanged,
  lineRemoveClicked,
};
