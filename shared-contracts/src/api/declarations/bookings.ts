import { browserTurn } from '../../model/browser-turn.ts';
import * as z from 'zod/mini';
import {
  addProductToBookRequestSchema,
  bookingResponseSchema,
  bookRateRequestSchema,
  createBookingRequestSchema,
  createdBookingResponseSchema,
  schedulesResponseSchema,
} from '../../schemas/booking.ts';
import { declareCall } from './declare.ts';
import { recordId, supplierRef } from './fields.ts';

// The first evaluation gives the browser a turn here (see browser-turn.ts).
await browserTurn();

/** Bookings: a booking is reached by its id and the token only the diner holds. */

const token = z.string().check(z.minLength(1), z.maxLength(200));
/** `/{id}/{token}` of the booking paths. */
const bookingPathParams = z.object({ id: recordId, token });

export const schedulesCall = declareCall({
  method: 'GET',
  path: '/api/v4/schedules',
  query: z.object({ branch_id: supplierRef }),
  response: schedulesResponseSchema,
});

export const createBookingCall = declareCall({
  method: 'POST',
  path: '/api/v4/bookings',
  body: createBookingRequestSchema,
  response: createdBookingResponseSchema,
  status: [201],
});

export const bookingCall = declareCall({
  method: 'GET',
  path: '/api/v4/bookings/:id/:token',
  params: bookingPathParams,
  response: bookingResponseSchema,
});

/** The booking's iCalendar file (text/calendar), a link the browser downloads. */
export const bookingCalendarCall = declareCall({
  method: 'GET',
  path: '/api/v4/bookings/:id/:token/calendar.ics',
  params: bookingPathParams,
  response: z.string(),
});

export const cancelBookingCall = declareCall({
  method: 'PUT',
  path: '/api/v4/bookings/:id/:token/cancel',
  params: bookingPathParams,
  response: bookingResponseSchema,
});

export const addProductToBookCall = declareCall({
  method: 'POST',
  path: '/shopping_cart/add_product_to_book',
  body: addProductToBookRequestSchema,
  response: bookingResponseSchema,
});

export const removeProductFromBookCall = declareCall({
  method: 'DELETE',
  path: '/shopping_cart/add_product_to_book/:id',
  params: z.object({ id: recordId }),
  query: z.object({ token }),
  response: bookingResponseSchema,
});

/** The token ends where `.json` begins (the router keeps a dot inside the token as part of it). */
export const rateBookingCall = declareCall({
  method: 'POST',
  path: '/rate/:id/:token.json',
  params: z.object({ id: recordId, token: z.string().check(z.minLength(1), z.maxLength(205)) }),
  body: bookRateRequestSchema,
  response: bookingResponseSchema,
});
