import { createEvent, sample } from 'effector';
import { createApiFx } from 'shared-contracts';
import { staffApi } from '../api/staff-api.ts';
import { actionsOf, bookingDays, type BookingAction } from './bookings-board.ts';
import { createBranchScreen } from './branch-screen.ts';
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
const { $snapshot } = screen;

const $days = $snapshot.map((snapshot) => bookingDays(snapshot?.slots ?? []));

sample({
  clock: bookingAnswered,
  source: { csrf: $csrf, snapshot: $snapshot, busy: answerFx.pending },
  // Only what the booking's status allows as the screen shows it; the API decides again under its lock.
  filter: ({ snapshot, busy }, { bookingId, action }) =>
    !busy &&
    (snapshot?.slots ?? []).some((slot) =>
      slot.bookings.some((b) => b.id === bookingId && actionsOf(b.status).includes(action)),
    ),
  fn: ({ csrf }, answer) => ({ csrf, ...answer }),
  target: answerFx,
});

/** The bookings' own part of its page (the frame every live screen shares is `bookingsScreen`). */
export const bookingsPageModel = {
  $days,
  $busy: answerFx.pending,
  bookingAnswered,
};
export const bookingsScreen = screen.page;
