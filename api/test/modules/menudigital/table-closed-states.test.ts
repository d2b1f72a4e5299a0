import { describe, expect, it } from 'vitest';
import { tableInitResponseSchema } from 'shared-contracts/schemas';
import { expectApiError, expectSchema, request, STAFF_TOKEN, useTestApi } from '../../helpers.ts';
import {
  addProduct,
  type Diner,
  join,
  newDiner,
  payBody,
  purchaseOf,
  tableKey,
  useMenu,
} from '../../support/table-orders.ts';

// The staff's switches of the day (business or kitchen closed) hold at the table as they do for
// delivery: a closed business or kitchen opens no table order, takes no new line and sends nothing to the
// kitchen. What is already open can still be read, trimmed and paid.

const api = useTestApi();
const HOST = 'la-brasa.localhost';
const chapinero = useMenu(api, 'chapinero');

const setState = (body: object) =>
  request(api, '/staff/instances/la-brasa/branches/chapinero/state', {
    method: 'PUT',
    headers: { authorization: `Bearer ${STAFF_TOKEN}` },
    body,
  });

const call = (diner: Diner, method: 'PUT' | 'DELETE' | 'GET', url: string, body?: object) =>
  request(api, url, { method, host: HOST, headers: diner.headers, ...(body ? { body } : {}) });

const tableCheck = async (code: string) =>
  expectSchema(
    tableInitResponseSchema,
    (await request(api, `/menudigital/init?supplier_id=chapinero&table_code=${code}`, { host: HOST })).json,
  );

async function joinStatus(diner: Diner, code: string | null, key?: string | null) {
  return request(api, '/menudigital/init.json', {
    method: 'POST',
    host: HOST,
    headers: diner.headers,
    body: { purchase: { supplier_id: chapinero.supplierId, table_code: code, table_key: key ?? null } },
  });
}

describe.each(['business_closed', 'kitchen_closed'] as const)('while %s', (closed) => {
  it('no table order opens, no line is added or raised and nothing goes to the kitchen; the open bill is still read, trimmed and paid', async () => {
    const code = closed === 'business_closed' ? 'M05' : 'M06';
    const freeTable = closed === 'business_closed' ? 'M04' : 'M03';
    const [ana, newcomer] = [await newDiner(api), await newDiner(api)];
    const bill = await join(api, ana, chapinero.supplierId, code);
    await addProduct(api, ana, bill.id, { id: chapinero.id('bandeja-paisa'), count: 2 });
    await addProduct(api, ana, bill.id, { id: chapinero.id('gaseosa'), count: 1 });
    const before = purchaseOf((await call(ana, 'GET', `/menudigital/cart/${bill.id}.json`)).json);
    const [bandeja, gaseosa] = before.items;
    if (!bandeja || !gaseosa) throw new Error('the bill has its two lines');

    expect((await setState({ [closed]: true })).status).toBe(200);
    try {
      // The diner's screen knows before trying.
      expect((await tableCheck(freeTable)).closed).toBe(closed);

      // No new purchase: with the key, typed without it, or without a table.
      const key = await tableKey(api, chapinero.supplierId, freeTable);
      expectApiError(await joinStatus(newcomer, freeTable, key), 409, closed);
      expectApiError(await joinStatus(newcomer, freeTable), 409, closed);
      expectApiError(await joinStatus(newcomer, null), 409, closed);
      // The table already seated still reaches its bill.
      expect((await join(api, ana, chapinero.supplierId, code)).id).toBe(bill.id);

      expectApiError(
        await addProduct(api, ana, bill.id, { id: chapinero.id('gaseosa'), count: 1 }),
        409,
        closed,
      );
      const setCount = (count: number) =>
        call(ana, 'PUT', `/shopping_cart/product_cart/${bandeja.id}.json?purchase_id=${bill.id}`, {
          product: { count },
        });
      expectApiError(await setCount(3), 409, closed);
      expectApiError(await call(ana, 'PUT', `/menudigital/cook_products/${bill.id}.json`, {}), 409, closed);
      expectApiError(
        await call(ana, 'PUT', `/menudigital/cart/${bill.id}`, { product_status: 'ordered' }),
        409,
        closed,
      );

      expect((await setCount(1)).status).toBe(200);
      const removed = await call(
        ana,
        'DELETE',
        `/shopping_cart/product_cart/${gaseosa.id}.json?purchase_id=${bill.id}`,
      );
      expect(removed.status, removed.text).toBe(200);
      const now = purchaseOf((await call(ana, 'GET', `/menudigital/cart/${bill.id}.json`)).json);
      expect(now.items.map((line) => [line.label, line.count, line.status])).toEqual([
        [bandeja.label, 1, 'pending'],
      ]);
      const paid = await request(api, '/api/v4/payments.json', {
        method: 'POST',
        host: HOST,
        headers: { ...ana.headers, 'idempotency-key': `closed-${closed}` },
        body: payBody(bill.id, { method: 'cash' }),
      });
      expect(paid.status, paid.text).toBe(201);
    } finally {
      await setState({ [closed]: false });
    }

    // Open again: the new table opens, lines go in and to the kitchen.
    expect((await tableCheck(freeTable)).closed).toBeNull();
    const reopened = await join(api, newcomer, chapinero.supplierId, freeTable);
    expect(
      (await addProduct(api, newcomer, reopened.id, { id: chapinero.id('gaseosa'), count: 1 })).status,
    ).toBe(201);
    const cooked = await call(newcomer, 'PUT', `/menudigital/cook_products/${reopened.id}.json`, {});
    expect(cooked.status, cooked.text).toBe(200);
  });
});
