import { beforeAll, describe, expect, it } from 'vitest';
import { scheduleDaysResponseSchema, scheduleHoursResponseSchema } from 'shared-contracts/schemas';
import { scheduleDays, scheduleProblem } from '../../../src/lib/delivery-schedule.ts';
import { addDays, localNow } from '../../../src/lib/local-time.ts';
import { expectApiError, expectSchema, request, useTestApi } from '../../helpers.ts';
import { type Diner, menuOf, newDiner, purchaseOf } from '../../support/table-orders.ts';

const api = useTestApi();
const HOST = 'la-brasa.localhost';
const PLACE = { latitude: 4.6486, longitude: -74.0628, address: 'Carrera 13 # 63-20', reference: 'Portería' };
/** Tomorrow on Bogotá's clock (the branch's time zone), whatever the machine's. */
const tomorrow = () => addDays(localNow(new Date(), 'America/Bogota').date, 1);
let chapinero: Awaited<ReturnType<typeof menuOf>>;
let diner: Diner;

beforeAll(async () => {
  chapinero = await menuOf(api, HOST, 'chapinero');
  diner = await newDiner(api, HOST);
});

function scheduled(schedule: unknown, supplierId = chapinero.supplierId) {
  return request(api, '/shopping_cart/delivery_order.json', {
    method: 'POST',
    host: HOST,
    headers: diner.headers,
    body: {
      order: {
        supplier_id: supplierId,
        service: 'delivery',
        subservice: 'schedule',
        lines: [{ id: chapinero.products['bandeja-paisa']?.id, count: 1 }],
        cutlery: false,
        packed: true,
        comment: '',
        place: PLACE,
        schedule,
      },
    },
  });
}

describe('scheduled delivery rules (branch clock)', () => {
  // Closed on Mondays (1), open 12:00-22:00 otherwise; Friday (5) until 02:00 the next day.
  const week = {
    '0': [['12:00', '22:00']],
    '1': [],
    '2': [['12:00', '22:00']],
    '3': [['12:00', '22:00']],
    '4': [['12:00', '22:00']],
    '5': [['12:00', '02:00']],
    '6': [['12:00', '22:00']],
  } as Record<string, [string, string][]>;
  // 2026-11-22 is a Sunday.
  const sundayMorning = { date: '2026-11-22', minutes: 9 * 60 };

  it('never offers a closed day, and refuses it', () => {
    const days = scheduleDays(sundayMorning, week).map((day) => day.date);
    expect(days).toContain('2026-11-22');
    expect(days).not.toContain('2026-11-23');
    expect(scheduleProblem(sundayMorning, week, '2026-11-23', '13:00')).toBe('schedule_unavailable');
  });

  it('never offers a past time or one sooner than the kitchen lead, nor a time outside the hours', () => {
    const noon = { date: '2026-11-22', minutes: 12 * 60 + 10 };
    const [today] = scheduleDays(noon, week);
    expect(today?.hours[0]).toBe('13:30');
    expect(scheduleProblem(noon, week, '2026-11-22', '12:30')).toBe('schedule_in_past');
    expect(scheduleProblem(noon, week, '2026-11-21', '13:00')).toBe('schedule_in_past');
    expect(scheduleProblem(noon, week, '2026-11-24', '03:00')).toBe('schedule_unavailable');
    expect(scheduleProblem(noon, week, '2026-11-24', '13:15')).toBe('schedule_unavailable');
  });

  it("a late closing puts the early hours on the next date (Friday's 01:00 is Saturday's)", () => {
    expect(scheduleProblem(sundayMorning, week, '2026-11-28', '01:00')).toBeNull();
    expect(scheduleProblem(sundayMorning, week, '2026-11-27', '01:00')).toBe('schedule_unavailable');
  });
});

describe('GET /api/v4/params_to_schedule.json and /params/get_hours_schedule.json', () => {
  it("lists a week of Chapinero's days with 13:00 tomorrow and no 03:00", async () => {
    const res = await request(api, `/api/v4/params_to_schedule.json?branch_id=${chapinero.supplierId}`, {
      host: HOST,
    });
    const body = expectSchema(scheduleDaysResponseSchema, res.json);
    expect(body.timezone).toBe('America/Bogota');
    const day = body.days.find((d) => d.date === tomorrow());
    expect(day?.hours).toContain('13:00');
    expect(day?.hours).not.toContain('03:00');

    const hours = await request(
      api,
      `/params/get_hours_schedule.json?supplier_id=chapinero&date=${tomorrow()}`,
      {
        host: HOST,
      },
    );
    expect(expectSchema(scheduleHoursResponseSchema, hours.json).hours).toEqual(day?.hours);
  });

  it('a branch without scheduled delivery is 409; a bad date is 400; another instance is 404', async () => {
    expectApiError(
      await request(api, '/api/v4/params_to_schedule.json?branch_id=usaquen', { host: HOST }),
      409,
      'schedule_unavailable',
    );
    expectApiError(
      await request(api, '/params/get_hours_schedule.json?supplier_id=chapinero&date=2026-13-40', {
        host: HOST,
      }),
      400,
    );
    expectApiError(
      await request(api, '/api/v4/params_to_schedule.json?branch_id=roma-norte', { host: HOST }),
      404,
    );
  });
});

describe('a scheduled delivery order', () => {
  it('tomorrow at 13:00 Bogotá time is accepted and kept on the order', async () => {
    const res = await scheduled({ date: tomorrow(), hour: '13:00' });
    expect(res.status).toBe(201);
    expect(purchaseOf(res.json)).toMatchObject({
      subservice: 'schedule',
      delivery: { schedule: { date: tomorrow(), hour: '13:00' }, packed: true },
    });
  });

  it('at 03:00 (closed), yesterday, or without a date and hour it is refused', async () => {
    expectApiError(await scheduled({ date: tomorrow(), hour: '03:00' }), 422, 'schedule_unavailable');
    expectApiError(
      await scheduled({ date: addDays(tomorrow(), -2), hour: '13:00' }),
      422,
      'schedule_in_past',
    );
    expectApiError(await scheduled(null), 400);
    expectApiError(await scheduled({ date: tomorrow(), hour: '25:00' }), 400);
  });
});
