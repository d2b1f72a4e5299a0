import { combine, createEvent, createStore, sample } from 'effector';
import {
  $bookInfo,
  BOOK_RATE_MAX,
  BOOK_RATE_MIN,
  bookingCleared,
  bookingLoaded,
  toApiRequestError,
  type Booking,
  type BookingRef,
} from 'shared-contracts';
import { loadBookingFx, rateBookingFx } from './booking-effects.ts';

/** The rating page of booking `id`, opened from the emailed-style link with its token. */
export const pageOpened = createEvent<BookingRef>();
export const retryClicked = createEvent();
export const rateChosen = createEvent<number>();
export const commentChanged = createEvent<string>();
export const formSubmitted = createEvent();

const $ref = createStore<BookingRef | null>(null, { serialize: 'ignore' }).on(pageOpened, (_, ref) => ref);
const $booking = combine($bookInfo, $ref, (booking, ref): Booking | null =>
  booking && ref && booking.id === ref.id ? booking : null,
);
const $notFound = createStore(false)
  .on(loadBookingFx.failData, (_, error) => toApiRequestError(error).status === 404)
  .reset(pageOpened);
const $loadFailed = createStore(false)
  .on(loadBookingFx.fail, () => true)
  .reset(loadBookingFx);

/** `empty`: the link names no booking, nothing of one is shown. */
export const $status = combine($booking, $notFound, $loadFailed, (booking, notFound, failed) => {
  if (notFound) return 'empty' as const;
  if (booking) return 'ready' as const;
  return failed ? ('failed' as const) : ('loading' as const);
});

/** The scale of SPEC section 9, 1 to 10. */
export const SCALE = Array.from({ length: BOOK_RATE_MAX - BOOK_RATE_MIN + 1 }, (_, i) => BOOK_RATE_MIN + i);

export const $rate = createStore<number | null>(null)
  .on(rateChosen, (_, rate) => rate)
  .reset(pageOpened);
export const $comment = createStore('')
  .on(commentChanged, (_, comment) => comment)
  .reset(pageOpened);
/** `rateRequired` when sent without a rate (SPEC: 'Calificación requerida'), else the API's code. */
export const $error = createStore<string | null>(null)
  .on(rateBookingFx.failData, (_, error) => toApiRequestError(error).code)
  .reset(pageOpened, rateChosen, rateBookingFx);
export const $sending = rateBookingFx.pending;

sample({ clock: pageOpened, target: [bookingCleared, loadBookingFx] });
sample({ clock: retryClicked, source: $ref, filter: Boolean, target: loadBookingFx });
sample({ clock: [loadBookingFx.doneData, rateBookingFx.doneData], target: bookingLoaded });

sample({
  clock: formSubmitted,
  source: $rate,
  filter: (rate) => rate === null,
  fn: () => 'rateRequired',
  target: $error,
});
sample({
  clock: formSubmitted,
  source: { ref: $ref, rate: $rate, comment: $comment, sending: $sending },
  filter: ({ ref, rate, sending }) => ref !== null && rate !== null && !sending,
  fn: ({ ref, rate, comment }) => ({ ref: ref as BookingRef, rate: rate ?? 0, comment: comment.trim() }),
  target: rateBookingFx,
});

/** Everything the rating page reads and sends. */
export const ratePageModel = {
  status: $status,
  booking: $booking,
  rate: $rate,
  comment: $comment,
  error: $error,
  sending: $sending,
  pageOpened,
  retryClicked,
  rateChosen,
  commentChanged,
  formSubmitted,
};
