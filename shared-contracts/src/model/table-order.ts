import { combine, createEffect, createEvent, createStore, merge, sample, scopeBind } from 'effector';
import { createApiFx } from '../api/api-effect.ts';
import { followPurchase } from '../api/live-purchase.ts';
import type { RequestHeaders } from '../api/client.ts';
import { toApiRequestError } from '../api/errors.ts';
import type { LiveSubscription } from '../api/live.ts';
import { tableOrderApi } from '../api/table-order-endpoints.ts';
import type { AddProductRequest, CookResult, TablePurchase } from '../schemas/table-order.ts';
import { tableOrderReported, type TableOrderSummary } from './frame.ts';
import { $profile } from './profile.ts';
import {
  $seat,
  $seatCheckedHere,
  sameSeat,
  sameTableCode,
  seated,
  seatExpired,
  seatLeft,
  type Seat,
} from './seat.ts';

/**
 * The table's shared purchase in the page's scope: joined from a scanned table, changed by this diner's
 * effects and, live, by table mates, the kitchen and the staff. Screens read `$tablePurchase` and
 * `$table`; they never merge answers themselves.
 */

/**
 * A table's QR was read (or the diner said they do not know the number: `tableCode` null). `tableKey` is
 * the QR link's key (`k`): with it the diner joins the table's bill, without it their own order there.
 */
export interface ScannedTable {
  supplierId: number;
  tableCode: string | null;
  tableKey?: string | null;
}
export const tableScanned = createEvent<ScannedTable>();
/**
 * A screen that showed a purchase leaves: the live channel closes and the purchase is forgotten, unless
 * it is the table the diner sits at (the next screen of the seated diner shows it too).
 */
export const tableLeft = createEvent();
/** The purchase is forgotten and its live channel closed. */
const tableForgotten = createEvent();
/** The table's own screen is on show: it joins the table itself, until it leaves (`tableLeft`). */
export const tableScreenShown = createEvent();
/**
 * A screen opened a purchase by its id (a manual payment, an order of the history, the bill to pay): until
 * it leaves, the seat's background join does not take the shared purchase or its live channel from it.
 */
export const purchaseClaimed = createEvent<number>();
/** A purchase as the API answered it (a call's answer or a live event); an older version never wins. */
export const purchaseChanged = createEvent<TablePurchase>();

/** Joins the scanned table's open purchase (or opens it) as the diner the headers name. */
export const joinScannedTable = (table: ScannedTable, headers: RequestHeaders) =>
  tableOrderApi.joinTable(
    { supplier_id: table.supplierId, table_code: table.tableCode, table_key: table.tableKey ?? null },
    headers,
  );
export const joinTableFx = createApiFx(joinScannedTable);
export const addToTableFx = createApiFx((body: AddProductRequest, headers) =>
  tableOrderApi.addProduct(body, headers),
);
export const lineCountChangedFx = createApiFx(
  (line: { purchaseId: number; lineId: number; count: number }, headers) =>
    tableOrderApi.setLineCount(line.purchaseId, line.lineId, line.count, headers),
);
export const lineRemovedFx = createApiFx((line: { purchaseId: number; lineId: number }, headers) =>
  tableOrderApi.removeLine(line.purchaseId, line.lineId, headers),
);
export const cookProductsFx = createApiFx((purchaseId: number, headers): Promise<CookResult> =>
  tableOrderApi.cookProducts(purchaseId, undefined, headers),
);
export const callWaiterFx = createApiFx((purchaseId: number, headers) =>
  tableOrderApi.callWaiter(purchaseId, headers),
);

/** Opens the live channel of a purchase; its updates arrive as `purchaseChanged` in the same scope. */
export const followTableFx = createApiFx((purchaseId: number, headers): Promise<LiveSubscription> => {
  const changed = scopeBind(purchaseChanged, { safe: true });
  return Promise.resolve(followPurchase(purchaseId, headers, changed));
});
const stopFollowingFx = createEffect((subscription: LiveSubscription | null) => subscription?.close());

/** The table's screen, which joins the table itself, is on show. */
const $tableScreen = createStore(false)
  .on(tableScreenShown, () => true)
  .reset(tableLeft);

/** The purchase a screen on show opened by its id, if any. */
const $claimedPurchase = createStore<number | null>(null)
  .on(purchaseClaimed, (_, id) => id)
  .reset(tableLeft);

// Server-rendered pages carry it (the order screens read it on their first render).
export const $tablePurchase = createStore<TablePurchase | null>(null, {
  sid: 'contracts/table-purchase',
}).reset(tableForgotten);
// While a screen shows a purchase it opened by its id, it is the only one taken: a late answer of the
// seat's table, or the live channel still open for it, never puts another purchase in its place.
sample({
  clock: purchaseChanged,
  source: { current: $tablePurchase, claimed: $claimedPurchase },
  filter: ({ claimed }, next) => claimed === null || claimed === next.id,
  fn: ({ current }, next) =>
    current && current.id === next.id && current.version > next.version ? current : next,
  target: $tablePurchase,
});

