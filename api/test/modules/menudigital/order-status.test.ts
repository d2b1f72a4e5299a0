import { describe, expect, it } from 'vitest';
import { expectApiError, request, STAFF_TOKEN, useTestApi } from '../../helpers.ts';
import { addProduct, join, newDiner, purchaseOf, useMenu } from '../../support/table-orders.ts';

const api = useTestApi();
const HOST = 'la-brasa.localhost';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };

const chapinero = useMenu(api, 'chapinero');
const { id } = chapinero;

const put = (url: string, body?: object, headers: Record<string, string> = staff) =>
  request(api, url, { method: 'PUT', headers, ...(body ? { body } : {}) });
const statusUrl = (purchaseId: number, slug = 'la-brasa') =>
  `/staff/instances/${slug}/purchases/${purchaseId}/status`;

async function tableWithLine(code: string) {
  const diner = await newDiner(api);
  const purchase = await join(api, diner, chapinero.supplierId, code);
  expect((await addProduct(api, diner, purchase.id, { id: id('gaseosa'), count: 1 })).status).toBe(201);
  const cart = async () =>
    purchaseOf(
      (await request(api, `/menudigital/cart/${purchase.id}.json`, { host: HOST, headers: diner.headers }))
        .json,
    );
  return { diner, purchaseId: purchase.id, cart };
}

describe('order status', () => {
  it('is derived from the lines until the staff set one: in progress, preparation, delivered, closed account', async () => {
    const { diner, purchaseId, cart } = await tableWithLine('M04');
    expect((await cart()).order_status).toBe('in_progress');
    await request(api, `/menudigital/cook_products/${purchaseId}.json`, {
      method: 'PUT',
      host: HOST,
      headers: diner.headers,
      body: {},
    });
    const ordered = await cart();
    expect(ordered.order_status).toBe('preparation');
    const line = ordered.items[0]?.id;
    await put(`/staff/instances/la-brasa/purchases/${purchaseId}/items/${line}`, { status: 'delivered' });
    expect((await cart()).order_status).toBe('delivered');
    await put(`/staff/instances/la-brasa/purchases/${purchaseId}/close`);
    expect((await cart()).order_status).toBe('closed_account');
  });

  it('the staff move it, bumping the version; finished and cancelled are final', async () => {
    const { purchaseId, cart } = await tableWithLine('M05');
    const before = (await cart()).version;
    const accepted = await put(statusUrl(purchaseId), { status: 'accepted' });
    expect(accepted.status, accepted.text).toBe(200);
    expect(purchaseOf(accepted.json)).toMatchObject({ order_status: 'accepted' });
    expect(purchaseOf(accepted.json).version).toBeGreaterThan(before);
    // A staff status holds even when the lines say otherwise.
    expect((await cart()).order_status).toBe('accepted');
    for (const status of ['preparation', 'packed', 'on_the_way', 'delivered', 'in_progress'] as const) {
      expect(purchaseOf((await put(statusUrl(purchaseId), { status })).json).order_status).toBe(status);
    }
    expect(purchaseOf((await put(statusUrl(purchaseId), { status: 'finished' })).json).order_status).toBe(
      'finished',
    );
    expectApiError(await put(statusUrl(purchaseId), { status: 'preparation' }), 409, 'order_status_final');
    // Closing the account after a final status keeps the final status on screen.
    await put(`/staff/instances/la-brasa/purchases/${purchaseId}/close`);
    expect((await cart()).order_status).toBe('finished');
  });

  it('a closed account takes only a final status; closed_account and unknown words are refused', async () => {
    const { purchaseId, cart } = await tableWithLine('M06');
    expectApiError(await put(statusUrl(purchaseId), { status: 'closed_account' }), 400);
    expectApiError(await put(statusUrl(purchaseId), { status: 'lost' }), 400);
    await put(`/staff/instances/la-brasa/purchases/${purchaseId}/close`);
    expectApiError(await put(statusUrl(purchaseId), { status: 'preparation' }), 409, 'purchase_closed');
    expect(purchaseOf((await put(statusUrl(purchaseId), { status: 'cancelled' })).json).order_status).toBe(
      'cancelled',
    );
    expect((await cart()).order_status).toBe('cancelled');
  });

  it('needs the staff token and a purchase of that instance', async () => {
    const { purchaseId } = await tableWithLine('M07');
    expectApiError(await put(statusUrl(purchaseId), { status: 'accepted' }, {}), 401);
    expectApiError(
      await put(statusUrl(purchaseId, 'hotel-mirador'), { status: 'accepted' }),
      404,
      'purchase_not_found',
    );
    expectApiError(await put(statusUrl(2147483647), { status: 'accepted' }), 404, 'purchase_not_found');
  });
});
