import { beforeAll, describe, expect, it } from 'vitest';
import { tableInitResponseSchema, tableOrdersResponseSchema } from 'shared-contracts/schemas';
import { expectApiError, expectSchema, request, STAFF_TOKEN, useTestApi } from '../../helpers.ts';
import { addProduct, join, menuOf, newDiner, purchaseOf, tableKey } from '../../support/table-orders.ts';
import { pay, settle } from '../../support/payments.ts';
import { paymentResponseSchema } from 'shared-contracts/schemas';

const api = useTestApi();
const HOST = 'la-brasa.localhost';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };

let menu: Awaited<ReturnType<typeof menuOf>>;
const id = (slug: string) => menu.products[slug]?.id ?? 0;

beforeAll(async () => {
  menu = await menuOf(api, HOST, 'chapinero');
});

const put = (url: string, body?: object, headers: Record<string, string> = staff) =>
  request(api, url, { method: 'PUT', headers, ...(body ? { body } : {}) });

/** A table with one ordered line (sent to the kitchen). */
async function orderedTable(code: string) {
  const diner = await newDiner(api);
  const purchase = await join(api, diner, menu.supplierId, code);
  await addProduct(api, diner, purchase.id, { id: id('empanadas'), count: 1 });
  await addProduct(api, diner, purchase.id, { id: id('gaseosa'), count: 1 });
  const cooked = await request(api, `/menudigital/cook_products/${purchase.id}.json`, {
    method: 'PUT',
    host: HOST,
    headers: diner.headers,
    body: {
      item_ids: [
        purchaseOf(
          (
            await request(api, `/menudigital/cart/${purchase.id}.json`, {
              host: HOST,
              headers: diner.headers,
            })
          ).json,
        ).items[0]?.id,
      ],
    },
  });
  expect(cooked.status, cooked.text).toBe(200);
  return { diner, purchase: purchaseOf(cooked.json) };
}

