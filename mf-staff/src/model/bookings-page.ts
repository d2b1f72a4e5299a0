import { combine, createEvent, sample } from 'effector';
import { $instance, createApiFx } from 'shared-contracts';
import { staffApi } from '../api/staff-api.ts';
import { bookingActions, bookingDays, branchToday, type BookingAction } from './bookings-board.ts';
import { createBranchScreen } from './branch-screen.ts';
import { createClock } from './clock.ts';
import { takesBookings } from './screens.ts';
import { $csrf } from './session.ts';

/** A host's button on a booking: approve, decline or seat. */
export const bookingAnswered = createEvent<{ bookingId: number; action: BookingAction }>();

const answerFx = createApiFx((call: { bookingId: number; action: BookingAction; csrf: string }, headers) =>
  staffApi.bookingAction(call, headers),
);

// Follows the stream's booking events: a diner's booking or cancel, a promotion from the waitlist. The
// screen shows the API's code of the last answer that failed (another host answered first, the session
// ended…).
const screen = createBranchScreen({
  capability: 'bookings',
  load: (ref, headers) => staffApi.bookings(ref.slug, ref.branch, headers),
  actions: [answerFx],
  topic: 'booking',
});
const { $snapshot, $branch, pageOpened, pageClosed, loadFx } = screen;
// "Seat" comes on as a booking's time nears, with no read of the list: the screen's clock moves it.
const clock = createClock('bookings');
// Tests move the clock and answer the screen's read of its branch.
export { clock as bookingsClock, loadFx as bookingsLoadFx };

const $days = $snapshot.map((snapshot) => bookingDays(snapshot?.slots ?? []));
/**
 * The branch takes no bookings (booking switched off for the instance, or not a service of the branch): the
 * console lists no bookings screen for it, and a page opened by its address says so rather than "none".
 */
const $bookingsOff = combine(
  $instance,
  $branch,
  (config, branch) => config !== null && branch !== null && !takesBookings(config, branch),
);
/** The branch's today: the list's first day, moved on by the clock past midnight. */
const $today = combine($snapshot, clock.$now, (snapshot, now) =>
  branchToday(snapshot?.from ?? null, snapshot?.timezone ?? null, now),
);
/** Each booking's buttons by its id: what its status allows, "seat" once its party may be seated. */
const $actions = combine($snapshot, $today, clock.$now, (snapshot, today, now) =>
  bookingActions(snapshot?.slots ?? [], { today, now }),
);

sample({ clock: pageOpened, target: clock.started });
sample({ clock: pageClosed, target: clock.stopped });

sample({
  clock: bookingAnswered,
  source: { csrf: $csrf, actions: $actions, busy: answerFx.pending },
  // Only a button the screen shows; the API decides again under its lock.
  filter: ({ actions, busy }, { bookingId, action }) => !busy && (actions[bookingId] ?? []).includes(action),
  fn: ({ csrf }, answer) => ({ csrf, ...answer }),
  target: answerFx,
});

/** The bookings' own part of its page (the frame every live screen shares is `bookingsScreen`). */
export const bookingsPageModel = {
  $days,
  $actions,
  $bookingsOff,
  $busy: answerFx.pending,
  bookingAnswered,
};
export const bookingsScreen = screen.page;
