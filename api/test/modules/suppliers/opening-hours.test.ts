import { describe, expect, it } from 'vitest';
import {
  branchOpeningSchema,
  scheduleDaysResponseSchema,
  type WeeklySchedule,
} from 'shared-contracts/schemas';
import { parseEnv } from '../../../src/config/env.ts';
import { clockStartingAt } from '../../../src/lib/clock.ts';
import { isOpenAt, nextOpening } from '../../../src/lib/opening-hours.ts';
import { bogota, expectApiError, expectSchema, movableClock, request, useTestApi } from '../../helpers.ts';
import { type Diner, menuOf, newDiner, purchaseOf } from '../../support/table-orders.ts';

// Immediate delivery and take-away orders are taken only inside the branch's opening hours, on its own
// clock; scheduled ones stay possible. The clock is the app's (`buildApp({ clock })`), so these tests
// give the same answers at any hour.

// 2026-03-03 is a Tuesday; Chapinero (Bogotá, `bogota`) opens 12:00–22:00 on Tuesdays.
/** Roma Norte (Mexico City, UTC-6) opens Fridays 13:00–02:00 (Saturday's early hours). */
const mexico = (date: string, hour: string) => new Date(`${date}T${hour}:00-06:00`);

const clock = movableClock(bogota('2026-03-03', '15:00'));
const api = useTestApi(undefined, () => clock);
const HOST = 'la-brasa.localhost';
const CERCANO = {
  latitude: 4.6486,
  longitude: -74.0628,
  address: 'Carrera 13 # 63-20',
  reference: 'Portería',
};

async function place(
  diner: Diner,
  fields: Record<string, unknown>,
  { host = HOST, branch = 'chapinero', product = 'bandeja-paisa', count = 1 } = {},
) {
  const menu = await menuOf(api, host, branch);
  return request(api, '/shopping_cart/delivery_order.json', {
    method: 'POST',
    host,
    headers: diner.headers,
    body: {
      order: {
        supplier_id: menu.supplierId,
        service: 'delivery',
        subservice: null,
        lines: [{ id: menu.products[product]?.id, count }],
        cutlery: false,
        packed: false,
        comment: '',
        place: CERCANO,
        schedule: null,
        ...fields,
      },
    },
  });
}

describe('isOpenAt and nextOpening (a branch’s wall clock)', () => {
  const week: WeeklySchedule = {
    '0': [],
    '1': [['12:00', '22:00']],
    '2': [
      ['12:00', '15:00'],
      ['18:00', '22:00'],
    ],
    '3': [],
    '4': [],
    '5': [['17:00', '02:00']],
    '6': [],
  };
  const at = (date: string, hour: string) => {
    const [h = 0, m = 0] = hour.split(':').map(Number);
    return { date, minutes: h * 60 + m };
  };

  it('includes the opening minute, not the closing one, and a late closing’s early hours of the next day', () => {
    expect(isOpenAt(at('2026-03-02', '11:59'), week)).toBe(false);
    expect(isOpenAt(at('2026-03-02', '12:00'), week)).toBe(true);
    expect(isOpenAt(at('2026-03-02', '21:59'), week)).toBe(true);
    expect(isOpenAt(at('2026-03-02', '22:00'), week)).toBe(false);
    expect(isOpenAt(at('2026-03-03', '16:00'), week)).toBe(false);
    expect(isOpenAt(at('2026-03-03', '18:30'), week)).toBe(true);
    // Friday 17:00–02:00: Saturday 01:59 is still Friday's opening, 02:00 is not.
    expect(isOpenAt(at('2026-03-07', '01:59'), week)).toBe(true);
    expect(isOpenAt(at('2026-03-07', '02:00'), week)).toBe(false);
    expect(isOpenAt(at('2026-03-01', '12:30'), week)).toBe(false);
  });

  it('names the next opening: later today, another day, or none in a week of closed days', () => {
    expect(nextOpening(at('2026-03-02', '02:05'), week)).toEqual({ date: '2026-03-02', hour: '12:00' });
    expect(nextOpening(at('2026-03-03', '16:00'), week)).toEqual({ date: '2026-03-03', hour: '18:00' });
    expect(nextOpening(at('2026-03-03', '22:30'), week)).toEqual({ date: '2026-03-06', hour: '17:00' });
    const closed: WeeklySchedule = { '0': [], '1': [], '2': [], '3': [], '4': [], '5': [], '6': [] };
    expect(nextOpening(at('2026-03-03', '10:00'), closed)).toBeNull();
  });
});

describe('CLOCK_START (development and e2e runs)', () => {
  it('moves the instant, then runs on; production refuses it', () => {
    let real = 1_000_000;
    const moved = clockStartingAt(new Date('2026-03-03T15:00:00-05:00'), () => real);
    real += 90_000;
    expect(moved.now().toISOString()).toBe('2026-03-03T20:01:30.000Z');
    expect(parseEnv({ CLOCK_START: '2026-03-03T15:00:00-05:00' }).CLOCK_START?.toISOString()).toBe(
      '2026-03-03T20:00:00.000Z',
    );
    expect(() => parseEnv({ CLOCK_START: 'tomorrow' })).toThrow(/CLOCK_START/);
    expect(() =>
      parseEnv({ NODE_ENV: 'production', STAFF_TOKEN: 'a-real-secret', CLOCK_START: '2026-03-03T15:00:00Z' }),
    ).toThrow(/CLOCK_START/);
  });
});

