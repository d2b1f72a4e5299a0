import { describe, expect, it } from 'vitest';
import { expectApiError, request, STAFF_TOKEN, useTestApi } from './helpers.ts';
import { addProduct, join, newDiner, purchaseOf, useMenu } from './support/table-orders.ts';

// A low limit so the test reaches it; production keeps the default (see DINER_WRITES_PER_MINUTE).
const LIMIT = 4;
const api = useTestApi(() => ({ DINER_WRITES_PER_MINUTE: LIMIT }));
const HOST = 'la-brasa.localhost';
const chapinero = useMenu(api, 'chapinero');
const { id } = chapinero;

describe('diner writes are limited per profile on routes without a limit of their own', () => {
  it("refuses a diner's writes over the limit with 429 and changes nothing; a table mate on the same Wi-Fi goes on", async () => {
    const [a, b] = [await newDiner(api), await newDiner(api)];
    const purchase = await join(api, a, chapinero.supplierId, 'M10');
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) {
      const res = await addProduct(api, a, purchase.id, { id: id('empanadas'), count: 1 });
      statuses.push(res.status);
    }
    // Each route counts on its own: the join does not use up the adds.
    expect(statuses).toEqual(Array(LIMIT).fill(201));
    const over = await addProduct(api, a, purchase.id, { id: id('empanadas'), count: 1 });
    expectApiError(over, 429, 'too_many_requests');
    expect(over.headers['retry-after']).toBeDefined();

    await join(api, b, chapinero.supplierId, 'M10');
    const mate = await addProduct(api, b, purchase.id, { id: id('gaseosa'), count: 1 });
    expect(mate.status, mate.text).toBe(201);

    const seen = await request(api, `/shopping_cart/cart/${purchase.id}.json`, {
      host: HOST,
      headers: a.headers,
    });
    const items = purchaseOf(seen.json).items;
    expect(items.filter((item) => item.product_id === id('empanadas'))).toHaveLength(LIMIT);
    expect(items.filter((item) => item.product_id === id('gaseosa'))).toHaveLength(1);
  });

  it('counts requests without a profile per address, and never limits reads or staff calls', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      const res = await request(api, '/legal/check_cookies.json', { method: 'POST', host: HOST });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(401), 429]);

    for (let i = 0; i <= LIMIT * 2; i++) {
      const res = await request(api, '/api/suppliers/chapinero/menu.json', { host: HOST });
      expect(res.status).toBeLessThan(429);
    }
    for (let i = 0; i <= LIMIT; i++) {
      const res = await request(api, '/staff/instances/la-brasa/popup', {
        method: 'PUT',
        host: HOST,
        headers: { authorization: `Bearer ${STAFF_TOKEN}` },
        body: { popup: null },
      });
      expect(res.status, res.text).toBe(200);
    }
  });
});
