import { combine, createEvent, createStore, sample } from 'effector';
import { createGate, type Gate } from 'effector-react';
import {
  $bookInfo,
  bookingCleared,
  bookingLoaded,
  toApiRequestError,
  type Booking,
  type BookingRef,
  type RouteVisit,
} from 'shared-contracts';
import { loadBookingFx } from './booking-effects.ts';

/** The detail or rating page of booking `id` opened with the token of its link. */
export const bookingPageOpened = createEvent<BookingRef>();
export const bookingRetryClicked = createEvent();
/** A visit to the detail or rating route, fired by a server before it renders: it only loads the booking. */
export const bookingRouteVisited = createEvent<RouteVisit>();
const bookingWanted = createEvent<BookingRef>();

export const $openedRef = createStore<BookingRef | null>(null, { sid: 'booking/opened-ref' }).on(
  bookingWanted,
  (_, ref) => ref,
);

/** The booking of the link (the booking state's bookInfo), never another one the scope held before. */
export const $openedBooking = combine($bookInfo, $openedRef, (booking, ref): Booking | null =>
  booking && ref && booking.id === ref.id ? booking : null,
);

/** The link's id and token name no booking: the page shows nothing of any booking. */
const $notFound = createStore(false, { sid: 'booking/opened-not-found' })
  .on(loadBookingFx.failData, (_, error) => toApiRequestError(error).status === 404)
  .reset(bookingWanted);
const $loadFailed = createStore(false, { sid: 'booking/opened-failed' })
  .on(loadBookingFx.fail, () => true)
  .reset(loadBookingFx);

/** `empty`: a wrong link. */
export const $openedStatus = combine($openedBooking, $notFound, $loadFailed, (booking, notFound, failed) => {
  if (notFound) return 'empty' as const;
  if (booking) return 'ready' as const;
  return failed ? ('failed' as const) : ('loading' as const);
});

sample({
  clock: bookingRouteVisited,
  fn: ({ params }): BookingRef => ({ id: Number(params.id), token: params.token ?? '' }),
  target: bookingWanted,
});
sample({ clock: bookingPageOpened, target: bookingWanted });
/** The id and token the held booking was read with: only the same link may show it without a new read. */
const $loadedRef = createStore<BookingRef | null>(null, { sid: 'booking/loaded-ref' })
  .on(loadBookingFx.done, (_, { params }) => params)
  .reset(bookingCleared);
// A booking the scope already holds (loaded by the server for this same link) is not asked again.
const wantedAnother = sample({
  clock: bookingWanted,
  source: { held: $bookInfo, loaded: $loadedRef },
  filter: ({ held, loaded }, ref) =>
    !(held?.id === ref.id && loaded?.id === ref.id && loaded.token === ref.token),
  fn: (_, ref) => ref,
});
sample({ clock: wantedAnother, target: [bookingCleared, loadBookingFx] });
sample({ clock: bookingRetryClicked, source: $openedRef, filter: Boolean, target: loadBookingFx });
sample({ clock: loadBookingFx.doneData, target: bookingLoaded });

/**
 * The gate of a page of one booking's link (the detail, the rating): open while the page is on screen; its
 * opening asks for the booking of the link. Never opened on the server, which fires the route's visit.
 */
export function createBookingPageGate(name: string): Gate<BookingRef> {
  const PageGate = createGate<BookingRef>({ name });
  sample({ clock: PageGate.open, target: bookingPageOpened });
  return PageGate;
}
