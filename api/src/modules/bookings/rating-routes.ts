import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookRateRequestSchema } from 'shared-contracts/schemas';
import { HttpError, notFound } from '../../lib/errors.ts';
import { requireBookingByToken } from './access.ts';
import { loadBooking, rateBooking } from './queries.ts';
import { rateParams, bookingAnswers } from './schemas.ts';

/**
 * `POST /rate/{id}/{token}.json`: the diner rates a booking from 1 to 10, once, after the
 * visit (the staff seated the party). A booking still ahead is `booking_not_visited`; one cancelled or
 * declined was never a visit, `booking_not_kept`.
 */
export const bookingRatingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/:token',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'Rates a visited (seated) booking 1–10 (`{ book_rate: { rate, comment? } }`); the path ends in `.json`',
        params: rateParams,
        body: bookRateRequestSchema,
        response: bookingAnswers,
      },
    },
    async (req) => {
      // The router cannot split `{token}.json` on the dot, so the suffix is taken off here.
      if (!req.params.token.endsWith('.json')) throw notFound('not_found', 'Route not found');
      const token = req.params.token.slice(0, -'.json'.length);
      const ref = await requireBookingByToken(app, req, req.params.id, token);
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
  );
};
