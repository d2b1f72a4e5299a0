import { combine, createEvent, createStore, sample } from 'effector';
import {
  $bookInfo,
  bookingCleared,
  bookingLoaded,
  toApiRequestError,
  type Booking,
  type BookingRef,
} from 'shared-contracts';
import { loadBookingFx } from './booking-effects.ts';

/** The detail or rating page of booking `id` opened with the token of its link. */
export const bookingPageOpened = createEvent<BookingRef>();
export const bookingRetryClicked = createEvent();

export const $openedRef = createStore<BookingRef | null>(null, { serialize: 'ignore' }).on(
  bookingPageOpened,
  (_, ref) => ref,
);

/** The booking of the link (SPEC's bookInfo), never another one the scope held before. */
export const $openedBooking = combine($bookInfo, $openedRef, (booking, ref): Booking | null =>
  booking && ref && booking.id === ref.id ? booking : null,
);

/** The link's id and token name no booking: the page shows nothing of any booking. */
const $notFound = createStore(false)
  .on(loadBookingFx.failData, (_, error) => toApiRequestError(error).status === 404)
  .reset(bookingPageOpened);
const $loadFailed = createStore(false)
  .on(loadBookingFx.fail, () => true)
  .reset(loadBookingFx);

/** `empty`: a wrong link. */
export const $openedStatus = combine($openedBooking, $notFound, $loadFailed, (booking, notFound, failed) => {
  if (notFound) return 'empty' as const;
  if (booking) return 'ready' as const;
  return failed ? ('failed' as const) : ('loading' as const);
});

sample({ clock: bookingPageOpened, target: [bookingCleared, loadBookingFx] });
sample({ clock: bookingRetryClicked, source: $openedRef, filter: Boolean, target: loadBookingFx });
sample({ clock: loadBookingFx.doneData, target: bookingLoaded });
