import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schedulesResponseSchema } from 'shared-contracts/schemas';
import { bookings } from '../../src/db/schema.ts';
import { expectApiError, expectSchema, request, STAFF_TOKEN, useTestApi } from '../helpers.ts';
import { addProduct, join, newDiner, purchaseOf, useMenu } from '../support/table-orders.ts';
import { verifiedDiner } from '../support/verified-diner.ts';

// Low limits so the tests reach them; production keeps the defaults (docs/security.md).
const PER_PROFILE = 4;
const PER_ADDRESS = 6;
const BOOKINGS = 3;
const api = useTestApi(() => ({
  DINER_WRITES_PER_MINUTE: PER_PROFILE,
  DINER_WRITES_PER_ADDRESS_PER_MINUTE: PER_ADDRESS,
  BOOKINGS_PER_HOUR: BOOKINGS,
}));
const HOST = 'la-brasa.localhost';
const chapinero = useMenu(api, 'chapinero');
const { id } = chapinero;

/** A profile id nobody was given, with a token to match: what a script sends to look like many diners. */
const madeUp = (i: number) => ({ profileid: String(900_000 + i), token: `made-up-${i}` });

describe('diner writes on routes without a limit of their own', () => {
  it('a made-up profileid buys no count of its own: without a verified profile the address counts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < PER_ADDRESS + 3; i++) {
      const res = await request(api, '/legal/check_cookies.json', {
        method: 'POST',
        host: HOST,
        headers: madeUp(i),
        remoteAddress: '192.0.2.1',
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(PER_ADDRESS).fill(401), ...Array(3).fill(429)]);
  });

  it('a verified diner counts on their own; the rest of the room shares its Wi-Fi address, apart from them', async () => {
    const verified = await verifiedDiner(api, '+573001119001');
    const [b, c] = [await newDiner(api), await newDiner(api)];
    const purchase = await join(api, verified, chapinero.supplierId, 'M10');
    await join(api, b, chapinero.supplierId, 'M10');
    await join(api, c, chapinero.supplierId, 'M10');

    const add = (diner: typeof b, slug: string) =>
      addProduct(api, diner, purchase.id, { id: id(slug), count: 1 });
    const statuses: number[] = [];
    for (let i = 0; i < PER_PROFILE; i++) statuses.push((await add(verified, 'empanadas')).status);
    expect(statuses).toEqual(Array(PER_PROFILE).fill(201));
    const over = await add(verified, 'empanadas');
    expectApiError(over, 429, 'too_many_requests');
    expect(over.headers['retry-after']).toBeDefined();

    // The verified diner's writes are not the room's: the others still have the whole address count,
    // and share it (a made-up profile behind the same address would share it too).
    const room: number[] = [];
    for (let i = 0; i < PER_ADDRESS / 2; i++) {
      room.push((await add(b, 'gaseosa')).status, (await add(c, 'patacon')).status);
    }
    expect(room).toEqual(Array(PER_ADDRESS).fill(201));
    expectApiError(await add(c, 'patacon'), 429, 'too_many_requests');

    const seen = await request(api, `/shopping_cart/cart/${purchase.id}.json`, {
      host: HOST,
      headers: verified.headers,
    });
    const items = purchaseOf(seen.json).items;
    const count = (slug: string) => items.filter((item) => item.product_id === id(slug)).length;
    expect([count('empanadas'), count('gaseosa'), count('patacon')]).toEqual([
      PER_PROFILE,
      PER_ADDRESS / 2,
      PER_ADDRESS / 2,
    ]);
  });

  it('never limits reads or staff calls', async () => {
    for (let i = 0; i <= PER_ADDRESS * 2; i++) {
      const res = await request(api, '/api/suppliers/chapinero/menu.json', {
        host: HOST,
        remoteAddress: '192.0.2.3',
      });
      expect(res.status).toBe(200);
    }
    for (let i = 0; i <= PER_ADDRESS; i++) {
      const res = await request(api, '/staff/instances/la-brasa/popup', {
        method: 'PUT',
        host: HOST,
        headers: { authorization: `Bearer ${STAFF_TOKEN}` },
        body: { popup: null },
        remoteAddress: '192.0.2.3',
      });
      expect(res.status, res.text).toBe(200);
    }
  });
});

describe('bookings', () => {
  it('BOOKINGS_PER_HOUR per address, whatever profileid is sent; nothing is booked over it', async () => {
    const schedules = await request(api, '/api/v4/schedules?branch_id=chapinero', { host: HOST });
    const { branch_id, days } = expectSchema(schedulesResponseSchema, schedules.json);
    const day = days[1];
    const hour = day?.hours[0]?.hour;
    const book = (i: number, remoteAddress: string) =>
      request(api, '/api/v4/bookings', {
        method: 'POST',
        host: HOST,
        // From the site, as the booking form sends it: the page must be allowed to read the refusal.
        headers: { ...madeUp(i), origin: 'http://la-brasa.localhost:5173' },
        remoteAddress,
        body: {
          booking: {
            branch_id,
            date: day?.date,
            hour,
            persons: 1,
            name: `Script ${remoteAddress}`,
            phone: '+57 300 111 2233',
            email: 'script@example.com',
            dni_type: 'passport',
            dni: 'X1234567',
          },
        },
      });
    const answers = [];
    for (let i = 0; i < BOOKINGS + 5; i++) answers.push(await book(i, '192.0.2.4'));
    expect(answers.map((res) => res.status)).toEqual([...Array(BOOKINGS).fill(201), ...Array(5).fill(429)]);
    // The refusal says how long is left of the hour, readable by the page: the booking form says it.
    const refused = answers.at(-1);
    expect(refused?.headers['access-control-expose-headers']).toContain('retry-after');
    const wait = Number(refused?.headers['retry-after']);
    expect(wait).toBeGreaterThan(55 * 60);
    expect(wait).toBeLessThanOrEqual(60 * 60);
    const stored = await api.app.db.select().from(bookings).where(eq(bookings.name, 'Script 192.0.2.4'));
    expect(stored).toHaveLength(BOOKINGS);

    // Another address books as before.
    expect((await book(99, '192.0.2.5')).status).toBe(201);
  });
});
