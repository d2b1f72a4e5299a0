import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bookingResponseSchema,
  createdBookingResponseSchema,
  schedulesResponseSchema,
  staffBookingsResponseSchema,
} from 'shared-contracts/schemas';
import { suppliers } from '../../../src/db/schema.ts';
import { addDays, weekday } from '../../../src/lib/local-time.ts';
import {
  bogota,
  bogotaAfternoon,
  expectApiError,
  expectSchema,
  movableClock,
  request,
  STAFF_TOKEN,
  useTestApi,
} from '../../helpers.ts';

const HOST = 'la-brasa.localhost';
const FRIDAY = 5;

/** The coming Friday (tomorrow at the earliest, so the Thursday before is today or later). */
function nextFriday(): string {
  let date = addDays(bogotaAfternoon().toISOString().slice(0, 10), 1);
  while (weekday(date) !== FRIDAY) date = addDays(date, 1);
  return date;
}
const friday = nextFriday();
const saturday = addDays(friday, 1);
const thursday = addDays(friday, -1);

const clock = movableClock(bogota(thursday, '15:00'));
const api = useTestApi(undefined, () => clock);

const staff = (id: number, action: string) =>
  request(api, `/staff/bookings/${id}/${action}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${STAFF_TOKEN}` },
  });

let branchId = 0;

beforeAll(async () => {
  // Chapinero stays open until 02:00 on Friday nights: its last tables are booked on Saturday's date.
  const [branch] = await api.app.db
    .select({ id: suppliers.id, schedule: suppliers.schedule })
    .from(suppliers)
    .where(eq(suppliers.slug, 'chapinero'));
  if (!branch) throw new Error('no Chapinero');
  await api.app.db
    .update(suppliers)
    .set({ schedule: { ...branch.schedule, [String(FRIDAY)]: [['12:00', '02:00']] } })
    .where(eq(suppliers.id, branch.id));
  branchId = branch.id;
});

async function book(date: string, hour: string) {
  const res = await request(api, '/api/v4/bookings', {
    method: 'POST',
    host: HOST,
    body: {
      booking: {
        branch_id: branchId,
        date,
        hour,
        persons: 2,
        name: 'Late party',
        phone: '+57 300 111 2233',
        email: 'late@example.com',
        dni_type: 'national_id',
        dni: '1020304050',
      },
    },
  });
  expect(res.status, res.text).toBe(201);
  return expectSchema(createdBookingResponseSchema, res.json);
}

describe('seating a party booked in the small hours after a late closing', () => {
  it("is allowed during the evening it belongs to, not the night before's service", async () => {
    const schedules = await request(api, '/api/v4/schedules?branch_id=chapinero', { host: HOST });
    const days = expectSchema(schedulesResponseSchema, schedules.json).days;
    expect(days.find((day) => day.date === saturday)?.hours[0]?.hour).toBe('00:00');

    const late = await book(saturday, '00:30');
    // The console's list says from when, so it offers "seat" exactly when the API takes it.
    const list = await request(
      api,
      `/staff/instances/la-brasa/branches/chapinero/bookings?from=${thursday}&days=3`,
      {
        headers: { authorization: `Bearer ${STAFF_TOKEN}` },
      },
    );
    const listed = expectSchema(staffBookingsResponseSchema, list.json)
      .slots.flatMap((slot) => slot.bookings)
      .find((booking) => booking.id === late.booking.id);
    expect(listed?.seat_from).toBe(bogota(friday, '18:30').toISOString());

    // The afternoon before, Thursday night's service (the small hours of Friday) and early on Friday
    // evening: another service, or long before the party comes.
    for (const now of [bogota(thursday, '15:00'), bogota(friday, '00:30'), bogota(friday, '18:29')]) {
      clock.set(now);
      const early = expectApiError(await staff(late.booking.id, 'seat'), 409, 'booking_seat_too_early');
      expect(early.details).toEqual({
        date: saturday,
        seat_from: bogota(friday, '18:30').toISOString(),
      });
    }

    // Friday at 23:50, before the booking's own date has begun: the party that came early is seated.
    clock.set(bogota(friday, '23:50'));
    const seated = await staff(late.booking.id, 'seat');
    expect(expectSchema(bookingResponseSchema, seated.json).booking.status).toBe('seated');
  });

  it("an evening booking is still seated from its day's first minute, as before", async () => {
    clock.set(bogota(thursday, '15:00'));
    const evening = await book(friday, '20:00');
    clock.set(bogota(thursday, '23:59'));
    expectApiError(await staff(evening.booking.id, 'seat'), 409, 'booking_seat_too_early');
    clock.set(bogota(friday, '00:00'));
    expect((await staff(evening.booking.id, 'seat')).status).toBe(200);
  });
});
