import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { myOrdersResponseSchema, staffOrdersResponseSchema } from 'shared-contracts/schemas';
import { profiles, purchases } from '../../../src/db/schema.ts';
import { expectApiError, expectSchema, request, STAFF_TOKEN, useTestApi } from '../../helpers.ts';
import { SANDBOX } from '../../../src/modules/payments/sandbox-provider.ts';
import { moveOrder, placeOffPremisesOrder } from '../../support/off-premises-orders.ts';
import {
  type Diner,
  newDiner,
  payBody,
  purchaseOf,
  TEST_CONTACT,
  testCard,
  useMenu,
} from '../../support/table-orders.ts';

const api = useTestApi();
const HOST = 'la-brasa.localhost';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
const menu = useMenu(api, 'chapinero');

/** A paid order of `service` at Chapinero; answers its id and a reader of the diner's view of it. */
async function paidOrder(service: 'delivery' | 'take_away') {
  const diner: Diner = await newDiner(api, HOST);
  const id = await placeOffPremisesOrder(api, diner, menu, service);
  const view = async () =>
    purchaseOf(
      (await request(api, `/shopping_cart/cart/${id}.json`, { host: HOST, headers: diner.headers })).json,
    );
  expect((await view()).order_status).toBe('in_progress');
  const paid = await request(api, '/api/v4/payments.json', {
    method: 'POST',
    host: HOST,
    headers: { ...diner.headers, 'idempotency-key': `delivery-payment-${id}` },
    body: payBody(id, { method: 'card', card: testCard(SANDBOX.cardApproved) }),
  });
  expect(paid.status).toBe(201);
  return { id, view };
}

const move = (id: number, status: string) => moveOrder(api, id, status);

describe('delivery statuses moved by the staff', () => {
  it('a paid delivery is accepted, then moves forward to delivered; never back, never to in_progress', async () => {
    const { id, view } = await paidOrder('delivery');
    expect((await view()).order_status).toBe('accepted');
    for (const status of ['preparation', 'packed', 'on_the_way', 'delivered']) {
      const res = await move(id, status);
      expect(res.status, res.text).toBe(200);
      expect((await view()).order_status).toBe(status);
    }
    expectApiError(await move(id, 'packed'), 409, 'invalid_transition');
    expectApiError(await move(id, 'in_progress'), 409, 'invalid_transition');
    expect((await move(id, 'finished')).status).toBe(200);
    expectApiError(await move(id, 'delivered'), 409, 'order_status_final');
  });

  it('a take-away order is never on the way; it may skip ahead and be cancelled', async () => {
    const { id, view } = await paidOrder('take_away');
    expectApiError(await move(id, 'on_the_way'), 409, 'invalid_transition');
    expect((await move(id, 'packed')).status).toBe(200);
    expect((await move(id, 'cancelled')).status).toBe(200);
    expect((await view()).order_status).toBe('cancelled');
  });
});

/** The profile that placed order `id` gets a name and phone of its own: Lucía Gómez, +57 300 444 5566. */
async function nameTheProfileOf(id: number): Promise<void> {
  const [placed] = await api.app.db
    .select({ openedBy: purchases.openedBy })
    .from(purchases)
    .where(eq(purchases.id, id));
  await api.app.db
    .update(profiles)
    .set({ name: 'Lucía Gómez', phone: '+57 300 444 5566' })
    .where(eq(profiles.id, placed?.openedBy ?? 0));
}

describe("the branch's delivery and take-away orders for the staff", () => {
  it("lists a paid order with its address, reference and the payer's name and phone from the contact form", async () => {
    const { id } = await paidOrder('delivery');
    // The profile's own name is not whom the payer said to call.
    await nameTheProfileOf(id);
    const res = await request(api, '/staff/instances/la-brasa/branches/chapinero/orders', { headers: staff });
    expect(res.status, res.text).toBe(200);
    const order = expectSchema(staffOrdersResponseSchema, res.json).orders.find((o) => o.id === id);
    expect(order).toMatchObject({
      service: 'delivery',
      order_status: 'accepted',
      contact: { name: TEST_CONTACT.name, phone: TEST_CONTACT.phone },
      delivery: { address: 'Carrera 13 # 63-20', reference: 'Portería' },
    });
  });

  it('an order not paid yet names the profile that placed it', async () => {
    const diner: Diner = await newDiner(api, HOST);
    const id = await placeOffPremisesOrder(api, diner, menu, 'take_away');
    await nameTheProfileOf(id);
    const res = await request(api, '/staff/instances/la-brasa/branches/chapinero/orders', { headers: staff });
    const order = expectSchema(staffOrdersResponseSchema, res.json).orders.find((o) => o.id === id);
    expect(order?.contact).toEqual({ name: 'Lucía Gómez', phone: '+57 300 444 5566' });
  });
});

describe("the diner's list of orders", () => {
  it('names what each bill comes to with its delivery fee, not the products alone', async () => {
    const diner: Diner = await newDiner(api, HOST);
    const id = await placeOffPremisesOrder(api, diner, menu, 'delivery');
    const res = await request(api, '/menudigital/my_orders.json?supplier_id=chapinero', {
      host: HOST,
      headers: diner.headers,
    });
    expect(res.status, res.text).toBe(200);
    const list = expectSchema(myOrdersResponseSchema, res.json);
    const view = list.purchases.find((purchase) => purchase.id === id);
    const due = list.dues.find((entry) => entry.purchase_id === id)?.due_minor;
    // Chapinero cercano's fee is 5.000 pesos on top of the products.
    expect(due).toBe((view?.total ?? 0) + 5000);
  });
});
