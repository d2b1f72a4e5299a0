import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { instanceConfigSchema, type TablePurchase } from 'shared-contracts/schemas';
import { instances, payments } from '../../src/db/schema.ts';
import { expectApiError, expectSchema, request, useTestApi } from '../helpers.ts';
import { fingerprint } from '../support/fingerprint.ts';
import {
  addProduct,
  type Diner,
  join,
  menuOf,
  newDiner,
  payBody,
  purchaseOf,
} from '../support/table-orders.ts';

// A locked instance shows only its inactive page; the API takes none of its diners'
// writes either, whoever calls it directly. Reads still answer (the inactive page needs the config).

const api = useTestApi();
const HOST = 'cafe-cerrado.localhost';

let diner: Diner;
let purchase: TablePurchase;
let customerId = 0;
let supplierId = 0;
let tinto = 0;
let sessionId = 0;
let pseId = 0;

async function setStatus(status: 'active' | 'locked') {
  await api.app.db.update(instances).set({ status }).where(eq(instances.slug, 'cafe-cerrado'));
  api.app.forgetInstances();
}

interface Call {
  method: 'POST' | 'PUT' | 'DELETE';
  url: () => string;
  body?: () => object | string;
  headers?: Record<string, string>;
}

const profileHeaders = () => diner.headers;

/**
 * One request of the documented shape for every write a diner can make, keyed as the OpenAPI document
 * names it. The first test fails when such a route is added and not listed here (or exempted below).
 */