/**
 * What the frame's cart icon knows of the table's order: its units (as the menu's order tab and its send
 * button count them), while it is open. A bill the staff closed is nothing more to order on or pay in
 * the app, so the icon never leads to it.
 */
export const tableOrderSummary = (purchase: TablePurchase | null): TableOrderSummary =>
  purchase && purchase.status === 'open'
    ? {
        purchaseId: String(purchase.id),
        itemCount: purchase.items.reduce((sum, item) => sum + item.count, 0),
      }
    : { purchaseId: null, itemCount: 0 };
sample({ clock: $tablePurchase, fn: tableOrderSummary, target: tableOrderReported });

/** The open live channel (not state to persist or serialise). */
const $following = createStore<LiveSubscription | null>(null, { serialize: 'ignore' })
  .on(followTableFx.doneData, (_, subscription) => subscription)
  .reset(tableForgotten);

/**
 * The purchase whose live channel this page opened. Holding a purchase is not following it: a
 * server-rendered page arrives with one and opens its channel once live.
 */
export const $followedPurchase = createStore<number | null>(null, { serialize: 'ignore' })
  .on(followTableFx.done, (_, { params }) => params)
  .reset(tableForgotten);

/** The table state: table id, units ordered, waiter called. */
export const $table = $tablePurchase.map((purchase) =>
  purchase
    ? {
        tableId: purchase.table?.code ?? null,
        room: purchase.subservice === 'room',
        countOrdered: purchase.count_ordered,
        waiterCalled: purchase.waiter_called,
      }
    : null,
);

/** The lines this diner added (the ones they may change while pending). */
export const $myTableLines = combine($tablePurchase, $profile, (purchase, profile) =>
  purchase && profile ? purchase.items.filter((item) => item.profile_id === profile.id) : [],
);

/** The lines the last send to the kitchen removed as their product became unavailable (the diner is told). */
export const $removedUnavailable = createStore<CookResult['removed_unavailable']>([], {
  sid: 'contracts/removed-unavailable',
})
  .on(cookProductsFx.doneData, (_, result) => result.removed_unavailable)
  .reset(tableLeft, cookProductsFx);

sample({ clock: tableScanned, target: joinTableFx });
sample({
  clock: [
    joinTableFx.doneData,
    addToTableFx.doneData,
    lineCountChangedFx.doneData,
    lineRemovedFx.doneData,
    callWaiterFx.doneData,
    cookProductsFx.doneData.map((result) => result.purchase),
  ],
  target: purchaseChanged,
});
// The API refusing a change because the purchase is closed (the staff closed the bill, and the live channel
// missed it: a dropped connection) is that news itself: the purchase is shown closed, with the way to a new
// bill, instead of refusing every next tap the same way.
const changeRefused = merge([
  addToTableFx.fail.map(({ params, error }) => ({ purchaseId: params.purchase_id, error })),
  lineCountChangedFx.fail.map(({ params, error }) => ({ purchaseId: params.purchaseId, error })),
  lineRemovedFx.fail.map(({ params, error }) => ({ purchaseId: params.purchaseId, error })),
  cookProductsFx.fail.map(({ params, error }) => ({ purchaseId: params, error })),
  callWaiterFx.fail.map(({ params, error }) => ({ purchaseId: params, error })),
]);
const closedByRefusal = sample({
  clock: changeRefused,
  source: $tablePurchase,
  fn: (purchase, refused): TablePurchase | null =>
    purchase !== null &&
    purchase.id === refused.purchaseId &&
    purchase.status !== 'closed' &&
    toApiRequestError(refused.error).code === 'purchase_closed'
      ? { ...purchase, status: 'closed' }
      : null,
});
sample({
  clock: closedByRefusal,
  filter: (purchase): purchase is TablePurchase => purchase !== null,
  target: purchaseChanged,
});
// One live channel per joined purchase: a new table closes the previous one first.
sample({ clock: joinTableFx.doneData, source: $following, target: stopFollowingFx });
sample({ clock: joinTableFx.doneData, fn: (purchase) => purchase.id, target: followTableFx });
sample({ clock: tableForgotten, source: $following, target: stopFollowingFx });

/** Whether `purchase` is the open purchase of the table at `seat`. */
export const isSeatPurchase = (purchase: TablePurchase | null, seat: Seat | null): boolean =>
  purchase !== null &&
  seat !== null &&
  purchase.supplier_id === seat.supplierId &&
  purchase.table !== null &&
  sameTableCode(purchase.table.code, seat.code);

