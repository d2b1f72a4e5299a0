import { api, type BookingRef } from '../api/endpoints.ts';
import type { RequestHeaders } from '../api/client.ts';
import { TIMERS } from '../constants.ts';
import type { Booking } from '../schemas/booking.ts';

/**
 * The one live source of a booking for the diner's detail page: calls `onChange` with the booking each
 * time it is read again, until the returned function stops it. Today it asks the API every
 * `TIMERS.bookingPollMs`; server push can replace it behind this same signature.
 */
export function followBooking(
  ref: BookingRef,
  headers: RequestHeaders,
  onChange: (booking: Booking) => void,
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const next = () => {
    timer = setTimeout(() => {
      api
        .getBooking(ref, headers)
        .then((booking) => {
          if (!stopped) onChange(booking);
        })
        // A missed read is retried at the next tick; the page keeps what it shows.
        .catch(() => undefined)
        .finally(() => {
          if (!stopped) next();
        });
    }, TIMERS.bookingPollMs);
  };
  next();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
