import { combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { createGate, type Gate } from 'effector-react';
import {
  createApiFx,
  deliveryApi,
  screenStatus,
  TIMERS,
  type PickupBoard,
  type RouteVisit,
} from 'shared-contracts';
import { createConnectivity } from './connectivity.ts';

/** The branch whose board is on screen (its slug, from the path). */
export interface BoardBranch {
  supplier: string;
}
/**
 * `/{supplier}/pickup-board` is on screen for a branch: the gate opens as the page mounts and closes as it
 * goes (the board stops reading). Keyed by the branch, so another branch in the path is a fresh visit.
 */
export const PickupBoardPageGate: Gate<BoardBranch> = createGate({ name: 'delivery/pickup-board-page' });
const pageOpened = PickupBoardPageGate.open.map(({ supplier }) => supplier);
const pageClosed = PickupBoardPageGate.close;
/** A visit to the route, fired by a server before it renders the page. */
export const routeVisited = createEvent<RouteVisit>();
export const retryClicked = createEvent();

export const loadPickupBoardFx = createApiFx((supplier: string, headers) =>
  deliveryApi.pickupBoard(supplier, headers),
);
/** A tick of the board's timer: time to read it again. */
export const pollTicked = createEvent();
/**
 * Starts the timer and answers how to stop it. An interval, not a chain of pending waits: `allSettled`
 * (the shell's boot, the server's render) waits for every pending effect of the scope, so a loop of
 * effects would hold the page forever.
 */
export const startPollFx = createEffect(() => {
  const tick = scopeBind(pollTicked, { safe: true });
  const id = setInterval(() => tick(), TIMERS.pickupBoardPollMs);
  return () => clearInterval(id);
});
export const stopPollFx = createEffect((stop: () => void) => stop());
const $stopPoll = createStore<(() => void) | null>(null, { serialize: 'ignore' })
  .on(startPollFx.doneData, (_, stop) => stop)
  .reset(stopPollFx);

/** The browser's network while the board is open: a TV at the counter may lose the Wi-Fi for hours. */
export const boardConnectivity = createConnectivity();
const $stopConnectivity = createStore<(() => void) | null>(null, { serialize: 'ignore' })
  .on(boardConnectivity.startFx.doneData, (_, stop) => stop)
  .reset(boardConnectivity.stopFx);
/** The browser says it is offline (the server renders it online; the browser tells once the board opens). */
const $offline = createStore(false, { serialize: 'ignore' })
  .on(boardConnectivity.read, (_, online) => !online)
  .on(boardConnectivity.wentOffline, () => true)
  .on(boardConnectivity.wentOnline, () => false);

/** The branch the board shows (the server renders the board it read); null once the screen is left. */
const $branch = createStore<string | null>(null, { sid: 'delivery/pickup-branch' })
  .on(routeVisited, (_, { params }) => params.supplier ?? null)
  .on(pageOpened, (_, branch) => branch)
  .reset(pageClosed);
/** The board as last read, with the branch it belongs to (kept on a failed re-read: the screen stays). */
const $loaded = createStore<{ branch: string; board: PickupBoard } | null>(null, {
  sid: 'delivery/pickup-board',
}).on(loadPickupBoardFx.done, (_, { params, result }) => ({ branch: params, board: result }));
const $failed = createStore(false, { sid: 'delivery/pickup-failed' })
  .on(loadPickupBoardFx.fail, () => true)
  .reset(loadPickupBoardFx.done);

const $board = combine($loaded, $branch, (loaded, branch) =>
  loaded !== null && loaded.branch === branch ? loaded.board : null,
);
export const $status = combine($board, $failed, (board, failed) =>
  screenStatus(board, failed, (shown) => shown.orders.length === 0),
);
export const $preparing = $board.map((board) =>
  (board?.orders ?? []).filter((order) => order.stage === 'preparing').map((order) => order.number),
);
export const $ready = $board.map((board) =>
  (board?.orders ?? []).filter((order) => order.stage === 'ready').map((order) => order.number),
);
/**
 * The numbers on screen may be old: the browser is offline, or the last read failed (the network or the
 * API is away). Only with a board on screen; with none the page says it could not load it.
 */
export const $connectionLost = combine(
  $board,
  $offline,
  $failed,
  (board, offline, failed) => board !== null && (offline || failed),
);

sample({
  clock: routeVisited,
  fn: ({ params }) => params.supplier ?? '',
  target: loadPickupBoardFx,
});
// After hydration the board the server read is shown at once; a board of another branch is read.
sample({
  clock: pageOpened,
  source: $loaded,
  filter: (loaded, branch) => loaded?.branch !== branch,
  fn: (_, branch) => branch,
  target: loadPickupBoardFx,
});
// One timer at a time: opened again (hydration, a remount) the running one goes on.
sample({ clock: pageOpened, source: $stopPoll, filter: (stop) => stop === null, target: startPollFx });
sample({ clock: pageClosed, source: $stopPoll, filter: Boolean, target: stopPollFx });
sample({ clock: pollTicked, source: $branch, filter: Boolean, target: loadPickupBoardFx });
sample({ clock: retryClicked, source: $branch, filter: Boolean, target: loadPickupBoardFx });
// Back on line, the numbers are read at once rather than at the next tick.
sample({ clock: boardConnectivity.wentOnline, source: $branch, filter: Boolean, target: loadPickupBoardFx });
sample({
  clock: pageOpened,
  source: $stopConnectivity,
  filter: (stop) => stop === null,
  target: boardConnectivity.startFx,
});
sample({ clock: pageClosed, source: $stopConnectivity, filter: Boolean, target: boardConnectivity.stopFx });

export const pickupBoardPageModel = {
  status: $status,
  preparing: $preparing,
  ready: $ready,
  connectionLost: $connectionLost,
  retryClicked,
};
