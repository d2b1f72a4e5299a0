import { combine, createEvent, createStore, sample } from 'effector';
import { createGate, type Gate } from 'effector-react';
import {
  $profile,
  $seat,
  $tablePurchase,
  browserTurn,
  callWaiterFx,
  cookProductsFx,
  createApiFx,
  followTableFx,
  joinScannedTable,
  joinTableFx,
  purchaseChanged,
  seated,
  serviceChosen,
  tableLeft,
  tableOrderApi,
  tableScreenShown,
  tableScanned,
  $followedPurchase,
  type RequestHeaders,
  type Seat,
  type RouteVisit,
  type TableInit,
  type TablePurchase,
  type TableKind,
} from 'shared-contracts';
import { filterFromSearch } from './menu-filter.ts';
import { $menu, filterChanged, pageOpened as menuOpened } from './menu-page.ts';
import { errorCodeOf, noticeOf, type Notice } from './notice.ts';

// The remote's models are created as its route loads: the browser gets a turn first (shared-contracts'
// browserTurn).
await browserTurn();

/**
 * Where the diner sits, as the QR link says: the branch, the code (`mesa`), a table or a room; or
 * `grab`, grab-and-go (`/{supplier}/grab-and-go`): no table, the order is picked up at the counter.
 */
export interface TableVisit {
  slug: string;
  code: string | null;
  kind: TableKind | 'grab';
  /** The QR link's key (`k`): it seats the diner at the table's bill; a typed code has none. */
  key?: string | null;
}

/** A code to check at a branch, with the QR link's key when it has one. */
export interface TableCheck {
  slug: string;
  code: string;
  key?: string | null;
}

/**
 * A visit to the on-table or room-service route, fired by a server before it renders: loads the menu and,
 * when the request carries the diner's profile (the server reads it from its cookie), checks the link's
 * code and joins its table, so the page arrives with the table's order. Nothing live starts on a server.
 */
export const tableRouteVisited = createEvent<RouteVisit>();
/** Grab-and-go's server visit: the menu only (it has no table, whatever the link says). */
export const grabRouteVisited = createEvent<RouteVisit>();
/** The page is on screen (its gate opened) for the link's visit. */
export const tablePageShown = createEvent<TableVisit>();
/** The visit starts afresh in the browser: the code is checked and the table joined here. */
export const tablePageOpened = createEvent<TableVisit>();
/** The page took over the visit its server already checked and joined: it only goes live. */
export const tablePageResumed = createEvent<TableVisit>();
export const tablePageClosed = createEvent();
/** The on-table, room or grab menu is on screen with the link's branch and code. */
export const TablePageGate: Gate<{ visit: TableVisit }> = createGate({ name: 'menu/table-page' });
sample({ clock: TablePageGate.open, fn: ({ visit }) => visit, target: tablePageShown });
sample({ clock: TablePageGate.close, target: tablePageClosed });
/** "I do not know my table": the diner orders on a purchase of their own. */
export const unknownTableChosen = createEvent();
export const cookClicked = createEvent();
export const waiterClicked = createEvent();
export const noticeDismissed = createEvent();
/** The diner types the table's (or room's) number, when the link has none or one the branch lacks. */
export const codeTyped = createEvent<string>();
export const codeSubmitted = createEvent();
/** A message from anywhere on the screen (a failed call), shown until dismissed or replaced. */
export const noticeShown = createEvent<Notice>();

const checkTable = (visit: TableCheck, headers: RequestHeaders) =>
  tableOrderApi.checkTable(visit.slug, visit.code, headers, visit.key ?? null);
export const checkTableFx = createApiFx(checkTable);
/**
 * The server's check and join, effects of their own: neither seats the diner (the seat is the browser
 * tab's) nor opens a live channel.
 */
export const visitCheckFx = createApiFx(checkTable);
export const visitJoinFx = createApiFx(joinScannedTable);

const sameSeat = (a: Seat, b: Seat) =>
  a.branch === b.branch && a.code === b.code && a.kind === b.kind && a.key === b.key;

/** Which visit a link makes: one key per branch, code and QR key. */
const visitKey = (visit: TableCheck) => `${visit.slug}|${visit.code}|${visit.key ?? ''}`;
/** The visit the server checked for the page's first render, until the page leaves. */
const $serverVisit = createStore<string | null>(null, { sid: 'menu/server-visit' })
  .on(visitCheckFx.done, (_, { params }) => visitKey(params))
  .reset(tablePageOpened, tablePageClosed);
