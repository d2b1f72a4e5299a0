import { combine, createEvent, createStore, sample } from 'effector';
import { createGate, type Gate } from 'effector-react';
import {
  $openedBranch,
  $seat,
  createApiFx,
  paths,
  sameTableCode,
  seatAt,
  serviceChosen,
  tableOrderApi,
  withSeat,
  type RouteVisit,
  type TableInit,
  type TableKind,
} from 'shared-contracts';
import { $branchHome } from './branch-home.ts';
import { $status as $menuStatus, pageOpened as menuOpened } from './menu-page.ts';
import { errorCodeOf } from './notice.ts';
import { checkTableFx } from './table-page.ts';

/**
 * OnTableHome (`/{supplier}/menu-digital/home[?mesa=]`): the home of a diner seated at a branch. It
 * names the table (checked like the on-table menu's), offers what can be done from it (the menu and
 * order, paying the bill, one's orders, the service policies), the branch's banners and address.
 */
export interface TableHomeVisit {
  slug: string;
  code: string | null;
  /** The QR link's key (`k`), kept with the seat. */
  key?: string | null;
}

/**
 * A visit fired by a server before it renders: the branch and its menu (banner names), and the link's
 * code, so the first render names a room as a room. The page checks the table again in the browser: that
 * answer seats the diner and sets the order's service, which a server must not (the frame's first render
 * in the browser reads the stored service, not the server's).
 */
export const tableHomeRouteVisited = createEvent<RouteVisit>();
/** The page is on screen with the link's branch and code. */
export const tableHomeOpened = createEvent<TableHomeVisit>();
/** The table's home is on screen (never on a server): opens it with the link, then marks it shown. */
export const TableHomeGate: Gate<{ visit: TableHomeVisit }> = createGate({ name: 'menu/table-home' });
const visitRead = createEvent<TableHomeVisit>();
export const tableHomeRetryClicked = createEvent();

const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** The server's check of the link's code: an effect of its own, which neither seats nor sets a service. */
export const homeVisitCheckFx = createApiFx((visit: TableHomeVisit, headers) =>
  tableOrderApi.checkTable(visit.slug, visit.code ?? '', headers, visit.key ?? null),
);

const $visit = createStore<TableHomeVisit | null>(null, { sid: 'menu/table-home-visit' }).on(
  [visitRead, tableHomeOpened],
  (_, visit) => visit,
);
/** The table of the link's code, once checked (null without a code or before the answer). */
export const $homeTable = createStore<TableInit | null>(null, { sid: 'menu/table-home-table' })
  .on([checkTableFx.doneData, homeVisitCheckFx.doneData], (_, table) => table)
  .on(tableHomeOpened, (table, visit) =>
    table && visit.code && sameCode(table.table.code, visit.code) ? table : null,
  );
/** The link's code is no table of this branch (the diner is asked to scan the QR), or it could not be checked. */
export const $homeTableProblem = createStore<'not_found' | 'failed' | null>(null, {
  sid: 'menu/table-home-problem',
})
  .on(checkTableFx.failData, (_, error) =>
    errorCodeOf(error) === 'table_not_found' ? 'not_found' : 'failed',
  )
  .reset(checkTableFx.done, tableHomeOpened);

