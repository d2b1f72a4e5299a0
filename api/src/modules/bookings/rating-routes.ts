import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateBookingCall } from 'shared-contracts/api-declarations';
import { declaredRoute } from '../../lib/declared-route.ts';
import { HttpError } from '../../lib/errors.ts';
import { requireBookingByToken } from './access.ts';
import { loadBooking, rateBooking } from './queries.ts';
import { bookingErrors } from './schemas.ts';

/**
 * `POST /rate/{id}/{token}.json`: the diner rates a booking from 1 to 10, once, after the
 * visit (the staff seated the party). A booking still ahead is `booking_not_visited`; one cancelled or
 * declined was never a visit, `booking_not_kept`.
 */
export const bookingRatingRoutes: FastifyPluginAsyncZod = async (app) => {
  declaredRoute(app, rateBookingCall, {
    tags: ['bookings'],
    summary: 'Rates a visited (seated) booking 1–10 (`{ book_rate: { rate, comment? } }`)',
    answers: bookingErrors,
    handler: async (req) => {
      const ref = await requireBookingByToken(app, req, req.params.id, req.params.token);
      if (ref.status === 'cancelled' || ref.status === 'declined') {
        throw new HttpError(409, 'booking_not_kept', 'A cancelled or declined booking cannot be rated');
      }
      if (ref.status !== 'seated') {
        throw new HttpError(409, 'booking_not_visited', 'A booking is rated after the visit');
      }
      const { rate, comment = '' } = req.body.book_rate;
      if (!(await rateBooking(app.db, ref.id, rate, comment))) {
        throw new HttpError(409, 'already_rated', 'This booking has already been rated');
      }
      return { booking: await loadBooking(app.db, ref.id) };
    },
  });
};
