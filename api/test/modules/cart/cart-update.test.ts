import { describe, expect, it } from 'vitest';
import { cookResponseSchema } from 'shared-contracts/schemas';
import { expectApiError, expectSchema, request, STAFF_TOKEN, useTestApi } from '../../helpers.ts';
import {
  addProduct,
  type Diner,
  join,
  menuOf,
  newDiner,
  purchaseOf,
  useMenu,
  whileUnavailable,
} from '../../support/table-orders.ts';

const api = useTestApi();
const HOST = 'la-brasa.localhost';
const chapinero = useMenu(api, 'chapinero');
const { id } = chapinero;

/** `PUT /shopping_cart/cart/{purchase}.json?purchase_id` with `cart` and `product_status`. */
function putCart(diner: Diner, purchaseId: number, body: object, query = `?purchase_id=${purchaseId}`) {
  return request(api, `/shopping_cart/cart/${purchaseId}.json${query}`, {
    method: 'PUT',
    host: diner.host,
    headers: diner.headers,
    body,
  });
}

async function cart(diner: Diner, purchaseId: number) {
  const res = await request(api, `/shopping_cart/cart/${purchaseId}.json`, {
    host: diner.host,
    headers: diner.headers,
  });
  return purchaseOf(res.json);
}

describe('PUT /shopping_cart/cart/{purchase}.json (cart, product_status)', () => {
  it('sets the note and sends the pending lines to the kitchen in one change', async () => {
    const [a, b] = [await newDiner(api), await newDiner(api)];
    const purchase = await join(api, a, chapinero.supplierId, 'M05');
    await join(api, b, chapinero.supplierId, 'M05');
    await addProduct(api, a, purchase.id, { id: id('empanadas'), count: 1 });
    await addProduct(api, b, purchase.id, { id: id('gaseosa'), count: 2 });
    const res = await putCart(b, purchase.id, { cart: { comment: 'Sin hielo' }, product_status: 'ordered' });
    expect(res.status, res.text).toBe(200);
    const { purchase: after, removed_unavailable } = expectSchema(cookResponseSchema, res.json);
    expect(removed_unavailable).toEqual([]);
    expect(after.comment).toBe('Sin hielo');
    expect(after.items.map((item) => item.status)).toEqual(['ordered', 'ordered']);
    expect(after.version).toBeGreaterThan(purchase.version);
  });

  it('removes lines whose product became unavailable, as cook_products does', async () => {
    const a = await newDiner(api);
    const purchase = await join(api, a, chapinero.supplierId, 'M06');
    await addProduct(api, a, purchase.id, { id: id('patacon'), count: 1 });
    await addProduct(api, a, purchase.id, { id: id('empanadas'), count: 1 });
    await whileUnavailable(api, id('patacon'), async () => {
      const res = await putCart(a, purchase.id, { product_status: 'ordered' });
      const body = expectSchema(cookResponseSchema, res.json);
      expect(body.removed_unavailable.map((line) => line.label)).toEqual(['Patacón con hogao']);
      expect(body.purchase.items.map((item) => [item.label, item.status])).toEqual([
        ['Empanadas x3', 'ordered'],
      ]);
    });
  });

  it('confirms prepared lines as delivered; with nothing prepared it refuses and keeps the note', async () => {
    const a = await newDiner(api);
    const purchase = await join(api, a, chapinero.supplierId, 'M07');
    await addProduct(api, a, purchase.id, { id: id('gaseosa'), count: 1 });
    expect((await putCart(a, purchase.id, { product_status: 'ordered' })).status).toBe(200);
    expectApiError(
      await putCart(a, purchase.id, { cart: { comment: 'Rápido' }, product_status: 'delivered' }),
      409,
      'nothing_to_receive',
    );
    expect((await cart(a, purchase.id)).comment).toBe('');

    const lineId = (await cart(a, purchase.id)).items[0]?.id;
    const prepared = await request(
      api,
      `/staff/instances/la-brasa/purchases/${purchase.id}/items/${lineId}`,
      {
        method: 'PUT',
        host: HOST,
        headers: { authorization: `Bearer ${STAFF_TOKEN}` },
        body: { status: 'prepared' },
      },
    );
    expect(prepared.status, prepared.text).toBe(200);
    const res = await putCart(a, purchase.id, { product_status: 'delivered' });
    expect(expectSchema(cookResponseSchema, res.json).purchase.items[0]?.status).toBe('delivered');
  });

  it('follows the table classes: lists and pay-first classes send nothing to the kitchen', async () => {
    const a = await newDiner(api);
    const usaquen = await menuOf(api, HOST, 'usaquen');
    const list = await join(api, a, usaquen.supplierId, 'U03');
    await addProduct(api, a, list.id, { id: id('gaseosa'), count: 1 });
    expectApiError(
      await putCart(a, list.id, { cart: { comment: 'x' }, product_status: 'ordered' }),
      409,
      'cook_not_available',
    );
    expect((await cart(a, list.id)).comment).toBe('');

    const guest = await newDiner(api, 'hotel-mirador.localhost');
    const mirador = await menuOf(api, guest.host, 'miraflores');
    const room = await join(api, guest, mirador.supplierId, '202');
    expectApiError(await putCart(guest, room.id, { product_status: 'ordered' }), 409, 'payment_required');
  });

  it('refuses statuses a diner cannot set, an empty body, a mismatched purchase_id and other profiles', async () => {
    const a = await newDiner(api);
    const purchase = await join(api, a, chapinero.supplierId, 'M08');
    await addProduct(api, a, purchase.id, { id: id('gaseosa'), count: 1 });
    for (const body of [{ product_status: 'prepared' }, { product_status: 'pending' }, {}, { cart: {} }]) {
      expectApiError(await putCart(a, purchase.id, body), 400);
    }
    expectApiError(
      await putCart(a, purchase.id, { product_status: 'ordered' }, `?purchase_id=${purchase.id + 1}`),
      400,
    );
    expectApiError(
      await putCart(await newDiner(api), purchase.id, { product_status: 'ordered' }),
      403,
      'not_your_purchase',
    );
    expect((await cart(a, purchase.id)).items[0]?.status).toBe('pending');
    // The note alone still works, on both prefixes.
    const noted = await request(api, `/menudigital/cart/${purchase.id}`, {
      method: 'PUT',
      host: HOST,
      headers: a.headers,
      body: { cart: { comment: 'Sin cebolla' } },
    });
    expect(purchaseOf(noted.json).comment).toBe('Sin cebolla');
  });
});