sample({
  clock: tableHomeRouteVisited,
  fn: ({ params, search }): TableHomeVisit => ({
    slug: params.supplier ?? '',
    code: new URLSearchParams(search).get('mesa') || null,
    key: new URLSearchParams(search).get('k') || null,
  }),
  target: visitRead,
});
sample({ clock: [visitRead, tableHomeOpened], fn: ({ slug }) => slug, target: menuOpened });
sample({ clock: visitRead, filter: (visit) => visit.code !== null, target: homeVisitCheckFx });
/** The code this page checked itself (a server's check seats no one: the page asks again). */
const $checkedHere = createStore<string | null>(null).on(checkTableFx.done, (_, { params }) => params.code);
// A table this page already checked (a return to the same table's home) is not asked again.
sample({
  clock: tableHomeOpened,
  source: $checkedHere,
  filter: (checked, visit) => visit.code !== null && !(checked !== null && sameCode(checked, visit.code)),
  fn: (_, { slug, code, key }) => ({ slug, code: code ?? '', key: key ?? null }),
  target: checkTableFx,
});
sample({
  clock: tableHomeRetryClicked,
  source: $visit,
  filter: (visit) => visit?.code != null,
  fn: (visit) => ({ slug: visit?.slug ?? '', code: visit?.code ?? '', key: visit?.key ?? null }),
  target: checkTableFx,
});

/**
 * The home is a room's (room service): as the check answered, else as the diner's seat at this code says
 * (the check failed or is on its way), so its words name the room, never a table.
 */
export const $homeIsRoom = combine($visit, $homeTable, $seat, (visit, table, seat) => {
  if (table) return table.table.kind === 'room';
  const here = visit?.code ? seatAt(seat, visit.slug) : null;
  return here !== null && sameTableCode(here.code, visit?.code ?? '') && here.kind === 'room';
});

/** The page is on screen (never on a server): the diner is on the table, so the new-menu guard applies. */
export const tableHomeShown = createEvent();
sample({
  clock: tableHomeShown,
  source: $homeTable,
  fn: (table) => ({ service: 'on_table' as const, subservice: table?.subservice ?? null }),
  target: serviceChosen,
});

/** One thing the diner can do from the table's home, as a link (null: the page's button opens it). */
export interface TableAction {
  key: 'menu' | 'pay' | 'orders' | 'policies';
  to: string | null;
}

/**
 * What the seated diner can do: order (the table's menu), pay the bill (tables of a branch with in-app
 * payment: the table's bill, or for a list-only table the waiter's bill on the manual payment, which the
 * page opens), see their orders and the policies. The links keep the QR link's key.
 */
export function tableActions(
  slug: string,
  code: string | null,
  kind: TableKind | null,
  inAppPayment: boolean,
  { key = null, listOnly = false }: { key?: string | null; listOnly?: boolean } = {},
): TableAction[] {
  const seat = code === null ? null : { branch: slug, supplierId: 0, code, kind: kind ?? 'table', key };
  const menu = kind === 'room' ? paths.serviceRoom(slug) : paths.menuDigital(slug);
  const actions: TableAction[] = [{ key: 'menu', to: withSeat(menu, seat) }];
  if (code !== null && kind === 'table' && inAppPayment) {
    actions.push({ key: 'pay', to: listOnly ? null : withSeat(paths.onlyPay(slug), seat) });
  }
  actions.push(
    { key: 'orders', to: paths.orders(slug) },
    { key: 'policies', to: paths.servicePolicies(slug) },
  );
  return actions;
}

// The link's code leads to the menu at once (that screen checks it); paying waits for the table's answer.
export const $tableActions = combine($visit, $homeTable, $openedBranch, (visit, table, branch) =>
  visit
    ? tableActions(
        visit.slug,
        table?.table.code ?? visit.code,
        table?.table.kind ?? null,
        branch?.details?.has_cluvi_pay ?? false,
        { key: visit.key ?? null, listOnly: table?.rules.list_only ?? false },
      )
    : [],
);

// The page's opening, then its being shown, in the order the page used to send them.
sample({ clock: TableHomeGate.open, fn: ({ visit }) => visit, target: tableHomeOpened });
sample({ clock: TableHomeGate.open, target: tableHomeShown });

export const tableHomeModel = {
  branch: $openedBranch,
  home: $branchHome,
  table: $homeTable,
  room: $homeIsRoom,
  tableProblem: $homeTableProblem,
  checking: checkTableFx.pending,
  actions: $tableActions,
  menuStatus: $menuStatus,
  tableHomeRetryClicked,
};