/** The page's link is the visit its server checked: the page takes it over instead of starting afresh. */
const takesOver = (held: string | null, visit: TableVisit) =>
  visit.kind !== 'grab' && held === visitKey({ ...visit, code: visit.code ?? '' });
sample({
  clock: tablePageShown,
  source: $serverVisit,
  filter: (held, visit) => !takesOver(held, visit),
  fn: (_, visit) => visit,
  target: tablePageOpened,
});
sample({
  clock: tablePageShown,
  source: $serverVisit,
  filter: takesOver,
  fn: (_, visit) => visit,
  target: tablePageResumed,
});
// A checked code seats the diner: every screen of the branch keeps the table from now on.
sample({
  clock: checkTableFx.done,
  fn: ({ params, result }) => ({
    branch: params.slug,
    supplierId: result.supplier_id,
    code: result.table.code,
    kind: result.table.kind,
    key: params.key ?? null,
  }),
  target: seated,
});
export const $table = createStore<TableInit | null>(null, { sid: 'menu/table' })
  .on([checkTableFx.doneData, visitCheckFx.doneData], (_, table) => table)
  .reset(tablePageOpened);
/** Why no table is known: no code in the link, or a code the branch does not have ("scan the QR"). */
export const $tableProblem = createStore<'missing' | 'not_found' | 'failed' | null>(null, {
  sid: 'menu/table-problem',
})
  .on(tablePageOpened, (_, visit) => (visit.code || visit.kind === 'grab' ? null : 'missing'))
  .on(checkTableFx.failData, (_, error) =>
    errorCodeOf(error) === 'table_not_found' ? 'not_found' : 'failed',
  )
  .on(unknownTableChosen, () => null);
// Grab-and-go orders without a table from the start.
const $withoutTable = createStore(false, { sid: 'menu/without-table' })
  .on(unknownTableChosen, () => true)
  .on(tablePageOpened, (_, visit) => visit.kind === 'grab');
/**
 * The diner is on the table's screen: its product dialog adds to the table's purchase once joined, and
 * never to the browser's cart (the delivery and take-away cart).
 */
export const $atTable = createStore(false, { sid: 'menu/at-table' })
  .on([tablePageOpened, tablePageResumed], () => true)
  .reset(tablePageClosed);
/** The key of the link the diner came with, sent when joining (kept while they stay on this table). */
const $tableKey = createStore<string | null>(null, { sid: 'menu/table-key' })
  .on(tablePageOpened, (_, visit) => (visit.kind === 'grab' ? null : (visit.key ?? null)))
  .on(visitCheckFx.done, (_, { params }) => params.key ?? null);
const $joined = createStore(false, { sid: 'menu/table-joined' })
  .on([joinTableFx.done, visitJoinFx.done], () => true)
  .reset(tablePageOpened);

export const $typedCode = createStore('', { sid: 'menu/typed-code' }).on(codeTyped, (_, code) =>
  code.slice(0, 40),
);
/** The typed number was empty when submitted. */
export const $typedCodeMissing = createStore(false, { sid: 'menu/typed-code-missing' })
  .on(codeSubmitted, () => false)
  .reset(codeTyped, tablePageOpened);
sample({
  clock: codeSubmitted,
  source: $typedCode,
  fn: (code) => code.trim() === '',
  target: $typedCodeMissing,
});
/** The typed code to open (the page goes to its link, which checks it like a scanned one). */
export const $codeToOpen = createStore<string | null>(null, { sid: 'menu/code-to-open' }).reset(
  tablePageOpened,
);
sample({
  clock: codeSubmitted,
  source: $typedCode,
  filter: (code) => code.trim() !== '',
  fn: (code) => code.trim().toUpperCase(),
  target: $codeToOpen,
});

export const $notice = createStore<Notice | null>(null, { sid: 'menu/table-notice' })
  .on(noticeShown, (_, notice) => notice)
  .reset(noticeDismissed, tablePageOpened);

/** The purchase of the table on screen (another table's purchase left in the scope is not shown). */
export const $purchase = combine($tablePurchase, $joined, (purchase, joined) => (joined ? purchase : null));
sample({
  clock: tablePageResumed,
  source: { purchase: $purchase, followed: $followedPurchase },
  filter: ({ purchase, followed }) => purchase !== null && purchase.id !== followed,
  fn: ({ purchase }) => purchase?.id ?? 0,
  target: followTableFx,
});
/**
 * The branch takes no new orders now (the staff closed the business or the kitchen): shown before the
 * diner tries, from the table's check.
 */