describe('immediate delivery and take-away orders outside the opening hours', () => {
  it('at 02:05 a branch opening at 12:00 refuses them, says when it opens and takes nothing', async () => {
    clock.set(bogota('2026-03-03', '02:05'));
    const diner = await newDiner(api);
    for (const fields of [{}, { service: 'take_away', place: null }]) {
      const refused = await place(diner, fields);
      const error = expectApiError(refused, 409, 'outside_opening_hours');
      expect(error.details).toEqual({ opens_date: '2026-03-03', opens_hour: '12:00' });
    }
    const orders = await request(api, '/menudigital/my_orders.json?supplier_id=chapinero', {
      host: HOST,
      headers: diner.headers,
    });
    expect((orders.json as { purchases: unknown[] }).purchases).toEqual([]);
  });

  it('a scheduled delivery placed at 02:05 for 13:00 is taken', async () => {
    clock.set(bogota('2026-03-03', '02:05'));
    const res = await place(await newDiner(api), {
      subservice: 'schedule',
      schedule: { date: '2026-03-03', hour: '13:00' },
    });
    expect(res.status, res.text).toBe(201);
    expect(purchaseOf(res.json).delivery?.schedule).toEqual({ date: '2026-03-03', hour: '13:00' });
  });

  it('opening minute in, closing minute out', async () => {
    const diner = await newDiner(api);
    clock.set(bogota('2026-03-03', '12:00'));
    expect((await place(diner, {})).status).toBe(201);
    clock.set(bogota('2026-03-03', '21:59'));
    expect((await place(diner, { service: 'take_away', place: null })).status).toBe(201);
    clock.set(bogota('2026-03-03', '22:00'));
    const closed = expectApiError(await place(diner, {}), 409, 'outside_opening_hours');
    expect(closed.details).toEqual({ opens_date: '2026-03-04', opens_hour: '12:00' });
  });

  it('a late closing reads the branch’s own clock: Saturday 01:30 in Mexico City is still Friday’s opening', async () => {
    const host = 'taqueria-lupita.localhost';
    const diner = await newDiner(api, host);
    const takeAway = { service: 'take_away', place: null };
    const options = { host, branch: 'roma-norte', product: 'tacos-suadero', count: 2 };
    clock.set(mexico('2026-03-07', '01:30'));
    const open = await place(diner, takeAway, options);
    expect(open.status, open.text).toBe(201);
    clock.set(mexico('2026-03-07', '02:30'));
    const error = expectApiError(await place(diner, takeAway, options), 409, 'outside_opening_hours');
    expect(error.details).toEqual({ opens_date: '2026-03-07', opens_hour: '13:00' });
  });

  it('the delivery times offered follow the same clock', async () => {
    const firstDay = async () =>
      expectSchema(
        scheduleDaysResponseSchema,
        (await request(api, '/api/v4/params_to_schedule.json?branch_id=chapinero', { host: HOST })).json,
      ).days[0];
    clock.set(bogota('2026-03-03', '02:05'));
    expect(await firstDay()).toMatchObject({ date: '2026-03-03', hours: expect.arrayContaining(['12:00']) });
    clock.set(bogota('2026-03-03', '21:30'));
    expect((await firstDay())?.date).toBe('2026-03-04');
    const hours = await request(
      api,
      '/params/get_hours_schedule.json?supplier_id=chapinero&date=2026-03-03',
      {
        host: HOST,
      },
    );
    expect(hours.status, hours.text).toBe(200);
    expect((hours.json as { hours: string[] }).hours).toEqual([]);
  });
});

describe('GET /api/v4/branch_opening.json (the cart asks before an immediate order)', () => {
  const opening = async (branch: string, host = HOST) => {
    const res = await request(api, `/api/v4/branch_opening.json?branch_id=${branch}`, { host });
    expect(res.status, res.text).toBe(200);
    return expectSchema(branchOpeningSchema, res.json);
  };

  it('says open inside the hours, and closed with the next opening outside them, on the branch’s clock', async () => {
    clock.set(bogota('2026-03-03', '15:00'));
    expect(await opening('chapinero')).toMatchObject({ open: true, opens_date: null, opens_hour: null });
    clock.set(bogota('2026-03-03', '02:05'));
    expect(await opening('chapinero')).toMatchObject({
      open: false,
      opens_date: '2026-03-03',
      opens_hour: '12:00',
    });
    clock.set(bogota('2026-03-03', '22:00'));
    expect(await opening('chapinero')).toMatchObject({ open: false, opens_date: '2026-03-04' });
    // Saturday 01:30 in Mexico City is still Friday's late opening.
    clock.set(mexico('2026-03-07', '01:30'));
    expect(await opening('roma-norte', 'taqueria-lupita.localhost')).toMatchObject({ open: true });
  });

  it('refuses a branch of another instance or none', async () => {
    const res = await request(api, '/api/v4/branch_opening.json?branch_id=roma-norte', { host: HOST });
    expectApiError(res, 404);
    const bad = await request(api, '/api/v4/branch_opening.json?branch_id=', { host: HOST });
    expect(bad.status).toBe(400);
  });
});
