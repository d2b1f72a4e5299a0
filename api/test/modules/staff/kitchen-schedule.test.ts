import { describe, expect, it } from 'vitest';
import { type DeliverySchedule, kitchenSnapshotSchema } from 'shared-contracts/schemas';
import { addDays, localNow } from '../../../src/lib/local-time.ts';
import { SANDBOX } from '../../../src/modules/payments/sandbox-provider.ts';
import { expectSchema, request, STAFF_TOKEN, useTestApi } from '../../helpers.ts';
import { moveOrder, placeOffPremisesOrder } from '../../support/off-premises-orders.ts';
import { newDiner, payBody, testCard, useMenu } from '../../support/table-orders.ts';

const api = useTestApi();
const HOST = 'la-brasa.localhost';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
const menu = useMenu(api, 'chapinero');

/** A delivery at Chapinero for `schedule` (null: for now), paid by card, so its lines reach the kitchen. */
async function paidDelivery(schedule: DeliverySchedule | null): Promise<number> {
  const diner = await newDiner(api, HOST);
  const id = await placeOffPremisesOrder(api, diner, menu, 'delivery', { schedule });
  const paid = await request(api, '/api/v4/payments.json', {
    method: 'POST',
    host: HOST,
    headers: { ...diner.headers, 'idempotency-key': `kitchen-schedule-${id}` },
    body: payBody(id, { method: 'card', card: testCard(SANDBOX.cardApproved) }),
  });
  expect(paid.status, paid.text).toBe(201);
  return id;
}

describe("the kitchen display's scheduled orders", () => {
  it('carries the scheduled day and hour as an instant of the branch clock; an order for now has none', async () => {
    // Tomorrow on the test clock's Bogotá calendar (Chapinero's time zone, UTC-5 all year).
    const tomorrow = addDays(localNow(api.app.clock.now(), 'America/Bogota').date, 1);
    const later = await paidDelivery({ date: tomorrow, hour: '13:00' });
    const now = await paidDelivery(null);

    const res = await request(api, '/staff/instances/la-brasa/branches/chapinero/kitchen', {
      headers: staff,
    });
    expect(res.status, res.text).toBe(200);
    const orders = expectSchema(kitchenSnapshotSchema, res.json).orders;
    expect(orders.find((order) => order.id === later)).toMatchObject({
      delivery: { schedule: { date: tomorrow, hour: '13:00' } },
      scheduled_at: `${tomorrow}T18:00:00.000Z`,
    });
    expect(orders.find((order) => order.id === now)).toMatchObject({
      delivery: { schedule: null },
      scheduled_at: null,
    });
  });
});

describe('the kitchen display drops an order that left the kitchen', () => {
  const move = (id: number, status: string) => moveOrder(api, id, status);
  const onDisplay = async () => {
    const res = await request(api, '/staff/instances/la-brasa/branches/chapinero/kitchen', {
      headers: staff,
    });
    return expectSchema(kitchenSnapshotSchema, res.json).orders.map((order) => order.id);
  };

  it('packed, on its way, finished or cancelled, even with lines the cook never marked', async () => {
    const packed = await paidDelivery(null);
    const cancelled = await paidDelivery(null);
    const cooking = await paidDelivery(null);
    expect(await onDisplay()).toEqual(expect.arrayContaining([packed, cancelled, cooking]));

    expect((await move(packed, 'packed')).status).toBe(200);
    expect((await move(cancelled, 'cancelled')).status).toBe(200);
    expect((await move(cooking, 'preparation')).status).toBe(200);
    const shown = await onDisplay();
    expect(shown).toContain(cooking);
    expect(shown).not.toContain(packed);
    expect(shown).not.toContain(cancelled);

    expect((await move(cooking, 'finished')).status).toBe(200);
    expect(await onDisplay()).not.toContain(cooking);
  });
});
