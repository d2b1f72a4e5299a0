import { afterEach, describe, expect, it } from 'vitest';
import {
  bookingResponseSchema,
  createdBookingResponseSchema,
  menuSchema,
  schedulesResponseSchema,
  type BookingStatus,
} from 'shared-contracts/schemas';
import {
  expectApiError,
  expectSchema,
  movableClock,
  request,
  STAFF_TOKEN,
  useTestApi,
  bogota,
  bogotaAfternoon,
} from '../../helpers.ts';
import { CHURRASCO_OPTIONS, newDiner } from '../../support/table-orders.ts';

/** The file's "now": today (Bogotá's date) at 15:00 there; a test that seats a party moves it to the booking's day. */
const START = bogotaAfternoon();
const clock = movableClock(START);
afterEach(() => clock.set(START));

// Every booking of this file comes from one address: far more than the hourly limit, which
// diner-write-limits.test.ts checks.
const api = useTestApi(
  () => ({ BOOKINGS_PER_HOUR: 1000 }),
  () => clock,
);
const host = 'la-brasa.localhost';

async function schedules(branch = 'chapinero', on = host) {
  const res = await request(api, `/api/v4/schedules?branch_id=${branch}`, { host: on });
  return { res, body: res.status === 200 ? expectSchema(schedulesResponseSchema, res.json) : undefined };
}

/** The `index`-th bookable day from tomorrow on, and its hours. */
/** The `index`th bookable day after today (that offers `hour`, when given: Sunday closes at 20:00). */
async function futureDay(index = 0, hour?: string) {
  const { body } = await schedules();
  const days = (body?.days.slice(1) ?? []).filter(
    (day) => hour === undefined || day.hours.some((slot) => slot.hour === hour),
  );
  const day = days[index];
  if (!day) throw new Error('no bookable day');
  return day;
}

const diner = {
  name: 'Ana María',
  phone: '+57 300 111 2233',
  email: 'ana@example.com',
  dni_type: 'national_id',
  dni: '1020304050',
};

let chapineroId: number | undefined;

async function book(fields: Record<string, unknown>, on = host) {
  chapineroId ??= (await schedules()).body?.branch_id;
  return request(api, '/api/v4/bookings', {
    method: 'POST',
    host: on,
    body: { booking: { branch_id: chapineroId, persons: 4, ...diner, ...fields } },
  });
}

async function booked(fields: Record<string, unknown>) {
  const res = await book(fields);
  expect(res.status).toBe(201);
  return expectSchema(createdBookingResponseSchema, res.json);
}

async function seatsLeft(date: string, hour: string) {
  const { body } = await schedules();
  return body?.days.find((d) => d.date === date)?.hours.find((h) => h.hour === hour)?.seats_left;
}

async function detail(id: number, token: string) {
  return request(api, `/api/v4/bookings/${id}/${token}`, { host });
}

async function statusOf(id: number, token: string): Promise<BookingStatus | undefined> {
  const res = await detail(id, token);
  return expectSchema(bookingResponseSchema, res.json).booking.status;
}

