import { createStore, sample } from 'effector';
import {
  BOOK_RATE_MAX,
  BOOK_RATE_MIN,
  bookingLoaded,
  createRatingForm,
  isOpenBooking,
} from 'shared-contracts';
import { rateBookingFx } from './booking-effects.ts';
import {
  $openedBooking,
  $openedRef,
  $openedStatus,
  bookingPageOpened,
  bookingRetryClicked,
  bookingRouteVisited,
  createBookingPageGate,
} from './opened-booking.ts';

/** The rating page of booking `id` is on screen, opened from the emailed-style link with its token. */
export const RatePageGate = createBookingPageGate('booking/rate-page');
export const routeVisited = bookingRouteVisited;
export const retryClicked = bookingRetryClicked;

export const $status = $openedStatus;

/** The booking rating scale, 1 to 10. */
export const SCALE = Array.from({ length: BOOK_RATE_MAX - BOOK_RATE_MIN + 1 }, (_, i) => BOOK_RATE_MIN + i);

/** The rate (1 to 10) and comment; the error is `rateRequired` or the API's code. */
export const rateForm = createRatingForm({
  sid: 'booking/rate',
  clearOn: [bookingPageOpened],
  sendFx: rateBookingFx,
});
export const { $rate, $comment, $error, $sending, rateChosen, commentChanged, formSubmitted } = rateForm;

/** A send without a rate: refused here ('rateRequired'), and the page takes the diner to the scale. */
const sentWithoutRate = sample({ clock: formSubmitted, source: $rate, filter: (rate) => rate === null });
/** How many sends lacked a rate: each one moves the focus again, also when the message is already shown. */
export const $rateAsked = createStore(0, { sid: 'booking/rate-asked' })
  .on(sentWithoutRate, (count) => count + 1)
  .reset(bookingPageOpened);

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
  clock: rateForm.rated,
  source: $openedRef,
  filter: Boolean,
  fn: (ref, { rate, comment }) => ({ ref, rate, comment }),
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
  rateAsked: $rateAsked,
  blocked: $blocked,
  retryClicked,
  rateChosen,
  commentChanged,
  formSubmitted,
};