const WRITES: Record<string, Call> = {
  'POST /profiles/anonymous.json': {
    method: 'POST',
    url: () => '/profiles/anonymous.json',
    body: () => ({ profile: { domain: HOST, name: 'Diner' } }),
  },
  'PUT /profiles/account/{id}.json': {
    method: 'PUT',
    url: () => `/profiles/account/${diner.id}.json`,
    body: () => ({ profile: { name: 'Ana', email: 'ana@example.com', phone: '' } }),
  },
  'PUT /profiles/cart_draft.json': {
    method: 'PUT',
    url: () => '/profiles/cart_draft.json',
    body: () => ({
      draft: {
        cart: {
          supplierId: 1,
          lines: [{ productId: 1, label: 'Tinto', category: 'Café', price: 2500, count: 1, stock: null }],
        },
        order: { service: 'take_away', subservice: null },
        location: null,
        details: {
          cutlery: false,
          packed: false,
          comment: '',
          address: '',
          reference: '',
          date: '',
          hour: '',
        },
      },
    }),
  },
  'POST /profiles/verification_code.json': { method: 'POST', url: () => '/profiles/verification_code.json' },
  'PUT /profiles/verification_code.json': {
    method: 'PUT',
    url: () => '/profiles/verification_code.json',
    body: () => ({ code: '1234' }),
  },
  'POST /tracking/sessions': {
    method: 'POST',
    url: () => '/tracking/sessions',
    body: () => ({
      customer_id: customerId,
      so: 'Linux',
      browser: 'Chrome',
      pixel_width: 390,
      pixel_height: 844,
    }),
  },
  'POST /tracking/acquisitions': {
    method: 'POST',
    url: () => '/tracking/acquisitions',
    body: () => ({ customer_id: customerId, session_id: sessionId, utm_source: 'qr' }),
  },
  'POST /tracking/trackings': {
    method: 'POST',
    url: () => '/tracking/trackings',
    body: () => ({ event: 'page_view', customer_id: customerId, session_id: sessionId }),
  },
  'POST /api/search_google_logs.json': {
    method: 'POST',
    url: () => '/api/search_google_logs.json',
    body: () => ({ search_google_log: { query: 'Calle 10 # 5-20' } }),
  },
  'POST /menudigital/init.json': {
    method: 'POST',
    url: () => '/menudigital/init.json',
    body: () => ({ purchase: { supplier_id: supplierId, table_code: 'C1', table_key: null } }),
  },
  'POST /menudigital/add_product_cart.json': {
    method: 'POST',
    url: () => '/menudigital/add_product_cart.json',
    body: () => ({ product: { id: tinto, count: 1 }, purchase_id: purchase.id }),
  },
  'POST /menudigital/add_product_cart': {
    method: 'POST',
    url: () => '/menudigital/add_product_cart',
    body: () => ({ product: { id: tinto, count: 1 }, purchase_id: purchase.id }),
  },
  'POST /shopping_cart/add_product_cart': {
    method: 'POST',
    url: () => '/shopping_cart/add_product_cart',
    body: () => ({ product: { id: tinto, count: 1 }, purchase_id: purchase.id }),
  },
  'PUT /menudigital/cart/{purchase}': {
    method: 'PUT',
    url: () => `/menudigital/cart/${purchase.id}`,
    body: () => ({ cart: { comment: 'sin azúcar' } }),
  },
  'PUT /shopping_cart/cart/{purchase}.json': {
    method: 'PUT',
    url: () => `/shopping_cart/cart/${purchase.id}.json`,
    body: () => ({ cart: { comment: 'sin azúcar' } }),
  },
  'PUT /shopping_cart/product_cart/{product}.json': {
    method: 'PUT',
    url: () => `/shopping_cart/product_cart/${purchase.items[0]?.id}.json?purchase_id=${purchase.id}`,
    body: () => ({ product: { count: 1 } }),
  },
  'DELETE /shopping_cart/product_cart/{product}.json': {
    method: 'DELETE',
    url: () => `/shopping_cart/product_cart/${purchase.items[0]?.id}.json?purchase_id=${purchase.id}`,
  },
  'DELETE /menudigital/clean_cart/{purchase}.json': {
    method: 'DELETE',
    url: () => `/menudigital/clean_cart/${purchase.id}.json`,
  },
  'DELETE /shopping_cart/clean_cart/{purchase}.json': {
    method: 'DELETE',
    url: () => `/shopping_cart/clean_cart/${purchase.id}.json`,
  },
  'PUT /menudigital/cook_products/{purchase}.json': {
    method: 'PUT',
    url: () => `/menudigital/cook_products/${purchase.id}.json`,
    body: () => ({}),
  },
  'PUT /menudigital/call_waiter/{purchase}': {
    method: 'PUT',
    url: () => `/menudigital/call_waiter/${purchase.id}`,
  },
  'PUT /menudigital/add_tip/{purchase}.json': {
    method: 'PUT',
    url: () => `/menudigital/add_tip/${purchase.id}.json`,
    body: () => ({ tip: { include: true, percent: 10, custom_value: null } }),
  },
  'PUT /menudigital/receive_order/{purchase}': {
    method: 'PUT',
    url: () => `/menudigital/receive_order/${purchase.id}`,
  },
  'POST /menudigital/manual_payment.json': {
    method: 'POST',
    url: () => '/menudigital/manual_payment.json',
    body: () => ({ supplier_id: supplierId, amount: 0 }),
  },
  'PUT /menudigital/manual_payment/{purchase}.json': {
    method: 'PUT',
    url: () => `/menudigital/manual_payment/${purchase.id}.json`,
    body: () => ({ amount: 12500 }),
  },
  'POST /menudigital/rates.json': {
    method: 'POST',
    url: () => `/menudigital/rates.json?purchase_id=${purchase.id}&token=${purchase.rate_token}`,
    body: () => ({ rate: { score: 5 } }),
  },
  'POST /menudigital/rates_services.json': {
    method: 'POST',
    url: () => '/menudigital/rates_services.json',
    body: () => ({ rates_service: { score: 9, sesion_id: sessionId, supplier_id: supplierId } }),
  },
  'POST /shopping_cart/delivery_order.json': {
    method: 'POST',
    url: () => '/shopping_cart/delivery_order.json',
    body: () => ({
      order: {
        supplier_id: supplierId,
        service: 'take_away',
        subservice: null,
        lines: [{ id: tinto, count: 5 }],
        cutlery: false,
        packed: false,
        comment: '',
        place: null,
        schedule: null,
      },
    }),
  },
  'PUT /shopping_cart/change_supplier/{purchase}.json': {
    method: 'PUT',
    url: () => `/shopping_cart/change_supplier/0.json?supplier_id=centro`,
    body: () => ({ cart: { lines: [{ id: tinto, count: 1 }] } }),
  },
  'POST /legal/check_mayor.json': {
    method: 'POST',
    url: () => '/legal/check_mayor.json',
    body: () => ({ birthday_date: '1990-05-01', confirm: true }),
  },
  'POST /legal/check_cookies.json': { method: 'POST', url: () => '/legal/check_cookies.json' },
  'POST /api/v4/bookings': {
    method: 'POST',
    url: () => '/api/v4/bookings',
    body: () => ({
      booking: {
        branch_id: supplierId,
        date: '2030-01-10',
        hour: '13:00',
        persons: 2,
        name: 'Ana Pérez',
        phone: '+573001112233',
        email: 'ana@example.com',
        dni_type: 'national_id',
        dni: '1020304050',
      },
    }),
  },
  'PUT /api/v4/bookings/{id}/{token}/cancel': {
    method: 'PUT',
    url: () => '/api/v4/bookings/1/some-token/cancel',
  },
  'POST /shopping_cart/add_product_to_book': {
    method: 'POST',
    url: () => '/shopping_cart/add_product_to_book',
    body: () => ({
      purchase_id: 1,
      data_purchase: { token: 'some-token' },
      product: { id: tinto, count: 1 },
    }),
  },
  'DELETE /shopping_cart/add_product_to_book/{id}': {
    method: 'DELETE',
    url: () => '/shopping_cart/add_product_to_book/1?token=some-token',
  },
  'POST /rate/{id}/{token}.json': {
    method: 'POST',
    url: () => '/rate/1/some-token.json',
    body: () => ({ book_rate: { rate: 9 } }),
  },
  'POST /api/v4/payments.json': {
    method: 'POST',
    url: () => '/api/v4/payments.json',
    headers: { 'idempotency-key': 'locked-cash-0001' },
    body: () => payBody(purchase.id, { method: 'cash' }),
  },
  'PUT /api/v4/payments/{id}/cancel.json': {
    method: 'PUT',
    url: () => `/api/v4/payments/${pseId}/cancel.json`,
  },
  'PUT /api/v4/purchases/{purchase}/coupon.json': {
    method: 'PUT',
    url: () => `/api/v4/purchases/${purchase.id}/coupon.json`,
    body: () => ({ coupon: { code: 'BIENVENIDO' } }),
  },
  'DELETE /api/v4/purchases/{purchase}/coupon.json': {
    method: 'DELETE',
    url: () => `/api/v4/purchases/${purchase.id}/coupon.json`,
  },
  'POST /api/v4/sandbox/pse/{id}': {
    method: 'POST',
    url: () => `/api/v4/sandbox/pse/${pseId}`,
    body: () => ({ return: `http://${HOST}:5173/centro/webcheckout/${pseId}`, decision: 'approve' }),
  },
  'POST /api/pay_purchase_image': {
    method: 'POST',
    url: () => '/api/pay_purchase_image',
    headers: { 'content-type': 'multipart/form-data; boundary=locked' },
    body: () =>
      [
        '--locked',
        'Content-Disposition: form-data; name="purchase_id"',
        '',
        String(purchase.id),
        '--locked',
        'Content-Disposition: form-data; name="image"; filename="proof.png"',
        'Content-Type: image/png',
        '',
        'not really an image',
        '--locked--',
        '',
      ].join('\r\n'),
  },
};

