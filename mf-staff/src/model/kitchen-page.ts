import { combine, createEvent, createStore, sample } from 'effector';
import { createApiFx } from 'shared-contracts';
import { staffApi } from '../api/staff-api.ts';
import { createBranchScreen } from './branch-screen.ts';
import { chimeFx, unlockSoundFx } from './chime.ts';
import { createClock } from './clock.ts';
import {
  kitchenBoard,
  kitchenTickets,
  NEWS_MS,
  ticketNews,
  type KitchenTicket,
  type TicketNews,
} from './kitchen-board.ts';
import { $csrf } from './session.ts';

export const lineTapped = createEvent<{ orderId: number; itemId: number }>();
export const orderTapped = createEvent<number>();
export const soundAllowed = createEvent();

const prepareLineFx = createApiFx(
  (call: { slug: string; purchaseId: number; itemId: number; csrf: string }, headers) =>
    staffApi.lineStatus({ ...call, status: 'prepared' }, headers),
);
const prepareOrderFx = createApiFx((call: { slug: string; purchaseId: number; csrf: string }, headers) =>
  staffApi.purchaseAction({ ...call, action: 'prepared' }, headers),
);

const screen = createBranchScreen({
  capability: 'kitchen',
  load: (ref, headers) => staffApi.kitchen(ref.slug, ref.branch, headers),
  actions: [prepareLineFx, prepareOrderFx],
});
const { pageOpened, pageClosed, loadFx, $slug, $snapshot } = screen;
const clock = createClock('kitchen');
// Tests move the clock and answer the kitchen's read of its branch.
export { clock as kitchenClock, loadFx as kitchenLoadFx };

const $tickets = $snapshot.map((snapshot): KitchenTicket[] => kitchenTickets(snapshot?.orders ?? []));
// Split again at every tick: a scheduled order joins the orders to cook once its lead time starts.
const $board = combine($tickets, clock.$now, kitchenBoard);
/** The tickets to cook as the screen last showed them; null until the first read, which is no news. */
const $shown = createStore<KitchenTicket[] | null>(null, { serialize: 'ignore' }).reset(pageOpened);
/** Tickets marked new or changed, with the clock's time they were marked. */
const $marks = createStore<(TicketNews & { at: number })[]>([], { serialize: 'ignore' }).reset(pageOpened);
// Every read and every tick (a scheduled order joins the list on a tick) is compared with what was shown.
const boardShown = sample({
  clock: $board.updates,
  source: { shown: $shown, snapshot: $snapshot, now: clock.$now },
  filter: ({ snapshot }) => snapshot !== null,
  fn: ({ shown, now }, board) => ({
    toCook: board.toCook,
    news: shown === null ? [] : ticketNews(shown, board.toCook),
    now,
  }),
});
$shown.on(boardShown, (_, { toCook }) => toCook);
$marks.on(boardShown, (marks, { news, now }) => [
  ...marks.filter((mark) => now - mark.at < NEWS_MS && !news.some((item) => item.orderId === mark.orderId)),
  ...news.map((item) => ({ ...item, at: now })),
]);
const $audio = createStore<AudioContext | null>(null, { serialize: 'ignore' }).on(
  unlockSoundFx.doneData,
  (_, context) => context,
);
const $soundOn = createStore(false, { sid: 'staff/kitchen-sound' }).on(unlockSoundFx.done, () => true);

sample({ clock: pageOpened, target: clock.started });
sample({ clock: pageClosed, target: clock.stopped });
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
// A ticket new to the list or with lines added: a chime, once sound is on (never for the first read).
sample({
  clock: boardShown,
  source: { sound: $soundOn, audio: $audio },
  filter: ({ sound }, shown) => sound && shown.news.length > 0,
  fn: ({ audio }) => audio,
  target: chimeFx,
});

/** The kitchen's own part of its page (the frame every live screen shares is `kitchenScreen`). */
export const kitchenPageModel = {
  /** The orders to cook now, the longest wait first. */
  $tickets: $board.map((board) => board.toCook),
  /** The orders scheduled beyond the lead time, the soonest first. */
  $later: $board.map((board) => board.later),
  /** The tickets marked new or changed in the last `NEWS_MS`, by order id. */
  $news: combine($marks, clock.$now, (marks, now): Partial<Record<number, TicketNews['kind']>> =>
    Object.fromEntries(
      marks.filter((mark) => now - mark.at < NEWS_MS).map((mark) => [mark.orderId, mark.kind]),
    ),
  ),
  $now: clock.$now,
  $soundOn,
  lineTapped,
  orderTapped,
  soundAllowed,
};
export const kitchenScreen = screen.page;
