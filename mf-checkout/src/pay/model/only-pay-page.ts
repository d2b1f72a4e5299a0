import { combine, createEvent, createStore, sample } from 'effector';
import { createGate, type Gate } from 'effector-react';
import {
  $paymentMethods,
  $profile,
  createApiFx,
  joinTableFx,
  LIMITS,
  paymentMethodsFx,
  tableOrderApi,
  toApiRequestError,
  toMinor,
  type RouteVisit,
  type TableInit,
  type TablePurchase,
} from 'shared-contracts';

/** `/{branch}/solo-pago?mesa=CODE&k=KEY`: a diner who only wants to pay the table's bill, from its QR. */
export interface OnlyPayVisit {
  slug: string;
  code: string | null;
  /** The QR link's key: without it (a typed code) the table's bill is not shown nor paid here. */
  key?: string | null;
}

/** The page is on screen: its gate opens as the page mounts. */
export const OnlyPayPageGate: Gate<OnlyPayVisit> = createGate<OnlyPayVisit>({
  name: 'checkout/only-pay-page',
});
export const pageOpened = OnlyPayPageGate.open;
/**
 * The server's visit does nothing: what this page shows depends on the diner's profile (it joins the
 * table's purchase), which exists only in the browser, so the server renders the loading state.
 */
export const routeVisited = createEvent<RouteVisit>();

export const checkFx = createApiFx((visit: { slug: string; code: string; key: string | null }, headers) =>
  tableOrderApi.checkTable(visit.slug, visit.code, headers, visit.key),
);

const $visit = createStore<OnlyPayVisit | null>(null, { sid: 'checkout/only-pay-visit' }).on(
  pageOpened,
  (_, visit) => visit,
);
const $table = createStore<TableInit | null>(null)
  .on(checkFx.doneData, (_, table) => table)
  .reset(pageOpened);
const $joined = createStore<TablePurchase | null>(null, { sid: 'checkout/only-pay-joined' })
  .on(joinTableFx.doneData, (_, purchase) => purchase)
  .reset(pageOpened);
const $problem = createStore<'not_found' | 'failed' | null>(null, { sid: 'checkout/only-pay-problem' })
  .on(checkFx.failData, (_, error) =>
    toApiRequestError(error).code === 'table_not_found' ? 'not_found' : 'failed',
  )
  .on(joinTableFx.fail, () => 'failed')
  .reset(pageOpened);

export type OnlyPayOutcome =
  | { kind: 'loading' | 'missing' | 'not_found' | 'failed' | 'no_bill' }
  | { kind: 'below'; minimumMinor: number }
  | { kind: 'ready'; purchaseId: number };

/**
 * Only-pay needs a purchase over 10,000 (in the branch's currency), a fixed bar
 * of its own, not the branch's minimum order.
 */
export const $outcome = combine(
  { visit: $visit, table: $table, joined: $joined, problem: $problem, methods: $paymentMethods },
  ({ visit, table, joined, problem, methods }): OnlyPayOutcome => {
    if (!visit) return { kind: 'loading' };
    if (visit.code === null) return { kind: 'missing' };
    if (problem) return { kind: problem };
    if (!table) return { kind: 'loading' };
    // A code without the QR's key reaches no one's bill: scan the table's QR.
    if (!table.shared_access) return { kind: 'missing' };
    if (table.purchase_id === null) return { kind: 'no_bill' };
    if (!joined || !methods || methods.supplier !== visit.slug) return { kind: 'loading' };
    const currency = methods.methods.currency;
    const minimum = toMinor(LIMITS.onlyPayMinimumPurchase, currency);
    return toMinor(joined.total, currency) > minimum
      ? { kind: 'ready', purchaseId: joined.id }
      : { kind: 'below', minimumMinor: minimum };
  },
);

sample({
  clock: pageOpened,
  filter: (visit) => visit.code !== null,
  fn: (visit) => ({ slug: visit.slug, code: visit.code ?? '', key: visit.key ?? null }),
  target: checkFx,
});
sample({
  clock: pageOpened,
  fn: (visit) => ({ supplier: visit.slug, service: 'on_table' as const }),
  target: paymentMethodsFx,
});
// Paying needs membership of the table's purchase, joined (never opened: it exists) once the profile is there.
sample({
  clock: [checkFx.doneData, $profile.updates],
  source: {
    table: $table,
    visit: $visit,
    profile: $profile,
    joined: $joined,
    pending: joinTableFx.pending,
  },
  filter: ({ table, profile, joined, pending }) =>
    table !== null && table.purchase_id !== null && profile !== null && joined === null && !pending,
  fn: ({ table, visit }) => ({
    supplierId: table?.supplier_id ?? 0,
    tableCode: table?.table.code ?? null,
    tableKey: visit?.key ?? null,
  }),
  target: joinTableFx,
});

export const onlyPayPageModel = {
  outcome: $outcome,
  currency: $paymentMethods.map((loaded) => loaded?.methods.currency ?? 'COP'),
  pageOpened,
};
