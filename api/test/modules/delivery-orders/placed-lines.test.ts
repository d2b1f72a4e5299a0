import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purchases } from '../../../src/db/schema.ts';
import { expectApiError, request, useTestApi } from '../../helpers.ts';
import { placeOffPremisesOrder } from '../../support/off-premises-orders.ts';
import { addProduct, newDiner, purchaseOf, useMenu } from '../../support/table-orders.ts';

const api = useTestApi();
const HOST = 'la-brasa.localhost';
const menu = useMenu(api, 'chapinero');

describe("a placed delivery or take-away order's lines", () => {
  for (const service of ['delivery', 'take_away'] as const) {
    it(`${service}: no line is added, recounted, removed or cleaned one by one (409 order_placed)`, async () => {
      const diner = await newDiner(api, HOST);
      const id = await placeOffPremisesOrder(api, diner, menu, service);
      const cart = async () =>
        purchaseOf(
          (await request(api, `/shopping_cart/cart/${id}.json`, { host: HOST, headers: diner.headers })).json,
        );
      const before = await cart();
      const line = before.items[0]?.id ?? 0;
      expect(before.items).toHaveLength(1);

      expectApiError(
        await addProduct(api, diner, id, { id: menu.id('bandeja-paisa'), count: 1 }),
        409,
        'order_placed',
      );
      const recount = await request(api, `/shopping_cart/product_cart/${line}.json?purchase_id=${id}`, {
        method: 'PUT',
        host: HOST,
        headers: diner.headers,
        body: { product: { count: 3 } },
      });
      expectApiError(recount, 409, 'order_placed');
      const removed = await request(api, `/shopping_cart/product_cart/${line}.json?purchase_id=${id}`, {
        method: 'DELETE',
        host: HOST,
        headers: diner.headers,
      });
      expectApiError(removed, 409, 'order_placed');
      const cleaned = await request(api, `/menudigital/clean_cart/${id}.json`, {
        method: 'DELETE',
        host: HOST,
        headers: diner.headers,
      });
      expectApiError(cleaned, 409, 'order_placed');

      const after = await cart();
      expect(after.items.map(({ id: itemId, count }) => ({ itemId, count }))).toEqual([
        { itemId: line, count: 1 },
      ]);
      expect(after.version).toBe(before.version);
    });
  }
});

describe('placing a cart whose prices changed since it was filled', () => {
  const ordersOf = async (profileId: number) =>
    (await api.app.db.select().from(purchases).where(eq(purchases.openedBy, profileId))).length;
  const place = (diner: Awaited<ReturnType<typeof newDiner>>, price: number | undefined) =>
    request(api, '/shopping_cart/delivery_order.json', {
      method: 'POST',
      host: HOST,
      headers: diner.headers,
      body: {
        order: {
          supplier_id: menu.supplierId,
          service: 'take_away',
          subservice: null,
          lines: [{ id: menu.id('bandeja-paisa'), count: 2, ...(price === undefined ? {} : { price }) }],
          cutlery: false,
          packed: false,
          comment: '',
          place: null,
          schedule: null,
        },
      },
    });

  it('refuses it before anything is placed, naming the product and its price now (409 price_changed)', async () => {
    const diner = await newDiner(api, HOST);
    // Bandeja paisa costs 38.000 in the fixture; the cart was filled when it cost 35.000.
    const refused = await place(diner, 35000);
    expectApiError(refused, 409, 'price_changed');
    expect(refused.json).toMatchObject({ details: { label: 'Bandeja paisa', price: 38000 } });
    expect(await ordersOf(diner.id)).toBe(0);
  });

  it('places it at the price the cart showed, or at the menu price when the cart sent none', async () => {
    const diner = await newDiner(api, HOST);
    const seen = await place(diner, 38000);
    expect(seen.status, seen.text).toBe(201);
    expect(purchaseOf(seen.json).total).toBe(76000);
    expect(await ordersOf(diner.id)).toBe(1);
    const unsaid = await place(await newDiner(api, HOST), undefined);
    expect(unsaid.status, unsaid.text).toBe(201);
    expect(purchaseOf(unsaid.json).total).toBe(76000);
  });
});
