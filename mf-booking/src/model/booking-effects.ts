import { attach, createEffect, scopeBind } from 'effector';
import {
  $requestHeaders,
  api,
  apiBaseUrl,
  bookingLoaded,
  createApiFx,
  followBooking,
  type BookingRef,
  type ChosenOption,
} from 'shared-contracts';

/** The calls of the detail and rating pages; each page wires them in its own model. */
export const loadBookingFx = createApiFx((ref: BookingRef, headers) => api.getBooking(ref, headers));
export const cancelBookingFx = createApiFx((ref: BookingRef, headers) => api.cancelBooking(ref, headers));
export const addProductFx = createApiFx(
  (params: { ref: BookingRef; productId: number; count: number; options: ChosenOption[] }, headers) =>
    api.addProductToBook(params, headers),
);
export const removeProductFx = createApiFx((params: { ref: BookingRef; lineId: number }, headers) =>
  api.removeProductFromBook(params, headers),
);
export const rateBookingFx = createApiFx(
  (params: { ref: BookingRef; rate: number; comment: string }, headers) => api.rateBooking(params, headers),
);

/** The `.ics` link reads the page's API origin, which exists only in the browser. */
export const calendarUrlFx = createEffect((ref: BookingRef) => api.bookingCalendarUrl(ref, apiBaseUrl()));

/**
 * Starts following a booking live (the one source in shared-contracts) and returns how to stop. Each
 * change is sent as `bookingLoaded` in the scope that started it.
 */
const followFx = attach({
  source: $requestHeaders,
  effect: createEffect(({ ref, headers }: { ref: BookingRef; headers: Record<string, string> }) => {
    const changed = scopeBind(bookingLoaded, { safe: true });
    return followBooking(ref, headers, changed);
  }),
  mapParams: (ref: BookingRef, headers) => ({ ref, headers }),
});
// A plain outer effect (as `createApiFx` makes), so a test replaces it by its params alone.
export const startFollowingFx = createEffect((ref: BookingRef) => followFx(ref));
export const stopFollowingFx = createEffect((stop: () => void) => stop());