export const $closedState = $table.map((table) => table?.closed ?? null);
/** The last join of this visit failed (its notice says why); a new join clears it. */
const $joinFailed = createStore(false)
  .on(joinTableFx.fail, () => true)
  .reset(tablePageOpened, joinTableFx);
/**
 * On the table's screen, its purchase is on its way: the code is being checked and joined (or the order
 * without a table opened), and nothing has refused it. A product opened meanwhile shows its form at once
 * and waits only to be added.
 */
export const $purchaseComing = combine(
  $atTable,
  $purchase,
  $tableProblem,
  $closedState,
  $joinFailed,
  (atTable, purchase, problem, closed, failed) =>
    atTable && purchase === null && problem === null && closed === null && !failed,
);
/** The diner orders on their own at this table: the code came without the QR's key (typed, not scanned). */
export const $ownOrderAtTable = $purchase.map(
  (purchase) => purchase !== null && purchase.table !== null && !purchase.table_shared,
);

sample({
  clock: [tableRouteVisited, grabRouteVisited],
  fn: ({ params }) => params.supplier ?? '',
  target: menuOpened,
});
sample({
  clock: [tableRouteVisited, grabRouteVisited],
  fn: ({ search }) => filterFromSearch(search),
  target: filterChanged,
});
// The server's visit of a diner it knows: the link's code is checked and its table joined for the first render.
sample({
  clock: tableRouteVisited,
  source: $profile,
  filter: (profile, { search }) => profile !== null && Boolean(new URLSearchParams(search).get('mesa')),
  fn: (_, { params, search }): TableCheck => {
    const query = new URLSearchParams(search);
    return { slug: params.supplier ?? '', code: query.get('mesa') ?? '', key: query.get('k') || null };
  },
  target: visitCheckFx,
});
sample({
  clock: visitCheckFx.done,
  fn: ({ params, result }) => ({
    supplierId: result.supplier_id,
    tableCode: result.table.code,
    tableKey: params.key ?? null,
  }),
  target: visitJoinFx,
});
sample({ clock: visitJoinFx.doneData, target: purchaseChanged });
sample({ clock: [tablePageOpened, tablePageResumed], fn: ({ slug }) => slug, target: menuOpened });
// Taking over the server's visit: the diner sits at the checked table and its purchase goes live.
/** The seat of the visit the page took over, while it is on screen. */
const $resumedSeat = createStore<Seat | null>(null).reset(tablePageOpened, tablePageClosed);
sample({
  clock: tablePageResumed,
  source: { table: $table, key: $tableKey },
  filter: ({ table }) => table !== null,
  fn: ({ table, key }, visit): Seat => ({
    branch: visit.slug,
    supplierId: table?.supplier_id ?? 0,
    code: table?.table.code ?? '',
    kind: table?.table.kind ?? 'table',
    key,
  }),
  target: $resumedSeat,
});
// The tab's stored seat is read back after the page opened: an older table it names never replaces the
// one on screen (leaving the table, which clears the seat, still does).
sample({ clock: $resumedSeat.updates, filter: Boolean, target: seated });
sample({
  clock: $seat.updates,
  source: $resumedSeat,
  filter: (resumed, seat) => resumed !== null && seat !== null && !sameSeat(seat, resumed),
  fn: (resumed) => resumed as Seat,
  target: seated,
});
sample({
  clock: tablePageOpened,
  filter: (visit) => visit.code !== null && visit.kind !== 'grab',
  fn: ({ slug, code, key }) => ({ slug, code: code ?? '', key: key ?? null }),
  target: checkTableFx,
});
sample({
  clock: [unknownTableChosen, sample({ clock: tablePageOpened, filter: (visit) => visit.kind === 'grab' })],
  fn: () => ({ service: 'on_table' as const, subservice: null }),
  target: serviceChosen,
});

/** What joining the table on screen asks for: its branch, its code (none: the diner's own order) and key. */
const scanOf = ({
  table,
  menu,
  key,
}: {
  table: TableInit | null;
  menu: { supplier_id: number } | null;
  key: string | null;
}) => ({
  supplierId: table?.supplier_id ?? menu?.supplier_id ?? 0,
  tableCode: table?.table.code ?? null,
  tableKey: table ? key : null,
});

