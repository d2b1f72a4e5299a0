import { createEvent, createStore, sample } from 'effector';
import {
  BOOK_RATE_MAX,
  BOOK_RATE_MIN,
  bookingLoaded,
  isOpenBooking,
  toApiRequestError,
  type BookingRef,
} from 'shared-contracts';
import { rateBookingFx } from './booking-effects.ts';
import {
  $openedBooking,
  $openedRef,
  $openedStatus,
  bookingPageOpened,
  bookingRetryClicked,
  bookingRouteVisited,
} from './opened-booking.ts';

/** The rating page of booking `id`, opened from the emailed-style link with its token. */
export const pageOpened = bookingPageOpened;
export const routeVisited = bookingRouteVisited;
export const retryClicked = bookingRetryClicked;
export const rateChosen = createEvent<number>();
export const commentChanged = createEvent<string>();
export const formSubmitted = createEvent();

export const $status = $openedStatus;

/** The booking rating scale, 1 to 10. */
export const SCALE = Array.from({ length: BOOK_RATE_MAX - BOOK_RATE_MIN + 1 }, (_, i) => BOOK_RATE_MIN + i);

export const $rate = createStore<number | null>(null, { sid: 'booking/rate' })
  .on(rateChosen, (_, rate) => rate)
  .reset(pageOpened);
export const $comment = createStore('', { sid: 'booking/rate-comment' })
  .on(commentChanged, (_, comment) => comment)
  .reset(pageOpened);
/** `rateRequired` when sent without a rate ('Calificación requerida'), else the API's code. */
export const $error = createStore<string | null>(null, { sid: 'booking/rate-error' })
  .on(rateBookingFx.failData, (_, error) => toApiRequestError(error).code)
  .reset(pageOpened, rateChosen, rateBookingFx);
export const $sending = rateBookingFx.pending;

/**
 * Why the booking cannot be rated (the API's rule, said before the diner tries): rated after the visit
 * (`notVisited` while it is still ahead), never when it was cancelled or declined (`notKept`).
 */
export const $blocked = $openedBooking.map((booking): 'notVisited' | 'notKept' | null => {
  if (!booking || booking.rating !== null || booking.status === 'seated') return null;
  // Not seated and no longer standing: cancelled or declined.
  return isOpenBooking(booking.status) ? 'notVisited' : 'notKept';
});

sample({ clock: rateBookingFx.doneData, target: bookingLoaded });

sample({
  clock: formSubmitted,
  source: $rate,
  filter: (rate) => rate === null,
  fn: () => 'rateRequired',
  target: $error,
});
sample({
  clock: formSubmitted,
  source: { ref: $openedRef, rate: $rate, comment: $comment, sending: $sending },
  filter: ({ ref, rate, sending }) => ref !== null && rate !== null && !sending,
  fn: ({ ref, rate, comment }) => ({ ref: ref as BookingRef, rate: rate ?? 0, comment: comment.trim() }),
  target: rateBookingFx,
});

/** Everything the rating page reads and sends. */
export const ratePageModel = {
  status: $status,
  booking: $openedBooking,
  rate: $rate,
  comment: $comment,
  error: $error,
  sending: $sending,
  blocked: $blocked,
  pageOpened,
  retryClicked,
  rateChosen,
  commentChanged,
  formSubmitted,
};
