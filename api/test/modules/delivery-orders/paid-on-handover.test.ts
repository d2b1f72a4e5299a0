import { describe, expect, it } from 'vitest';
import { paymentResponseSchema, staffOrdersResponseSchema } from 'shared-contracts/schemas';
import { expectApiError, expectSchema, request, STAFF_TOKEN, useTestApi } from '../../helpers.ts';
import { moveOrder, placeOffPremisesOrder } from '../../support/off-premises-orders.ts';
import { pay, settle } from '../../support/payments.ts';
import { type Diner, join, newDiner, payBody, purchaseOf, useMenu } from '../../support/table-orders.ts';

const api = useTestApi();
const HOST = 'la-brasa.localhost';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
const menu = useMenu(api, 'chapinero');

/** A delivery order of one Bandeja paisa placed by `diner` at Chapinero (nothing paid yet). */
const placeDelivery = (diner: Diner) =>
  placeOffPremisesOrder(api, diner, menu, 'delivery', {
    address: 'Calle 63 # 9-20',
    reference: 'Portería azul',
  });

const viewOf = async (diner: Diner, id: number) =>
  purchaseOf(
    (await request(api, `/shopping_cart/cart/${id}.json`, { host: HOST, headers: diner.headers })).json,
  );

async function staffOrder(id: number) {
  const res = await request(api, '/staff/instances/la-brasa/branches/chapinero/orders', { headers: staff });
  expect(res.status, res.text).toBe(200);
  return expectSchema(staffOrdersResponseSchema, res.json).orders.find((order) => order.id === id);
}

describe('a delivery paid in cash at the door', () => {
  it('reaches the kitchen and the staff with its payment pending, which the staff settle on delivery', async () => {
    const diner = await newDiner(api, HOST);
    const id = await placeDelivery(diner);
    // Before its payment the order is still the diner's cart (the staff's board leaves it out).
    expect((await staffOrder(id))?.order_status).toBe('in_progress');

    const paid = await request(api, '/api/v4/payments.json', {
      method: 'POST',
      host: HOST,
      headers: { ...diner.headers, 'idempotency-key': `cash-at-door-${id}` },
      body: payBody(id, { method: 'cash' }),
    });
    expect(paid.status, paid.text).toBe(201);
    const payment = expectSchema(paymentResponseSchema, paid.json).payment;
    expect(payment.status).toBe('pending');

    // The order is placed: its lines are in the kitchen, the staff see it with the cash to collect.
    const view = await viewOf(diner, id);
    expect(view.order_status).toBe('accepted');
    expect(view.items.every((line) => line.status === 'ordered')).toBe(true);
    const order = await staffOrder(id);
    expect(order).toMatchObject({ order_status: 'accepted' });
    expect(order?.pending_payments.map((pending) => pending.id)).toEqual([payment.id]);

    const settled = await request(api, `/staff/payments/${payment.id}.json`, {
      method: 'PUT',
      host: HOST,
      headers: staff,
      body: { status: 'approved' },
    });
    expect(settled.status, settled.text).toBe(200);
    expect((await staffOrder(id))?.pending_payments).toEqual([]);
  });
});

describe('finishing an order paid in cash', () => {
  const move = (id: number, status: string) => moveOrder(api, id, status);
  /** A delivery placed to be paid in cash at the door: its payment waits for the staff. */
  async function cashOrder() {
    const diner = await newDiner(api, HOST);
    const id = await placeDelivery(diner);
    const paid = await pay(api, diner, id, { method: 'cash' });
    return { diner, id, payment: expectSchema(paymentResponseSchema, paid.json).payment };
  }

  it('waits for the cash to be settled; a declined one leaves money due, and the order is cancelled, not finished', async () => {
    const { diner, id, payment } = await cashOrder();

    expectApiError(await move(id, 'finished'), 409, 'payment_pending');
    expect((await staffOrder(id))?.pending_payments).toHaveLength(1);
    await settle(api, payment.id, 'declined');
    expectApiError(await move(id, 'finished'), 409, 'order_unpaid');
    expect((await move(id, 'cancelled')).status).toBe(200);
    expect((await viewOf(diner, id)).order_status).toBe('cancelled');
  });

  it('finishes once the cash is confirmed', async () => {
    const { id, payment } = await cashOrder();
    await settle(api, payment.id, 'approved');
    const finished = await move(id, 'finished');
    expect(finished.status, finished.text).toBe(200);
  });
});

describe('ordering without a table while a delivery order is open', () => {
  it('starts an order of its own: the delivery never gets table lines nor reaches the kitchen unpaid', async () => {
    const diner = await newDiner(api, HOST);
    const deliveryId = await placeDelivery(diner);
    const withoutTable = await join(api, diner, menu.supplierId, null);
    expect(withoutTable.id).not.toBe(deliveryId);
    expect(withoutTable.service).toBe('on_table');

    // The table's "send to the kitchen" is refused on the delivery order itself.
    expectApiError(
      await request(api, `/menudigital/cook_products/${deliveryId}.json`, {
        method: 'PUT',
        host: HOST,
        headers: diner.headers,
        body: {},
      }),
      409,
      'payment_required',
    );
    const view = await viewOf(diner, deliveryId);
    expect(view.order_status).toBe('in_progress');
    expect(view.items.every((line) => line.status === 'pending')).toBe(true);
  });
});
