import { createEvent, createStore, sample } from 'effector';
import { createApiFx, toApiRequestError, type RouteVisit } from 'shared-contracts';
import { staffApi } from '../api/staff-api.ts';
import { actionsOf, bookingDays, type BookingAction } from './bookings-board.ts';
import { createBranchScreen } from './branch-screen.ts';
import { $csrf } from './session.ts';

/** The server's visit: the console loads nothing there (the session is the browser's cookie). */
export const routeVisited = createEvent<RouteVisit>();
/** A host's button on a booking: approve, decline or seat. */
export const bookingAnswered = createEvent<{ bookingId: number; action: BookingAction }>();

// Follows the stream's booking events: a diner's booking or cancel, a promotion from the waitlist.
const screen = createBranchScreen(
  'bookings',
  (ref, headers) => staffApi.bookings(ref.slug, ref.branch, headers),
  'booking',
);
const { pageOpened, $snapshot } = screen;

const answerFx = createApiFx((call: { bookingId: number; action: BookingAction; csrf: string }, headers) =>
  staffApi.bookingAction(call, headers),
);

const $days = $snapshot.map((snapshot) => bookingDays(snapshot?.slots ?? []));
/** The API's code of the last answer that failed (another host answered first, the session ended…). */
const $actionError = createStore<string | null>(null, { sid: 'staff/bookings-action-error' })
  .on(answerFx.failData, (_, error) => toApiRequestError(error).code)
  .reset(answerFx, pageOpened);

sample({ clock: answerFx.done, target: screen.reloadNeeded });
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

export const bookingsPageModel = {
  $status: screen.$status,
  $days,
  $live: screen.$live,
  $actionError,
  $busy: answerFx.pending,
  pageOpened,
  pageClosed: screen.pageClosed,
  bookingAnswered,
  retryClicked: screen.retryClicked,
};