// Joining needs the diner's profile, which the shell may still be creating when the page opens. Only
// this screen joins: the table's home checks the same code and must not open the table's purchase.
sample({
  clock: [
    checkTableFx.doneData,
    unknownTableChosen,
    tablePageOpened,
    tablePageResumed,
    $profile.updates,
    $menu.updates,
  ],
  source: {
    atTable: $atTable,
    table: $table,
    withoutTable: $withoutTable,
    menu: $menu,
    profile: $profile,
    joined: $joined,
    joining: joinTableFx.pending,
    key: $tableKey,
  },
  filter: ({ atTable, profile, joined, joining, table, withoutTable, menu }) =>
    atTable && profile !== null && !joined && !joining && (table !== null || (withoutTable && menu !== null)),
  fn: scanOf,
  target: tableScanned,
});

/** The staff closed this table's bill: sending, paying and calling the waiter end with it. */
export const $billClosed = $purchase.map((purchase) => purchase?.status === 'closed');
/** The diner goes on ordering after the bill was closed: the table is joined again, on a new bill. */
export const newBillClicked = createEvent();
sample({
  clock: newBillClicked,
  source: {
    closed: $billClosed,
    table: $table,
    withoutTable: $withoutTable,
    menu: $menu,
    joining: joinTableFx.pending,
    key: $tableKey,
  },
  filter: ({ closed, joining, table, withoutTable, menu }) =>
    closed && !joining && (table !== null || (withoutTable && menu !== null)),
  fn: scanOf,
  target: tableScanned,
});
sample({ clock: tablePageClosed, target: tableLeft });
// This screen joins the table itself (above): the seat's background join stays out of its way.
sample({ clock: [tablePageOpened, tablePageResumed], target: tableScreenShown });

sample({
  clock: cookClicked,
  source: $purchase,
  filter: Boolean,
  fn: (purchase: TablePurchase) => purchase.id,
  target: cookProductsFx,
});
sample({
  clock: cookProductsFx.doneData,
  filter: ({ removed_unavailable }) => removed_unavailable.length > 0,
  fn: ({ removed_unavailable }): Notice => ({
    // One product is named as unavailable; several get 'some of your products are not available'.
    key: removed_unavailable.length > 1 ? 'common:order.some_unavailable' : 'menu:order.removedUnavailable',
    values: { names: removed_unavailable.map((line) => line.label).join(', ') },
  }),
  target: noticeShown,
});
sample({
  clock: waiterClicked,
  source: $purchase,
  filter: (purchase: TablePurchase | null): purchase is TablePurchase =>
    purchase !== null && !purchase.waiter_called,
  fn: (purchase) => purchase.id,
  target: callWaiterFx,
});
/**
 * Whether a refusal of a change to the bill tells the diner something the screen does not already show:
 * the branch's closed state is on screen, and a bill refused as closed turns into its own block with the
 * way to a new one.
 */
function saysSomethingNew(closed: string | null, error: unknown): boolean {
  const code = errorCodeOf(error);
  return code !== 'purchase_closed' && (closed === null || code !== closed);
}
sample({
  clock: checkTableFx.failData,
  filter: (error) => errorCodeOf(error) !== 'table_not_found',
  fn: noticeOf,
  target: noticeShown,
});
sample({
  clock: joinTableFx.failData,
  source: $closedState,
  filter: (closed, error) => closed === null || errorCodeOf(error) !== closed,
  fn: (_, error) => noticeOf(error),
  target: noticeShown,
});
sample({
  clock: callWaiterFx.failData,
  source: $closedState,
  filter: saysSomethingNew,
  fn: (_, error) => noticeOf(error),
  target: noticeShown,
});
// An order that could not be sent for no reason of its own (no connection, a server
// failure) says to try again or call the waiter; a refusal with its own message keeps it.
sample({
  clock: cookProductsFx.failData,
  source: $closedState,
  filter: saysSomethingNew,
  fn: (_, error): Notice => {
    const notice = noticeOf(error);
    return notice.key === 'common:errors.generic' || errorCodeOf(error) === 'network_error'
      ? { key: 'common:order.process_failed', values: {} }
      : notice;
  },
  target: noticeShown,
});

/** Everything the on-table screen reads and sends besides the menu and the product dialog. */
export const tablePageModel = {
  table: $table,
  tableProblem: $tableProblem,
  withoutTable: $withoutTable,
  typedCode: $typedCode,
  typedCodeMissing: $typedCodeMissing,
  codeToOpen: $codeToOpen,
  codeTyped,
  codeSubmitted,
  purchase: $purchase,
  purchaseComing: $purchaseComing,
  closedState: $closedState,
  billClosed: $billClosed,
  ownOrderAtTable: $ownOrderAtTable,
  notice: $notice,
  joining: joinTableFx.pending,
  cooking: cookProductsFx.pending,
  unknownTableChosen,
  cookClicked,
  waiterClicked,
  noticeDismissed,
  newBillClicked,
};
