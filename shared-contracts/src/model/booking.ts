import { createEvent, createStore } from 'effector';
import type { Booking } from '../schemas/booking.ts';

/** A booking was created, read or changed: the booking state follows it. */
export const bookingLoaded = createEvent<Booking>();
/** The booking page left view, or its link was wrong: nothing of a booking stays on screen. */
export const bookingCleared = createEvent();

/** The booking state: `bookPurchaseId` and `bookInfo` of the booking on view. */
export const $bookInfo = createStore<Booking | null>(null, { sid: 'contracts/book-info' })
  .on(bookingLoaded, (_, booking) => booking)
  .reset(bookingCleared);
export const $bookPurchaseId = $bookInfo.map((booking) => booking?.id ?? null);
