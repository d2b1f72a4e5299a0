import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingCalendarCall,
  bookingCall,
  cancelBookingCall,
  createBookingCall,
  schedulesCall,
} from 'shared-contracts/api-declarations';
import { declaredRoute } from '../../lib/declared-route.ts';
import { conflict, errorAnswers, HttpError } from '../../lib/errors.ts';
import { requireSupplier } from '../../lib/suppliers.ts';
import { bookableDays, slotProblem } from './availability.ts';
import { bookingBranch, branchClock } from './branch.ts';
import { bookingCalendar } from './calendar.ts';
import { requireBookingByToken } from './access.ts';
import { bookingLimits } from './limits.ts';
import { changeStatus, createBooking, loadBooking, seatsTaken } from './queries.ts';
import { bookingErrors } from './schemas.ts';
import { bookingDetailUrl } from './site-link.ts';
import { announceBookingChange } from '../../domain/purchases/announce.ts';

/** Availability and the diner's own bookings, registered under `/api/v4`. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  declaredRoute(app, schedulesCall, {
    tags: ['bookings'],
    summary: "A branch's bookable days and start times from today on, in its own time zone, with seats left",
    answers: errorAnswers(400, 404, 409),
    handler: async (req) => {
      const instance = await req.instance;
      const branch = bookingBranch(await requireSupplier(app.db, instance, req.query.branch_id));
      const clock = branchClock(branch, app.clock.now());
      const taken = await seatsTaken(app.db, branch.id, clock.now.date);
      return {
        branch_id: branch.id,
        timezone: branch.timezone,
        booking: branch.settings,
        days: bookableDays(clock, taken),
      };
    },
  });

  // Each booking holds seats and needs no profile: per address (or verified diner), far below the
  // writes any route gets, so a script cannot fill a night's tables (docs/security.md). Only bookings
  // made spend that count; refused requests have a larger one of their own (limits.ts).
  const limits = bookingLimits(app, app.env.BOOKINGS_PER_HOUR);
  declaredRoute(app, createBookingCall, {
    // Counted here rather than by the generic diner write limit, which would count every attempt.
    config: { rateLimit: false },
    onRequest: limits.refuseSpent,
    onSend: async (req, reply, payload) => {
      await limits.countRefusal(req, reply);
      return payload;
    },
    tags: ['bookings'],
    summary:
      'Books a table: approved when the party fits the slot, otherwise on its waitlist; the token is returned once',
    answers: errorAnswers(400, 404, 409, 422, 429),
    handler: async (req, reply) => {
      const request = req.body.booking;
      const instance = await req.instance;
      const branch = bookingBranch(await requireSupplier(app.db, instance, String(request.branch_id)));
      if (request.persons > branch.settings.max_party) {
        throw new HttpError(
          422,
          'booking_party_too_large',
          `This branch books parties of up to ${branch.settings.max_party}`,
        );
      }
      const problem = slotProblem(branchClock(branch, app.clock.now()), request.date, request.hour);
      if (problem === 'booking_in_past') throw new HttpError(422, problem, 'That date and time have passed');
      if (problem) throw new HttpError(422, problem, 'The branch takes no bookings at that date and time');
      await limits.countBooking(req, reply);
      const { id, token } = await createBooking(
        app.db,
        {
          id: branch.id,
          instanceId: instance.id,
          timezone: branch.timezone,
          seatsPerSlot: branch.settings.seats_per_slot,
        },
        request,
      );
      await announceBookingChange(app, { supplierId: branch.id, bookingId: id });
      return reply.code(201).send({ booking: await loadBooking(app.db, id), token });
    },
  });

  declaredRoute(app, bookingCall, {
    tags: ['bookings'],
    summary: 'One booking with its pre-order and total (the detail link token is required)',
    answers: errorAnswers(400, 404),
    handler: async (req) => {
      const ref = await requireBookingByToken(app, req, req.params.id, req.params.token);
      return { booking: await loadBooking(app.db, ref.id) };
    },
  });

  declaredRoute(app, bookingCalendarCall, {
    tags: ['bookings'],
    summary: 'The booking as an iCalendar file (text/calendar)',
    answers: errorAnswers(400, 404),
    handler: async (req, reply) => {
      const instance = await req.instance;
      const ref = await requireBookingByToken(app, req, req.params.id, req.params.token);
      const booking = await loadBooking(app.db, ref.id);
      const link = bookingDetailUrl(instance.domain, booking.id, req.params.token);
      return (
        reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="booking-${booking.id}.ics"`)
          // The body is the calendar text itself, not a JSON string.
          .serializer((body) => String(body))
          .send(bookingCalendar(booking, link, app.clock.now()))
      );
    },
  });

  declaredRoute(app, cancelBookingCall, {
    tags: ['bookings'],
    summary: 'The diner cancels; freed seats go to the first waiting parties that fit',
    answers: bookingErrors,
    handler: async (req) => {
      const ref = await requireBookingByToken(app, req, req.params.id, req.params.token);
      if (!(await changeStatus(app.db, ref, ['approved', 'pending', 'waitlist'], 'cancelled'))) {
        throw conflict('booking_not_cancellable', 'This booking can no longer be cancelled');
      }
      await announceBookingChange(app, { supplierId: ref.supplierId, bookingId: ref.id });
      return { booking: await loadBooking(app.db, ref.id) };
    },
  });
};
