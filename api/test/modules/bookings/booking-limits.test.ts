import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schedulesResponseSchema } from 'shared-contracts/schemas';
import { bookings } from '../../../src/db/schema.ts';
import { REFUSALS_PER_BOOKING } from '../../../src/modules/bookings/limits.ts';
import { expectApiError, expectSchema, request, useTestApi } from '../../helpers.ts';

// A low limit so the tests reach it; production keeps the default (docs/security.md).
const BOOKINGS = 3;
const REFUSALS = BOOKINGS * REFUSALS_PER_BOOKING;
const api = useTestApi(() => ({ BOOKINGS_PER_HOUR: BOOKINGS }));
const HOST = 'la-brasa.localhost';

const diner = {
  persons: 2,
  phone: '+57 300 111 2233',
  email: 'ana@example.com',
  dni_type: 'national_id',
  dni: '1020304050',
};

/** Tomorrow's first bookable start at Chapinero. */
async function slot() {
  const res = await request(api, '/api/v4/schedules?branch_id=chapinero', { host: HOST });
  const { branch_id, days } = expectSchema(schedulesResponseSchema, res.json);
  const day = days[1];
  const hour = day?.hours[0]?.hour;
  if (!day || !hour) throw new Error('no bookable slot');
  return { branch_id, date: day.date, hour };
}

/** A booking from `remoteAddress` under `name`, with `fields` over a valid one. */
async function book(remoteAddress: string, name: string, fields: Record<string, unknown> = {}) {
  const at = await slot();
  return request(api, '/api/v4/bookings', {
    method: 'POST',
    host: HOST,
    headers: { origin: 'http://la-brasa.localhost:5173' },
    remoteAddress,
    body: { booking: { ...at, ...diner, name, ...fields } },
  });
}

/** Every way the form can be refused: a bad field, a past or closed hour, too large a party, no branch. */
const REFUSED: { fields: Record<string, unknown>; status: number }[] = [
  { fields: { email: 'ana@' }, status: 400 },
  { fields: { date: '2020-01-01' }, status: 422 },
  { fields: { hour: '03:00' }, status: 422 },
  { fields: { persons: 99 }, status: 422 },
  { fields: { branch_id: 999_999 }, status: 404 },
];

const booked = (name: string) => api.app.db.select().from(bookings).where(eq(bookings.name, name));

describe('the hourly booking limit', () => {
  it('counts only bookings made: a diner refused for a bad field or hour still has every booking', async () => {
    for (const { fields, status } of REFUSED) {
      expect((await book('192.0.2.10', 'Refused first', fields)).status).toBe(status);
    }
    const made = [];
    for (let i = 0; i < BOOKINGS; i++) made.push((await book('192.0.2.10', 'Refused first')).status);
    expect(made).toEqual(Array(BOOKINGS).fill(201));

    const over = expectApiError(await book('192.0.2.10', 'Refused first'), 429, 'too_many_requests');
    expect(over.message).toContain('bookings');
    expect(await booked('Refused first')).toHaveLength(BOOKINGS);
  });

  it('throttles a flood of refused requests on its own, larger count, with Retry-After; nothing is booked', async () => {
    const statuses = [];
    for (let i = 0; i < REFUSALS; i++) {
      const refused = REFUSED[i % REFUSED.length];
      statuses.push((await book('192.0.2.11', 'Flood', refused?.fields)).status);
    }
    expect(statuses.every((status) => status >= 400 && status < 429)).toBe(true);
    // Spent: a valid booking is refused too, and says when to try again, readable by the page.
    const over = await book('192.0.2.11', 'Flood');
    expectApiError(over, 429, 'too_many_requests');
    expect(over.headers['access-control-expose-headers']).toContain('retry-after');
    const wait = Number(over.headers['retry-after']);
    expect(wait).toBeGreaterThan(55 * 60);
    expect(wait).toBeLessThanOrEqual(60 * 60);
    // Malformed bodies are throttled as well.
    const broken = await request(api, '/api/v4/bookings', {
      method: 'POST',
      host: HOST,
      remoteAddress: '192.0.2.11',
      body: '{"booking":',
    });
    expectApiError(broken, 429, 'too_many_requests');
    expect(await booked('Flood')).toHaveLength(0);

    // Another address is refused nothing.
    expect((await book('192.0.2.12', 'Neighbour')).status).toBe(201);
  });

  it('a malformed body counts as a refusal', async () => {
    const statuses = [];
    for (let i = 0; i <= REFUSALS; i++) {
      const res = await request(api, '/api/v4/bookings', {
        method: 'POST',
        host: HOST,
        remoteAddress: '192.0.2.13',
        body: '{"booking":',
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(REFUSALS).fill(400), 429]);
  });

  it('a diner who booked all their hour is answered 429 before their fields are read', async () => {
    for (let i = 0; i < BOOKINGS; i++) expect((await book('192.0.2.14', 'Booked all')).status).toBe(201);
    for (let i = 0; i < REFUSALS + 2; i++) {
      expectApiError(await book('192.0.2.14', 'Booked all', { email: 'nope' }), 429, 'too_many_requests');
    }
    expect(await booked('Booked all')).toHaveLength(BOOKINGS);
  });

  it('bookings sent at once are counted one by one: no more than the limit are made', async () => {
    const answers = await Promise.all(
      Array.from({ length: BOOKINGS + 3 }, () => book('192.0.2.15', 'At once')),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array(BOOKINGS).fill(201), ...Array(3).fill(429)]);
    expect(await booked('At once')).toHaveLength(BOOKINGS);
  });
});