const staff = (id: number, action: string, token = STAFF_TOKEN) =>
  request(api, `/staff/bookings/${id}/${action}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
  });

describe('GET /api/v4/schedules', () => {
  it("offers a branch's open days within its hours, with whole slots and no past hours", async () => {
    const { body } = await schedules();
    expect(body?.booking).toEqual({ slot_minutes: 30, seats_per_slot: 20, max_party: 10 });
    expect(body?.timezone).toBe('America/Bogota');
    expect(body?.days.length).toBe(30);
    // From tomorrow on: today's past hours are left out (the tests' clock is 15:00), a Sunday's 12:00 too.
    const comingDays = body?.days.slice(1) ?? [];
    const sunday = comingDays.find((d) => d.day === 0);
    expect(sunday?.hours[0]).toEqual({ hour: '12:00', seats_left: 20 });
    // Sunday closes at 20:00: the last 30-minute slot starts at 19:30.
    expect(sunday?.hours.at(-1)?.hour).toBe('19:30');
    const friday = comingDays.find((d) => d.day === 5);
    expect(friday?.hours.at(-1)?.hour).toBe('23:00');
    const now = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Bogota',
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
    }).format(api.app.clock.now());
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(
      api.app.clock.now(),
    );
    for (const hour of body?.days.find((d) => d.date === today)?.hours ?? []) {
      expect(hour.hour > now).toBe(true);
    }
  });

  it('a branch that takes no bookings says so; an unknown one is a 404', async () => {
    expectApiError((await schedules('usaquen')).res, 409, 'booking_closed');
    expectApiError((await schedules('roma-norte', 'taqueria-lupita.localhost')).res, 409, 'booking_closed');
    expectApiError((await schedules('nope')).res, 404, 'supplier_not_found');
  });
});

describe('POST /api/v4/bookings', () => {
  it('a party that fits is approved; the detail needs the token; the calendar file has the start in UTC', async () => {
    const day = await futureDay(0, '20:00');
    const created = await booked({ date: day.date, hour: '20:00' });
    expect(created.booking).toMatchObject({ status: 'approved', persons: 4, date: day.date, hour: '20:00' });
    expect(created.booking.branch_label).toBe('La Brasa Chapinero');
    // Bogotá is UTC−5: 20:00 there is 01:00 UTC the next day.
    const nextDay = new Date(Date.parse(`${day.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(created.booking.starts_at).toBe(`${nextDay}T01:00:00.000Z`);
    expect(await seatsLeft(day.date, '20:00')).toBe(16);

    const res = await detail(created.booking.id, created.token);
    expect(expectSchema(bookingResponseSchema, res.json).booking.id).toBe(created.booking.id);
    expectApiError(await detail(created.booking.id, 'wrong'), 404, 'booking_not_found');
    expectApiError(await detail(created.booking.id + 1000, created.token), 404, 'booking_not_found');
    const elsewhere = await request(api, `/api/v4/bookings/${created.booking.id}/${created.token}`, {
      host: 'hotel-mirador.localhost',
    });
    expectApiError(elsewhere, 404, 'booking_not_found');

    const ics = await request(api, `/api/v4/bookings/${created.booking.id}/${created.token}/calendar.ics`, {
      host,
    });
    expect(ics.status).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    const start = created.booking.starts_at.replace(/[-:]/g, '').replace('.000', '');
    expect(ics.text).toContain(`DTSTART:${start}`);
    expect(ics.text).toContain('BEGIN:VEVENT');
    expect(ics.text).toContain(
      `http://la-brasa.localhost:5173/book_info/${created.booking.id}/${created.token}`,
    );
    expect(
      (await request(api, `/api/v4/bookings/${created.booking.id}/nope/calendar.ics`, { host })).status,
    ).toBe(404);
  });

  it('bad input is refused with a clear code and nothing is saved', async () => {
    const day = await futureDay(1);
    const before = await seatsLeft(day.date, '13:00');
    const yesterday = new Date(api.app.clock.now().getTime() - 2 * 86_400_000).toISOString().slice(0, 10);
    expectApiError(await book({ date: yesterday, hour: '20:00' }), 422, 'booking_in_past');
    expectApiError(await book({ date: day.date, hour: '03:00' }), 422, 'booking_hour_unavailable');
    expectApiError(await book({ date: day.date, hour: '13:10' }), 422, 'booking_hour_unavailable');
    expectApiError(await book({ date: '2099-01-01', hour: '13:00' }), 422, 'booking_hour_unavailable');
    expectApiError(
      await book({ date: day.date, hour: '13:00', persons: 11 }),
      422,
      'booking_party_too_large',
    );
    for (const persons of [0, -2, 2.5, '4']) {
      expectApiError(await book({ date: day.date, hour: '13:00', persons }), 400, 'bad_request');
    }
    for (const bad of [
      { date: '2026-13-01' },
      { hour: '25:00' },
      { email: 'nope' },
      { dni: ' 1020304050' },
      { dni: '12' },
      { dni_type: 'licence' },
      { name: ' ' },
      { phone: '' },
    ]) {
      expectApiError(await book({ date: day.date, hour: '13:00', ...bad }), 400, 'bad_request');
    }
    expectApiError(
      await book({ date: day.date, hour: '13:00', branch_id: (chapineroId ?? 0) + 1 }),
      409,
      'booking_closed',
    );
    expect(await seatsLeft(day.date, '13:00')).toBe(before);
  });

  it('a full slot puts the next party on the waitlist; a cancellation promotes the first waiting party that fits', async () => {
    const day = await futureDay(2);
    const at = { date: day.date, hour: '14:00' };
    const big = await booked({ ...at, persons: 10 });
    const second = await booked({ ...at, persons: 8 });
    expect(second.booking.status).toBe('approved');
    expect(await seatsLeft(day.date, '14:00')).toBe(2);
    const tooBig = await booked({ ...at, persons: 6 });
    const fits = await booked({ ...at, persons: 4 });
    expect(tooBig.booking.status).toBe('waitlist');
    expect(fits.booking.status).toBe('waitlist');

    // 2 + 8 seats free: the party of 6 first, then the party of 4.
    const cancel = await request(api, `/api/v4/bookings/${second.booking.id}/${second.token}/cancel`, {
      method: 'PUT',
      host,
    });
    expect(expectSchema(bookingResponseSchema, cancel.json).booking.status).toBe('cancelled');
    expect(await statusOf(tooBig.booking.id, tooBig.token)).toBe('approved');
    expect(await statusOf(fits.booking.id, fits.token)).toBe('approved');
    expect(await seatsLeft(day.date, '14:00')).toBe(0);
    expectApiError(
      await request(api, `/api/v4/bookings/${second.booking.id}/${second.token}/cancel`, {
        method: 'PUT',
        host,
      }),
      409,
      'booking_not_cancellable',
    );
    expectApiError(
      await request(api, `/api/v4/bookings/${big.booking.id}/wrong/cancel`, { method: 'PUT', host }),
      404,
      'booking_not_found',
    );
    expect(await statusOf(big.booking.id, big.token)).toBe('approved');
  });

  it('a staff decline frees the seats for the first waiting party, not for a smaller one behind it', async () => {
    const day = await futureDay(3);
    const at = { date: day.date, hour: '15:00' };
    const first = await booked({ ...at, persons: 10 });
    await booked({ ...at, persons: 10 });
    const large = await booked({ ...at, persons: 10 });
    const small = await booked({ ...at, persons: 2 });
    expect([large.booking.status, small.booking.status]).toEqual(['waitlist', 'waitlist']);
    // 10 seats freed: the party of 10 waiting first takes them all; the party of 2 keeps waiting.
    expect((await staff(first.booking.id, 'decline')).status).toBe(200);
    expect(await statusOf(large.booking.id, large.token)).toBe('approved');
    expect(await statusOf(small.booking.id, small.token)).toBe('waitlist');
  });

  it('two diners asking for the last seats at once: one is approved, the other wait-listed', async () => {
    const day = await futureDay(4);
    for (const [round, hour] of ['16:00', '16:30', '17:00', '17:30', '18:00'].entries()) {
      const at = { date: day.date, hour };
      await booked({ ...at, persons: 8 });
      await booked({ ...at, persons: 8 });
      const [a, b] = await Promise.all([book({ ...at, persons: 4 }), book({ ...at, persons: 4 })]);
      const statuses = [a, b].map(
        (res) => expectSchema(createdBookingResponseSchema, res.json).booking.status,
      );
      expect(statuses.sort(), `round ${round}`).toEqual(['approved', 'waitlist']);
      expect(await seatsLeft(day.date, hour)).toBe(0);
    }
  });
});

