import { createEvent, createStore, sample } from 'effector';
import {
  createApiFx,
  toApiRequestError,
  DEFAULT_TIP,
  loadBalanceFx,
  payFx,
  purchaseChanged,
  tableOrderApi,
  type PurchaseTip,
  type TablePurchase,
} from 'shared-contracts';
import { billChanged } from './bill-changed.ts';

/** The table's tip is saved with the purchase (`PUT /menudigital/add_tip`); the balance follows. */
export const addTipFx = createApiFx(
  ({ purchaseId, tip }: { purchaseId: number; tip: PurchaseTip }, headers) =>
    tableOrderApi.addTip(purchaseId, tip, headers),
);
sample({ clock: addTipFx.doneData, target: purchaseChanged });

/** The diner types another tip: the last refusal was about the one before, and goes. */
export const tipEdited = createEvent();
/** Why the table's tip was refused (over its cap, or below what was already paid). */
export interface TipRefusal {
  code: string;
  details: Record<string, string | number>;
}
/**
 * The last refusal, until the next try, the bill changing (what it said of the bill is stale) or the
 * diner paying with the tip as it stands.
 */
export const $tipRefusal = createStore<TipRefusal | null>(null)
  .on(addTipFx.failData, (_, error) => {
    const { code, details } = toApiRequestError(error);
    return { code, details };
  })
  .reset(addTipFx, tipEdited, billChanged, payFx);
sample({ clock: addTipFx.done, fn: ({ params }) => params.purchaseId, target: loadBalanceFx });

/**
 * The tip a purchase shows before anyone chose one: a table's starts from the default (include, 10
 * percent); a delivery or take-away order has none unless the diner adds one (nobody served a table, and
 * the charge must be the cart's total).
 */
export function startingTip(purchase: Pick<TablePurchase, 'service' | 'tip'>): PurchaseTip {
  if (purchase.tip) return purchase.tip;
  return purchase.service === 'on_table'
    ? { ...DEFAULT_TIP, custom_value: null }
    : { include: false, percent: null, custom_value: null };
}

/**
 * A purchase reached the diner's order or payment screens. A table's starts from the
 * default tip when the table set none; a tip the table chose stays. Other orders are left without one.
 */
export const purchaseShown = createEvent<TablePurchase | null>();
sample({
  clock: purchaseShown,
  source: addTipFx.pending,
  filter: (saving, purchase) =>
    !saving &&
    purchase !== null &&
    purchase.service === 'on_table' &&
    purchase.status === 'open' &&
    purchase.tip === null,
  fn: (_, purchase) => ({
    purchaseId: purchase?.id ?? 0,
    tip: { ...DEFAULT_TIP, custom_value: null } satisfies PurchaseTip,
  }),
  target: addTipFx,
});