describe('staff: table orders of a branch', () => {
  it('needs the staff token', async () => {
    expectApiError(await request(api, '/staff/instances/la-brasa/branches/chapinero/table-orders'), 401);
    expectApiError(await request(api, '/staff/instances/la-brasa/branches/chapinero/qr.svg'), 401);
    expectApiError(await put('/staff/instances/la-brasa/purchases/1/close', undefined, {}), 401);
  });

  it('lists the open purchases with every line, and moves lines forward only', async () => {
    const { purchase } = await orderedTable('M01');
    const list = await request(api, '/staff/instances/la-brasa/branches/chapinero/table-orders', {
      headers: staff,
    });
    const open = expectSchema(tableOrdersResponseSchema, list.json).purchases;
    expect(open.map((p) => p.table?.code)).toEqual(['M01']);
    expect(open[0]?.items.map((i) => [i.label, i.status])).toEqual([
      ['Empanadas x3', 'ordered'],
      ['Gaseosa', 'pending'],
    ]);

    const [ordered, pending] = purchase.items;
    const item = (lineId: number | undefined) =>
      `/staff/instances/la-brasa/purchases/${purchase.id}/items/${lineId}`;
    expectApiError(await put(item(pending?.id), { status: 'prepared' }), 409, 'item_not_ordered');
    const prepared = await put(item(ordered?.id), { status: 'prepared' });
    expect(purchaseOf(prepared.json).items[0]?.status).toBe('prepared');
    expectApiError(await put(item(ordered?.id), { status: 'prepared' }), 409, 'invalid_transition');
    const delivered = await put(item(ordered?.id), { status: 'delivered' });
    expect(purchaseOf(delivered.json).items[0]?.status).toBe('delivered');
    expectApiError(await put(item(ordered?.id), { status: 'pending' }), 400);
    expectApiError(await put(item(2147483647), { status: 'prepared' }), 404, 'item_not_found');
    // Another instance's purchase is unknown under this slug.
    expectApiError(
      await put(`/staff/instances/hotel-mirador/purchases/${purchase.id}/close`),
      404,
      'purchase_not_found',
    );
  });

  it('the diner confirms receiving the prepared lines', async () => {
    const { diner, purchase } = await orderedTable('M02');
    const line = purchase.items[0]?.id;
    const receive = () =>
      request(api, `/menudigital/receive_order/${purchase.id}`, {
        method: 'PUT',
        host: HOST,
        headers: diner.headers,
      });
    expectApiError(await receive(), 409, 'nothing_to_receive');
    await put(`/staff/instances/la-brasa/purchases/${purchase.id}/items/${line}`, { status: 'prepared' });
    expect(purchaseOf((await receive()).json).items[0]?.status).toBe('delivered');
  });

  it("answers a waiter call and closes the table's purchase, so the next scan opens a new one", async () => {
    const { diner, purchase } = await orderedTable('M03');
    const base = `/staff/instances/la-brasa/purchases/${purchase.id}`;
    expectApiError(await put(`${base}/waiter-call`), 409, 'waiter_not_called');
    await request(api, `/menudigital/call_waiter/${purchase.id}`, {
      method: 'PUT',
      host: HOST,
      headers: diner.headers,
    });
    expect(purchaseOf((await put(`${base}/waiter-call`)).json).waiter_called).toBe(false);

    expect(purchaseOf((await put(`${base}/close`)).json).status).toBe('closed');
    expectApiError(
      await addProduct(api, diner, purchase.id, { id: id('gaseosa'), count: 1 }),
      409,
      'purchase_closed',
    );
    expectApiError(
      await request(api, `/menudigital/init/${purchase.id}.json?supplier_id=chapinero`, {
        host: HOST,
        headers: diner.headers,
      }),
      409,
      'purchase_closed',
    );
    const init = await request(api, '/menudigital/init?supplier_id=chapinero&table_code=M03', { host: HOST });
    expect(expectSchema(tableInitResponseSchema, init.json).purchase_id).toBeNull();
    const next = await join(api, diner, menu.supplierId, 'M03');
    expect(next.id).not.toBe(purchase.id);
    const list = await request(api, '/staff/instances/la-brasa/branches/chapinero/table-orders', {
      headers: staff,
    });
    expect(expectSchema(tableOrdersResponseSchema, list.json).purchases.map((p) => p.id)).not.toContain(
      purchase.id,
    );
  });

  it('keeps a bill open while a payment waits for the staff: it is confirmed or declined first', async () => {
    const { diner, purchase } = await orderedTable('M07');
    const paid = await pay(api, diner, purchase.id, { method: 'cash' });
    expect(paid.status, paid.text).toBe(201);
    const payment = expectSchema(paymentResponseSchema, paid.json).payment;
    const close = `/staff/instances/la-brasa/purchases/${purchase.id}/close`;
    expectApiError(await put(close), 409, 'payment_pending');
    await settle(api, payment.id, 'declined');
    expect(purchaseOf((await put(close)).json).status).toBe('closed');
  });

  it('prints the QR link of every table and room of a branch as one SVG', async () => {
    const res = await request(api, '/staff/instances/la-brasa/branches/chapinero/qr.svg', { headers: staff });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // Each link carries the table's key beside its code (`&` escaped in the SVG).
    const links = [...res.text.matchAll(/<title>([^<]+)<\/title>/g)].map((m) => m[1]?.replace('&#38;', '&'));
    expect(links).toHaveLength(12);
    expect(links).toContain(
      `http://la-brasa.localhost:5173/chapinero/menu-digital?mesa=M03&k=${await tableKey(api, menu.supplierId, 'M03')}`,
    );
    expect((res.text.match(/<path d="M/g) ?? []).length).toBe(12);

    const hotel = await request(api, '/staff/instances/hotel-mirador/branches/miraflores/qr.svg', {
      headers: staff,
    });
    const hotelLinks = [...hotel.text.matchAll(/<title>([^<]+)<\/title>/g)].map((m) => m[1]);
    expect(hotelLinks).toHaveLength(4 + 8);
    expect(hotelLinks).toContainEqual(
      expect.stringMatching(
        /^http:\/\/hotel-mirador\.localhost:5173\/miraflores\/service-room\?mesa=201&#38;k=[0-9a-f]{32}$/,
      ),
    );
    expect(hotel.text).toContain('Room 201');
    expectApiError(
      await request(api, '/staff/instances/la-brasa/branches/nowhere/qr.svg', { headers: staff }),
      404,
      'supplier_not_found',
    );
  });
});