/** Writes that belong to no diner of an instance. */
const EXEMPT = new Set([
  // A browser's error report names no instance: the inactive page's own errors still reach the operator.
  'POST /tracking/error_reports',
]);

beforeAll(async () => {
  customerId = expectSchema(instanceConfigSchema, (await request(api, `/experience/${HOST}/config`)).json).id;
  // What a diner of the site had before it was locked: a profile, a table's bill of 12 500, a session.
  await setStatus('active');
  const menu = await menuOf(api, HOST, 'centro');
  supplierId = menu.supplierId;
  tinto = menu.products['tinto']?.id ?? 0;
  diner = await newDiner(api, HOST);
  const joined = await join(api, diner, supplierId, 'C1');
  purchase = purchaseOf((await addProduct(api, diner, joined.id, { id: tinto, count: 5 })).json);
  expect(purchase.total).toBe(12500);
  const session = await request(api, '/tracking/sessions', {
    method: 'POST',
    body: { customer_id: customerId, so: 'Linux', browser: 'Chrome', pixel_width: 390, pixel_height: 844 },
  });
  sessionId = (session.json as { id: number }).id;
  // A PSE payment left pending at the sandbox bank (the branch offers only cash: written directly).
  const [pse] = await api.app.db
    .insert(payments)
    .values({
      instanceId: customerId,
      purchaseId: purchase.id,
      profileId: diner.id,
      idempotencyKey: 'before-the-lock',
      method: 'pse',
      status: 'pending',
      amountMinor: 12500,
      currency: 'COP',
      split: { kind: 'full' },
    })
    .returning({ id: payments.id });
  pseId = pse?.id ?? 0;
  await setStatus('locked');
});