describe('staff calls', () => {
  it('approve (even over the seats), decline and seat; each only from the right status; token required', async () => {
    const day = await futureDay(5);
    const at = { date: day.date, hour: '19:00' };
    await booked({ ...at, persons: 10 });
    await booked({ ...at, persons: 10 });
    const waiting = await booked({ ...at, persons: 3 });
    expect(waiting.booking.status).toBe('waitlist');
    // The booking's day, when a party may be seated (the test below is about the day).
    clock.set(bogota(day.date, '18:45'));

    expectApiError(await staff(waiting.booking.id, 'approve', 'nope'), 401, 'unauthorized');
    expect(await statusOf(waiting.booking.id, waiting.token)).toBe('waitlist');
    expectApiError(await staff(waiting.booking.id, 'seat'), 409, 'booking_status_conflict');
    expectApiError(await staff(waiting.booking.id, 'dance'), 400, 'bad_request');
    expectApiError(await staff(999999, 'approve'), 404, 'booking_not_found');

    const approved = await staff(waiting.booking.id, 'approve');
    expect(expectSchema(bookingResponseSchema, approved.json).booking.status).toBe('approved');
    expect((await staff(waiting.booking.id, 'seat')).status).toBe(200);
    expect(await statusOf(waiting.booking.id, waiting.token)).toBe('seated');
    expectApiError(await staff(waiting.booking.id, 'decline'), 409, 'booking_status_conflict');
  });

  it("seats a party only from its booking's day on, on the branch's clock, so it is not rated before the visit", async () => {
    const day = await futureDay(10, '20:00');
    const created = await booked({ date: day.date, hour: '20:00', persons: 2 });
    const rate = () =>
      request(api, `/rate/${created.booking.id}/${created.token}.json`, {
        method: 'POST',
        host,
        body: { book_rate: { rate: 10 } },
      });
    const dayBefore = new Date(Date.parse(`${day.date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

    // Days before, and the evening before (already the booking's date in UTC, not yet in Bogotá).
    for (const now of [START, bogota(dayBefore, '20:00'), bogota(dayBefore, '23:59')]) {
      clock.set(now);
      const early = expectApiError(await staff(created.booking.id, 'seat'), 409, 'booking_seat_too_early');
      expect(early.details).toEqual({ date: day.date, seat_from: bogota(day.date, '00:00').toISOString() });
      expect(await statusOf(created.booking.id, created.token)).toBe('approved');
      expectApiError(await rate(), 409, 'booking_not_visited');
    }

    // From the first minute of its day, hours before its time: an early party is seated.
    clock.set(bogota(day.date, '00:00'));
    expect((await staff(created.booking.id, 'seat')).status).toBe(200);
    expect((await rate()).status).toBe(200);
  });
});

describe('pre-order', () => {
  it('adds products of the branch menu to the booking and its total; removes them; needs the token', async () => {
    const day = await futureDay(6);
    const created = await booked({ date: day.date, hour: '12:30', persons: 2 });
    const menu = expectSchema(
      menuSchema,
      (await request(api, '/api/suppliers/chapinero/menu.json', { host })).json,
    );
    const [first, second] = menu.products.filter((p) => p.available);
    if (!first || !second) throw new Error('menu without two products');
    const add = (id: number, count: number, token = created.token) =>
      request(api, '/shopping_cart/add_product_to_book', {
        method: 'POST',
        host,
        body: { purchase_id: created.booking.id, data_purchase: { token }, product: { id, count } },
      });

    expect((await add(first.id, 2)).status).toBe(200);
    await add(first.id, 1);
    const res = await add(second.id, 1);
    const booking = expectSchema(bookingResponseSchema, res.json).booking;
    const price = (p: typeof first) => p.promo ?? p.price;
    expect(booking.products.map((p) => [p.product_id, p.count])).toEqual([
      [first.id, 3],
      [second.id, 1],
    ]);
    expect(booking.total).toBe(price(first) * 3 + price(second));

    expectApiError(await add(first.id, 1, 'wrong'), 404, 'booking_not_found');
    expectApiError(await add(first.id, 0), 400, 'bad_request');
    expectApiError(await add(999999, 1), 404, 'product_not_found');
    const unavailable = menu.products.find((p) => !p.available);
    if (unavailable) expectApiError(await add(unavailable.id, 1), 409, 'product_unavailable');

    const line = booking.products[0];
    if (!line) throw new Error('no pre-order line');
    expectApiError(
      await request(api, `/shopping_cart/add_product_to_book/${line.id}?token=wrong`, {
        method: 'DELETE',
        host,
      }),
      404,
      'booking_product_not_found',
    );
    const removed = await request(
      api,
      `/shopping_cart/add_product_to_book/${line.id}?token=${created.token}`,
      {
        method: 'DELETE',
        host,
      },
    );
    const after = expectSchema(bookingResponseSchema, removed.json).booking;
    expect(after.products.map((p) => p.product_id)).toEqual([second.id]);
    expect(after.total).toBe(price(second));

    await request(api, `/api/v4/bookings/${created.booking.id}/${created.token}/cancel`, {
      method: 'PUT',
      host,
    });
    expectApiError(await add(first.id, 1), 409, 'booking_not_open');
  });
  it("keeps a product's options (required ones asked for, extras priced) and the age check of alcohol", async () => {
    const day = await futureDay(9);
    const created = await booked({ date: day.date, hour: '12:30', persons: 2 });
    const menu = expectSchema(
      menuSchema,
      (await request(api, '/api/suppliers/chapinero/menu.json', { host })).json,
    );
    const bySlug = (slug: string) => {
      const product = menu.products.find((p) => p.slug === slug);
      if (!product) throw new Error(`no ${slug}`);
      return product;
    };
    const add = (product: Record<string, unknown>, headers: Record<string, string> = {}) =>
      request(api, '/shopping_cart/add_product_to_book', {
        method: 'POST',
        host,
        headers,
        body: { purchase_id: created.booking.id, data_purchase: { token: created.token }, product },
      });
    const churrasco = bySlug('churrasco');

    expectApiError(await add({ id: churrasco.id, count: 1 }), 400, 'invalid_options');
    const withOptions = await add({
      id: churrasco.id,
      count: 2,
      options: [...CHURRASCO_OPTIONS, { slug: 'adiciones', choices: ['huevo'] }],
    });
    const line = expectSchema(bookingResponseSchema, withOptions.json).booking.products[0];
    expect(line?.price).toBe(churrasco.price + 3000);
    expect(line?.subtotal).toBe((churrasco.price + 3000) * 2);
    expect(line?.options.map((o) => [o.slug, o.choices.map((c) => c.slug)])).toEqual([
      ['termino', ['medio']],
      ['acompanamiento', ['yuca']],
      ['adiciones', ['huevo']],
    ]);
    // The same product with other choices is another line; with the same ones, the count adds up.
    await add({ id: churrasco.id, count: 1, options: CHURRASCO_OPTIONS });
    const again = await add({
      id: churrasco.id,
      count: 1,
      options: [...CHURRASCO_OPTIONS, { slug: 'adiciones', choices: ['huevo'] }],
    });
    expect(expectSchema(bookingResponseSchema, again.json).booking.products.map((p) => p.count)).toEqual([
      3, 1,
    ]);

    const beer = bySlug('cerveza-club');
    expectApiError(await add({ id: beer.id, count: 1 }), 401, 'unauthorized');
    const diner = await newDiner(api);
    expectApiError(await add({ id: beer.id, count: 1 }, diner.headers), 403, 'age_check_required');
    await request(api, '/legal/check_mayor.json', {
      method: 'POST',
      host,
      headers: diner.headers,
      body: { birthday_date: '2015-05-01', confirm: true },
    });
    expectApiError(await add({ id: beer.id, count: 1 }, diner.headers), 403, 'under_age');
    const adult = await newDiner(api);
    await request(api, '/legal/check_mayor.json', {
      method: 'POST',
      host,
      headers: adult.headers,
      body: { birthday_date: '1990-05-01', confirm: true },
    });
    const served = await add({ id: beer.id, count: 1 }, adult.headers);
    expect(served.status, served.text).toBe(200);
    expect(expectSchema(bookingResponseSchema, served.json).booking.products.at(-1)?.product_id).toBe(
      beer.id,
    );
  });
});

describe('pre-order stock', () => {
  it("asks for no more than the stock, with the menu's code and largest quantity, and holds none of it", async () => {
    const day = await futureDay(11);
    const created = await booked({ date: day.date, hour: '12:30', persons: 2 });
    const menuNow = async () =>
      expectSchema(menuSchema, (await request(api, '/api/suppliers/chapinero/menu.json', { host })).json);
    const postre = (await menuNow()).products.find((p) => p.slug === 'postre-del-dia');
    if (!postre) throw new Error('no postre-del-dia');
    expect(postre.stock).toBe(3);
    const add = (id: number, count: number, booking = created) =>
      request(api, '/shopping_cart/add_product_to_book', {
        method: 'POST',
        host,
        body: {
          purchase_id: booking.booking.id,
          data_purchase: { token: booking.token },
          product: { id, count },
        },
      });

    const tooMany = expectApiError(await add(postre.id, 20), 409, 'out_of_stock');
    expect(tooMany.details).toEqual({ max_quantity: 3 });
    for (const count of [1, 2, 3]) {
      const res = await add(postre.id, 1);
      expect(res.status, res.text).toBe(200);
      expect(expectSchema(bookingResponseSchema, res.json).booking.products.map((p) => p.count)).toEqual([
        count,
      ]);
    }
    // The fourth press of "Agregar al pedido": what the booking holds counts against the stock.
    const fourth = expectApiError(await add(postre.id, 1), 409, 'out_of_stock');
    expect(fourth.details).toEqual({ max_quantity: 0 });
    expect((await detail(created.booking.id, created.token)).json).toMatchObject({
      booking: { products: [{ product_id: postre.id, count: 3 }] },
    });

    // Checked, not held: the table's diners still see (and buy) every unit, and so may another booking.
    expect((await menuNow()).products.find((p) => p.id === postre.id)?.stock).toBe(3);
    const other = await booked({ date: day.date, hour: '13:00', persons: 2 });
    expect((await add(postre.id, 3, other)).status).toBe(200);

    // A line holds at most 99 units, as a table's line does, even when adds of the same choices add up.
    const plain = (await menuNow()).products.find(
      (p) => p.available && p.stock === null && p.options.length === 0 && !p.alcoholic,
    );
    if (!plain) throw new Error('no plain product');
    expect((await add(plain.id, 60)).status).toBe(200);
    expectApiError(await add(plain.id, 40), 400, 'bad_request');
    expect((await add(plain.id, 39)).status).toBe(200);
  });
});

describe('POST /rate/{id}/{token}.json', () => {
  it('saves a rating from 1 to 10 once; anything else is refused and nothing saved', async () => {
    const day = await futureDay(7);
    const created = await booked({ date: day.date, hour: '13:30', persons: 2 });
    const rate = (body: unknown, token = created.token) =>
      request(api, `/rate/${created.booking.id}/${token}.json`, {
        method: 'POST',
        host,
        body: body as object,
      });

    for (const value of [0, 11, -1, 7.5, '8']) {
      expectApiError(await rate({ book_rate: { rate: value } }), 400, 'bad_request');
    }
    expectApiError(await rate({ book_rate: {} }), 400, 'bad_request');
    expectApiError(await rate({ book_rate: { rate: 9 } }, 'wrong'), 404, 'booking_not_found');
    expect((await detail(created.booking.id, created.token)).json).toMatchObject({
      booking: { rating: null },
    });

    // Only a visit is rated: the party was seated, on its day.
    clock.set(bogota(day.date, '13:20'));
    expect((await staff(created.booking.id, 'seat')).status).toBe(200);
    const saved = await rate({ book_rate: { rate: 9, comment: 'Muy bien' } });
    expect(expectSchema(bookingResponseSchema, saved.json).booking.rating).toBe(9);
    expectApiError(await rate({ book_rate: { rate: 3 } }), 409, 'already_rated');
    expect((await detail(created.booking.id, created.token)).json).toMatchObject({ booking: { rating: 9 } });
  });

  it('refuses a booking not visited yet or never kept, and saves nothing', async () => {
    const day = await futureDay(8);
    const rate = (id: number, token: string) =>
      request(api, `/rate/${id}/${token}.json`, { method: 'POST', host, body: { book_rate: { rate: 8 } } });

    const approved = await booked({ date: day.date, hour: '14:00', persons: 2 });
    expectApiError(await rate(approved.booking.id, approved.token), 409, 'booking_not_visited');

    const cancelled = await booked({ date: day.date, hour: '14:30', persons: 2 });
    await request(api, `/api/v4/bookings/${cancelled.booking.id}/${cancelled.token}/cancel`, {
      method: 'PUT',
      host,
    });
    expectApiError(await rate(cancelled.booking.id, cancelled.token), 409, 'booking_not_kept');

    const declined = await booked({ date: day.date, hour: '15:00', persons: 2 });
    await staff(declined.booking.id, 'decline');
    expectApiError(await rate(declined.booking.id, declined.token), 409, 'booking_not_kept');

    for (const { booking, token } of [approved, cancelled, declined]) {
      expect((await detail(booking.id, token)).json).toMatchObject({ booking: { rating: null } });
    }
  });
});
