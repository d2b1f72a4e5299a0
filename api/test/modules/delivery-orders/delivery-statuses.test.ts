import { describe, expect, it } from 'vitest';
import { expectApiError, request, STAFF_TOKEN, useTestApi } from '../../helpers.ts';
import { SANDBOX } from '../../../src/modules/payments/sandbox-provider.ts';
import { type Diner, newDiner, payBody, purchaseOf, testCard, useMenu } from '../../support/table-orders.ts';

const api = useTestApi();
const HOST = 'la-brasa.localhost';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
const menu = useMenu(api, 'chapinero');

/** A paid order of `service` at Chapinero; answers its id and a reader of the diner's view of it. */
async function paidOrder(service: 'delivery' | 'take_away') {
  const diner: Diner = await newDiner(api, HOST);
  const placed = await request(api, '/shopping_cart/delivery_order.json', {
    method: 'POST',
    host: HOST,
    headers: diner.headers,
    body: {
      order: {
        supplier_id: menu.supplierId,
        service,
        subservice: null,
        lines: [{ id: menu.id('bandeja-paisa'), count: 1 }],
        cutlery: false,
        packed: false,
        comment: '',
        place:
          service === 'delivery'
            ? { latitude: 4.6486, longitude: -74.0628, address: 'Carrera 13 # 63-20', reference: 'Portería' }
            : null,
        schedule: null,
      },
    },
  });
  const id = purchaseOf(placed.json).id;
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

const move = (id: number, status: string) =>
  request(api, `/staff/instances/la-brasa/purchases/${id}/status`, {
    method: 'PUT',
    headers: staff,
    body: { status },
  });

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
