import { combine, createEvent, createStore, sample } from 'effector';
import { createApiFx, toApiRequestError, type KitchenSnapshot, type RouteVisit } from 'shared-contracts';
import { staffApi } from '../api/staff-api.ts';
import { createBranchLive } from './branch-live.ts';
import { chimeFx, unlockSoundFx } from './chime.ts';
import { createClock } from './clock.ts';
import { kitchenTickets, newTicketIds, type KitchenTicket } from './kitchen-board.ts';
import { screenAccess } from './screen-access.ts';
import { $csrf, $session, sessionEnded, sessionNeeded } from './session.ts';

export const pageOpened = createEvent<{ branch: string }>();
export const pageClosed = createEvent();
/** The server's visit: the console loads nothing there (the session is the browser's cookie). */
export const routeVisited = createEvent<RouteVisit>();
export const lineTapped = createEvent<{ orderId: number; itemId: number }>();
export const orderTapped = createEvent<number>();
export const soundAllowed = createEvent();
export const retryClicked = createEvent();

const live = createBranchLive('kitchen');
const clock = createClock('kitchen');

const $branch = createStore<string | null>(null, { sid: 'staff/kitchen-branch' }).on(
  pageOpened,
  (_, { branch }) => branch,
);
const $access = screenAccess('kitchen', $branch);
const $slug = $session.map((session) => session?.instance.slug ?? null);

const loadFx = createApiFx((ref: { slug: string; branch: string }, headers) =>
  staffApi.kitchen(ref.slug, ref.branch, headers),
);
const prepareLineFx = createApiFx(
  (call: { slug: string; purchaseId: number; itemId: number; csrf: string }, headers) =>
    staffApi.lineStatus({ ...call, status: 'prepared' }, headers),
);
const prepareOrderFx = createApiFx((call: { slug: string; purchaseId: number; csrf: string }, headers) =>
  staffApi.purchaseAction({ ...call, action: 'prepared' }, headers),
);

const $snapshot = createStore<KitchenSnapshot | null>(null, { sid: 'staff/kitchen-snapshot' })
  .on(loadFx.doneData, (_, snapshot) => snapshot)
  .reset(pageOpened);
const $tickets = $snapshot.map((snapshot): KitchenTicket[] => kitchenTickets(snapshot?.orders ?? []));
/** The tickets of the last read, and those it added to the one before (none on the first read). */
const $ticketHistory = createStore<{ shown: KitchenTicket[] | null; added: number[] }>(
  { shown: null, added: [] },
  { serialize: 'ignore' },
)
  .on(loadFx.doneData, ({ shown }, snapshot) => {
    const next = kitchenTickets(snapshot.orders);
    return { shown: next, added: shown === null ? [] : newTicketIds(shown, next) };
  })
  .reset(pageOpened);
const $loadFailed = createStore(false, { sid: 'staff/kitchen-failed' })
  .on(loadFx.fail, () => true)
  .reset(loadFx.done, pageOpened);
/** The API's code of the last tap that failed (a line already moved on, the session gone…). */
const $actionError = createStore<string | null>(null, { sid: 'staff/kitchen-action-error' })
  .on([prepareLineFx.failData, prepareOrderFx.failData], (_, error) => toApiRequestError(error).code)
  .reset(prepareLineFx, prepareOrderFx, pageOpened);
const $audio = createStore<AudioContext | null>(null, { serialize: 'ignore' }).on(
  unlockSoundFx.doneData,
  (_, context) => context,
);
const $soundOn = createStore(false, { sid: 'staff/kitchen-sound' }).on(unlockSoundFx.done, () => true);

const $status = combine($access, $snapshot, $loadFailed, (access, snapshot, failed) => {
  if (access !== 'ok') return access;
  if (snapshot) return 'ready';
  return failed ? 'failed' : 'loading';
});

const $ref = combine($slug, $branch, (slug, branch) => (slug && branch ? { slug, branch } : null));
const $ready = combine($access, $ref, (access, ref) => (access === 'ok' ? ref : null));

sample({ clock: pageOpened, target: sessionNeeded });
sample({ clock: pageOpened, target: clock.started });
sample({ clock: pageClosed, target: [live.stopped, clock.stopped] });
// Once the page and the session are both known (either order), follow the branch and read its tickets.
sample({
  clock: [pageOpened, $ready.updates],
  source: $ready,
  filter: (ref): ref is { slug: string; branch: string } => ref !== null,
  target: live.started,
});
sample({
  clock: [live.started, live.changed, retryClicked, prepareLineFx.done, prepareOrderFx.done],
  source: $ready,
  filter: (ref): ref is { slug: string; branch: string } => ref !== null,
  target: loadFx,
});
sample({ clock: sessionEnded, target: live.stopped });
sample({
  clock: lineTapped,
  source: { slug: $slug, csrf: $csrf, tickets: $tickets },
  filter: ({ slug, tickets }, tap) =>
    slug !== null &&
    tickets.some(
      (ticket) =>
        ticket.orderId === tap.orderId &&
        ticket.lines.some((line) => line.id === tap.itemId && line.status === 'ordered'),
    ),
  fn: ({ slug, csrf }, tap) => ({ slug: slug ?? '', csrf, purchaseId: tap.orderId, itemId: tap.itemId }),
  target: prepareLineFx,
});
sample({
  clock: orderTapped,
  source: { slug: $slug, csrf: $csrf, tickets: $tickets },
  filter: ({ slug, tickets }, orderId) =>
    slug !== null && tickets.some((ticket) => ticket.orderId === orderId && !ticket.allPrepared),
  fn: ({ slug, csrf }, orderId) => ({ slug: slug ?? '', csrf, purchaseId: orderId }),
  target: prepareOrderFx,
});
sample({ clock: soundAllowed, target: unlockSoundFx });
// A ticket the screen did not show before: a chime, once sound is on (never for the first read).
sample({
  clock: $ticketHistory.updates,
  source: { sound: $soundOn, audio: $audio },
  filter: ({ sound }, history) => sound && history.added.length > 0,
  fn: ({ audio }) => audio,
  target: chimeFx,
});

export const kitchenPageModel = {
  $status,
  $branch,
  $tickets,
  $now: clock.$now,
  $live: live.$state,
  $soundOn,
  $actionError,
  pageOpened,
  pageClosed,
  lineTapped,
  orderTapped,
  soundAllowed,
  retryClicked,
};
