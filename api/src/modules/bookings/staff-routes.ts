import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, type BookingStatus } from 'shared-contracts/schemas';
import { HttpError, notFound } from '../../lib/errors.ts';
import { staffOnly } from '../../lib/staff-token.ts';
import { changeStatus, findBooking, loadBooking } from './queries.ts';
import { staffBookingParams, type STAFF_ACTIONS, bookingAnswers } from './schemas.ts';

/** Which statuses each staff call moves from, and to which. */
const TRANSITIONS: Record<(typeof STAFF_ACTIONS)[number], { from: BookingStatus[]; to: BookingStatus }> = {
  approve: { from: ['pending', 'waitlist'], to: 'approved' },
  decline: { from: ['pending', 'waitlist', 'approved'], to: 'declined' },
  seat: { from: ['approved'], to: 'seated' },
};

/** The restaurant's calls on bookings, registered under `/staff/bookings` (staff token). */
export const staffBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  staffOnly(app);

  app.put(
    '/:id/:action',
    {
      schema: {
        tags: ['staff'],
        summary: 'Approves (even over the seats left), declines or seats a booking (staff token)',
        security: [{ staffToken: [] }],
        params: staffBookingParams,
        response: { ...bookingAnswers, 401: apiErrorSchema },
      },
    },
    async (req) => {
      const ref = await findBooking(app.db, req.params.id);
      if (!ref) throw notFound('booking_not_found', `No booking ${req.params.id}`);
      const { from, to } = TRANSITIONS[req.params.action];
      if (!(await changeStatus(app.db, ref, from, to))) {
        throw new HttpError(
          409,
          'booking_status_conflict',
          `A ${ref.status} booking cannot be given ${req.params.action}`,
        );
      }
      return { booking: await loadBooking(app.db, ref.id) };
    },
  );
};
