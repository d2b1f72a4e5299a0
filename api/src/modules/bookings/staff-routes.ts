import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffBookingActionCall, staffBookingsCall } from 'shared-contracts/api-declarations';
import { declaredRoute } from '../../lib/declared-route.ts';
import { type BookingStatus, type StaffBookings } from 'shared-contracts/schemas';
import { announceBookingChange } from '../../domain/purchases/announce.ts';
import { conflict, errorAnswers, notFound } from '../../lib/errors.ts';
import { addDays, localNow } from '../../lib/local-time.ts';
import { auditActorOf, callerInstanceId } from '../../lib/staff-auth/guard.ts';
import { STAFF_SECURITY } from '../../lib/staff-auth/openapi.ts';
import { requireBranchOfPath } from '../../lib/suppliers.ts';
import { changeStatus, findBooking, listBranchBookings, loadBooking } from './queries.ts';
import { type STAFF_ACTIONS, bookingErrors } from './schemas.ts';
import { requireSeatable, seatedFrom } from './seating.ts';

/** Which statuses each staff call moves from, and to which. */
const TRANSITIONS: Record<(typeof STAFF_ACTIONS)[number], { from: BookingStatus[]; to: BookingStatus }> = {
  approve: { from: ['pending', 'waitlist'], to: 'approved' },
  decline: { from: ['pending', 'waitlist', 'approved'], to: 'declined' },
  seat: { from: ['approved'], to: 'seated' },
};

/**
 * The host's calls on bookings, registered under `/staff/bookings`: the operator's token, or a session
 * allowed `bookings`; another instance's booking is the same 404 as an unknown one.
 */
export const staffBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  declaredRoute(app, staffBookingActionCall, {
    config: { staff: { capability: 'bookings', instance: 'object' } },
    tags: ['staff'],
    summary:
      'Approves (even over the seats left), declines or seats a booking (from its day on the branch clock, or 6 h before its time if earlier) (bookings)',
    security: STAFF_SECURITY,
    answers: { ...bookingErrors, ...errorAnswers(401, 403) },
    handler: async (req) => {
      const ref = await findBooking(app.db, req.params.id, callerInstanceId(req));
      if (!ref) throw notFound('booking_not_found', `No booking ${req.params.id}`);
      if (req.params.action === 'seat') requireSeatable(ref, app.clock.now());
      const { from, to } = TRANSITIONS[req.params.action];
      const staff = { actor: auditActorOf(req), action: `booking.${req.params.action}` };
      if (!(await changeStatus(app.db, ref, from, to, staff))) {
        throw conflict(
          'booking_status_conflict',
          `A ${ref.status} booking cannot be given ${req.params.action}`,
        );
      }
      await announceBookingChange(app, { supplierId: ref.supplierId, bookingId: ref.id });
      return { booking: await loadBooking(app.db, ref.id) };
    },
  });
};

const DEFAULT_DAYS = 7;

/** The host's list of a branch's bookings, registered under `/staff/instances`. */
export const staffBookingListRoutes: FastifyPluginAsyncZod = async (app) => {
  declaredRoute(app, staffBookingsCall, {
    config: { staff: { capability: 'bookings', instance: 'path' } },
    tags: ['staff'],
    summary:
      "A branch's bookings by slot from a day on (its today by default), the waitlist in order (bookings)",
    security: STAFF_SECURITY,
    answers: errorAnswers(400, 401, 403, 404),
    handler: async (req): Promise<StaffBookings> => {
      const { branch } = await requireBranchOfPath(app.db, req.params);
      const from = req.query.from ?? localNow(app.clock.now(), branch.timezone).date;
      const days = req.query.days ?? DEFAULT_DAYS;
      const rows = await listBranchBookings(app.db, branch.id, from, addDays(from, days));
      const seatsPerSlot = branch.booking?.seats_per_slot ?? 0;
      const slots = new Map<string, StaffBookings['slots'][number]>();
      for (const row of rows) {
        const key = `${row.date} ${row.hour}`;
        let slot = slots.get(key);
        if (!slot) {
          slot = {
            date: row.date,
            hour: row.hour,
            seats_per_slot: seatsPerSlot,
            seats_held: 0,
            bookings: [],
          };
          slots.set(key, slot);
        }
        if (row.booking.status === 'approved' || row.booking.status === 'seated') {
          slot.seats_held += row.booking.persons;
        }
        slot.bookings.push({
          id: row.booking.id,
          status: row.booking.status,
          persons: row.booking.persons,
          name: row.booking.name,
          phone: row.booking.phone,
          email: row.booking.email,
          starts_at: row.booking.startsAt.toISOString(),
          seat_from: seatedFrom({
            date: row.date,
            startsAt: row.booking.startsAt,
            timezone: branch.timezone,
          }).toISOString(),
          created_at: row.booking.createdAt.toISOString(),
          preorder_units: row.preorderUnits,
          preorder_total: row.preorderTotal,
        });
      }
      return { branch_id: branch.id, timezone: branch.timezone, from, days, slots: [...slots.values()] };
    },
  });
};