describe('a locked instance takes no diner write', () => {
  it('lists every diner write of the OpenAPI document', async () => {
    const doc = (await request(api, '/openapi.json')).json as {
      paths: Record<string, Record<string, unknown>>;
    };
    const writes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .map((method) => `${method.toUpperCase()} ${path}`)
        .filter((key) => /^(POST|PUT|PATCH|DELETE) /.test(key) && !key.includes(' /staff')),
    );
    expect(writes.filter((key) => !(key in WRITES) && !EXEMPT.has(key))).toEqual([]);
    expect(Object.keys(WRITES).filter((key) => !writes.includes(key))).toEqual([]);
  });

  it('answers each with 403 instance_locked and changes nothing', async () => {
    const before = await fingerprint(api);
    const answers: Record<string, string> = {};
    for (const [key, call] of Object.entries(WRITES)) {
      const res = await request(api, call.url(), {
        method: call.method,
        host: HOST,
        headers: { ...profileHeaders(), ...call.headers },
        ...(call.body ? { body: call.body() } : {}),
      });
      answers[key] =
        `${res.status} ${(res.json as { error?: string } | undefined)?.error ?? res.text.slice(0, 80)}`;
    }
    expect(answers).toEqual(
      Object.fromEntries(Object.keys(WRITES).map((key) => [key, '403 instance_locked'])),
    );
    expect(await fingerprint(api)).toBe(before);
  });

  it('cafe-cerrado: no profile, no table, no line, no 12 500 cash payment; its config and the bill still read', async () => {
    expectApiError(
      await request(api, '/profiles/anonymous.json', {
        method: 'POST',
        host: HOST,
        body: { profile: { domain: HOST, name: 'Diner' } },
      }),
      403,
      'instance_locked',
    );
    // The apps call the API on localhost with the instance's customer_id: the same answer.
    const viaCustomerId = await request(api, '/api/v4/payments.json', {
      method: 'POST',
      headers: { ...diner.headers, customer_id: String(customerId), 'idempotency-key': 'locked-cash-0002' },
      body: payBody(purchase.id, { method: 'cash' }),
    });
    expectApiError(viaCustomerId, 403, 'instance_locked');

    const config = expectSchema(
      instanceConfigSchema,
      (await request(api, `/experience/${HOST}/config`)).json,
    );
    expect(config.status).toBe('locked');
    const cart = await request(api, `/menudigital/cart/${purchase.id}.json`, {
      host: HOST,
      headers: diner.headers,
    });
    expect(purchaseOf(cart.json).total).toBe(12500);
    const stored = await api.app.db.select().from(payments).where(eq(payments.purchaseId, purchase.id));
    expect(stored.map((payment) => payment.idempotencyKey)).toEqual(['before-the-lock']);
  });

  it("cafe-cerrado's pickup board still reads, like its config; an unknown branch is still 404", async () => {
    const board = await request(api, `/api/v4/pickup_board/${supplierId}.json`, { host: HOST });
    expect(board.status, board.text).toBe(200);
    expect(board.json).toEqual({ orders: [] });
    expectApiError(
      await request(api, '/api/v4/pickup_board/nowhere.json', { host: HOST }),
      404,
      'supplier_not_found',
    );
  });
});
