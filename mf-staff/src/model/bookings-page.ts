import { combine, createEvent, sample } from 'effector';
import { $instance, createApiFx } from 'shared-contracts';
import { staffApi } from '../api/staff-api.ts';
import { actionsOf, bookingDays, isOnItsDay, type BookingAction } from './bookings-board.ts';
import { createBranchScreen } from './branch-screen.ts';
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
const { $snapshot, $branch } = screen;

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
/** The branch's today, as the list was read (its first day). */
const $today = $snapshot.map((snapshot) => snapshot?.from ?? null);

sample({
  clock: bookingAnswered,
  source: { csrf: $csrf, snapshot: $snapshot, busy: answerFx.pending },
  // Only what the booking's status allows as the screen shows it; the API decides again under its lock.
  filter: ({ snapshot, busy }, { bookingId, action }) =>
    !busy &&
    (snapshot?.slots ?? []).some((slot) =>
      slot.bookings.some(
        (b) =>
          b.id === bookingId &&
          actionsOf(b.status, isOnItsDay(slot.date, snapshot?.from ?? null)).includes(action),
      ),
    ),
  fn: ({ csrf }, answer) => ({ csrf, ...answer }),
  target: answerFx,
});

/** The bookings' own part of its page (the frame every live screen shares is `bookingsScreen`). */
export const bookingsPageModel = {
  $days,
  $today,
  $bookingsOff,
  $busy: answerFx.pending,
  bookingAnswered,
};
export const bookingsScreen = screen.page;
