import { describe, expect, it } from 'vitest';
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