sample({
  clock: tableLeft,
  source: { purchase: $tablePurchase, seat: $seat },
  filter: ({ purchase, seat }) => !isSeatPurchase(purchase, seat),
  target: tableForgotten,
});
// Another table, or leaving the table, forgets the one followed.
sample({
  clock: seated,
  source: $tablePurchase,
  filter: (purchase, seat) => purchase !== null && !isSeatPurchase(purchase, seat),
  target: tableForgotten,
});
sample({ clock: seatLeft, target: tableForgotten });

// A seated diner's screens all know the table's order (the cart icon, the header's count, where an add
// goes): once the profile exists, the table's purchase is taken whenever no purchase is on screen, on any
// screen, once (not at each page change). Its answer never replaces a purchase a screen showed meanwhile
// (a manual payment, an order of the history): that screen's leaving brings it back. The table's own
// screen joins by itself: a second join beside its own would open a second live channel.
// A seat checked in this page is a diner at the table now: the table is joined (its bill opened when
// there is none). A seat read from storage (a reload, another tab, another day) may be a visit that is
// over: its open bill is only looked up among the diner's purchases, never opened.
export const seatJoinFx = createApiFx(joinScannedTable);

/** The open purchase of the seat's table among the diner's purchases, if any. */
export const openSeatPurchase = (purchases: readonly TablePurchase[], seat: Seat): TablePurchase | null =>
  purchases.find((purchase) => purchase.status === 'open' && isSeatPurchase(purchase, seat)) ?? null;
export const seatPurchaseFx = createApiFx(async (seat: Seat, headers): Promise<TablePurchase | null> =>
  openSeatPurchase(await tableOrderApi.actualPurchases(seat.supplierId, headers), seat),
);

/** Nothing on screen holds a purchase or is joining one: the seat's table may be taken in the background. */
const $nothingHeld = combine(
  {
    purchase: $tablePurchase,
    claimed: $claimedPurchase,
    joining: joinTableFx.pending,
    rejoining: seatJoinFx.pending,
    tableScreen: $tableScreen,
  },
  ({ purchase, claimed, joining, rejoining, tableScreen }) =>
    purchase === null && claimed === null && !joining && !rejoining && !tableScreen,
);
/** A look-up answered for a seat the diner no longer has (another table was checked meanwhile). */
const seatChangedMeanwhile = sample({
  clock: seatPurchaseFx.done,
  source: $seat,
  filter: (seat, { params }) => !sameSeat(seat, params),
});
const tableWanted = sample({
  clock: [$seat.updates, $profile.updates, tableForgotten, seatChangedMeanwhile],
  source: {
    seat: $seat,
    checkedHere: $seatCheckedHere,
    profile: $profile,
    free: $nothingHeld,
    lookingUp: seatPurchaseFx.pending,
  },
  filter: (state): state is typeof state & { seat: Seat } =>
    state.seat !== null && state.profile !== null && state.free && !state.lookingUp,
});
const seatTable = ({ seat }: { seat: Seat }): ScannedTable => ({
  supplierId: seat.supplierId,
  tableCode: seat.code,
  tableKey: seat.key,
});
sample({ clock: tableWanted, filter: ({ checkedHere }) => checkedHere, fn: seatTable, target: seatJoinFx });
sample({
  clock: tableWanted,
  filter: ({ checkedHere }) => !checkedHere,
  fn: ({ seat }) => seat,
  target: seatPurchaseFx,
});

const seatAnswered = merge([
  seatJoinFx.doneData,
  seatPurchaseFx.doneData.filter({ fn: (found): found is TablePurchase => found !== null }),
]);
const seatJoined = sample({
  clock: seatAnswered,
  source: { current: $tablePurchase, seat: $seat, claimed: $claimedPurchase },
  filter: ({ current, seat, claimed }, joined) =>
    isSeatPurchase(joined, seat) &&
    (current === null || current.id === joined.id) &&
    (claimed === null || claimed === joined.id),
  fn: (_, joined) => joined,
});
sample({ clock: seatJoined, target: purchaseChanged });
sample({ clock: seatJoined, source: $following, target: stopFollowingFx });
sample({ clock: seatJoined, fn: (purchase) => purchase.id, target: followTableFx });

// No open bill for a seat read from storage: the visit there is over. A seat checked meanwhile (the
// diner scanned again) is a new visit, and joins its table instead.
const seatMissed = sample({
  clock: seatPurchaseFx.done,
  source: { seat: $seat, checkedHere: $seatCheckedHere },
  filter: ({ seat }, { params, result }) => result === null && sameSeat(seat, params),
  fn: ({ checkedHere }, { params }) => ({ checkedHere, seat: params }),
});
sample({ clock: seatMissed, filter: ({ checkedHere }) => !checkedHere, target: seatExpired });
sample({
  clock: seatMissed,
  source: $nothingHeld,
  filter: (free, { checkedHere }) => free && checkedHere,
  fn: (_, missed) => seatTable(missed),
  target: seatJoinFx,
});
