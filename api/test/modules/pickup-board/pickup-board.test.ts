import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pickupBoardSchema, type PickupBoard } from 'shared-contracts/schemas';
import { instances, purchases, suppliers } from '../../../src/db/schema.ts';
import { SANDBOX } from '../../../src/modules/payments/sandbox-provider.ts';
import { expectApiError, expectSchema, request, STAFF_TOKEN, useTestApi } from '../../helpers.ts';
import { newDiner, payBody, TEST_CONTACT, testCard, useMenu } from '../../support/table-orders.ts';
import { placeOffPremisesOrder } from '../../support/off-premises-orders.ts';

const api = useTestApi();
const HOST = 'la-brasa.localhost';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
const menu = useMenu(api, 'chapinero');

/** An order of `service` at Chapinero, placed and (unless `paid` is false) paid by card; answers its id. */
async function order(service: 'delivery' | 'take_away', paid = true): Promise<number> {
  const diner = await newDiner(api, HOST);
  const id = await placeOffPremisesOrder(api, diner, menu, service, {
    comment: 'Llamar a Ana al 300 111 2233',
  });
  if (paid) {
    const res = await request(api, '/api/v4/payments.json', {
      method: 'POST',
      host: HOST,
      headers: { ...diner.headers, 'idempotency-key': `pickup-board-${id}` },
      body: payBody(id, { method: 'card', card: testCard(SANDBOX.cardApproved) }),
    });
    expect(res.status, res.text).toBe(201);
  }
  return id;
}

const move = async (id: number, status: string) => {
  const res = await request(api, `/staff/instances/la-brasa/purchases/${id}/status`, {
    method: 'PUT',
    headers: staff,
    body: { status },
  });
  expect(res.status, res.text).toBe(200);
};

async function board(branch = 'chapinero', host = HOST): Promise<{ board: PickupBoard; text: string }> {
  const res = await request(api, `/api/v4/pickup_board/${branch}.json`, { host });
  expect(res.status, res.text).toBe(200);
  return { board: expectSchema(pickupBoardSchema, res.json), text: res.text };
}
const stageOf = async (id: number) =>
  (await board()).board.orders.find((entry) => entry.number === id)?.stage ?? 'absent';

describe('the pickup board of a branch', () => {
  it("shows a paid take-away order preparing, then ready when packed, and drops it once it's picked up", async () => {
    const id = await order('take_away');
    expect(await stageOf(id)).toBe('preparing');
    await move(id, 'preparation');
    expect(await stageOf(id)).toBe('preparing');
    await move(id, 'packed');
    expect(await stageOf(id)).toBe('ready');
    await move(id, 'delivered');
    expect(await stageOf(id)).toBe('absent');
  });

  it('leaves out unpaid, cancelled and finished take-away orders, and every delivery order', async () => {
    const unpaid = await order('take_away', false);
    const cancelled = await order('take_away');
    await move(cancelled, 'cancelled');
    const finished = await order('take_away');
    await move(finished, 'packed');
    await move(finished, 'finished');
    const delivery = await order('delivery');
    for (const id of [unpaid, cancelled, finished, delivery]) expect(await stageOf(id)).toBe('absent');
  });

  it("leaves out yesterday's orders and those scheduled for another day", async () => {
    const old = await order('take_away');
    await api.app.db
      .update(purchases)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(purchases.id, old));
    expect(await stageOf(old)).toBe('absent');
    const later = await order('take_away');
    const [row] = await api.app.db.select().from(purchases).where(eq(purchases.id, later));
    if (!row?.delivery) throw new Error(`order ${later} has no delivery details`);
    await api.app.db
      .update(purchases)
      .set({ delivery: { ...row.delivery, schedule: { date: '2099-01-01', hour: '12:00' } } })
      .where(eq(purchases.id, later));
    expect(await stageOf(later)).toBe('absent');
  });

  it('tells nothing personal: only numbers and stages, oldest first', async () => {
    const first = await order('take_away');
    const second = await order('take_away');
    await move(second, 'packed');
    const { board: shown, text } = await board();
    for (const entry of shown.orders) expect(Object.keys(entry).sort()).toEqual(['number', 'stage']);
    expect(Object.keys(JSON.parse(text) as object)).toEqual(['orders']);
    const numbers = shown.orders.map((entry) => entry.number);
    expect(numbers.indexOf(first)).toBeLessThan(numbers.indexOf(second));
    for (const secret of [
      TEST_CONTACT.name,
      '300 111 2233',
      TEST_CONTACT.email,
      'Ana',
      '1020304050',
      'Bandeja',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("never shows another instance's orders, nor answers for another instance's branch", async () => {
    const [other] = await api.app.db
      .select({ instanceId: suppliers.instanceId, supplierId: suppliers.id, slug: suppliers.slug })
      .from(suppliers)
      .innerJoin(instances, eq(instances.id, suppliers.instanceId))
      .where(and(eq(instances.slug, 'taqueria-lupita'), eq(suppliers.slug, 'roma-norte')));
    if (!other) throw new Error('taqueria-lupita/roma-norte is missing from the fixtures');
    const stranger = await newDiner(api, 'taqueria-lupita.localhost');
    const [foreign] = await api.app.db
      .insert(purchases)
      .values({
        instanceId: other.instanceId,
        supplierId: other.supplierId,
        openedBy: stranger.id,
        service: 'take_away',
        orderStatus: 'accepted',
        // Placed "now" by the app's clock: the machine's may still be yesterday in Mexico City.
        createdAt: api.app.clock.now(),
      })
      .returning({ id: purchases.id });
    if (!foreign) throw new Error('the foreign order was not stored');
    const theirs = await board('roma-norte', 'taqueria-lupita.localhost');
    expect(theirs.board.orders.map((entry) => entry.number)).toContain(foreign.id);
    expect((await board()).board.orders.map((entry) => entry.number)).not.toContain(foreign.id);
    for (const ref of ['roma-norte', String(other.supplierId)]) {
      expectApiError(
        await request(api, `/api/v4/pickup_board/${ref}.json`, { host: HOST }),
        404,
        'supplier_not_found',
      );
    }
  });

  it('answers 404 supplier_not_found for an unknown branch', async () => {
    expectApiError(
      await request(api, '/api/v4/pickup_board/nowhere.json', { host: HOST }),
      404,
      'supplier_not_found',
    );
  });
});
