import { beforeAll, describe, expect, it } from 'vitest';
import { paymentResponseSchema, purchaseResponseSchema, type TablePurchase } from 'shared-contracts/schemas';
import { expectSchema, request, useTestApi } from '../helpers.ts';
import { addProduct, type Diner, join, menuOf, newDiner } from '../support/table-orders.ts';

const api = useTestApi();
const HOST = 'la-brasa.localhost';

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (purchase: TablePurchase) => string;
  body?: (purchase: TablePurchase) => object | string;
  headers?: Record<string, string>;
}

let owner: Diner;
let purchase: TablePurchase;
let gaseosa: number;
let paymentId: number;

const contact = {
  name: 'Ana Pérez',
  phone: '3001112233',
  email: 'ana@example.com',
  document_type: 'national_id',
  document_number: '1020304050',
};

/**
 * Every call that reads or changes a table purchase, keyed as the OpenAPI document names it. The first
 * test fails when a route with the diner's profile security is added and not listed here or below.
 */
const PURCHASE_CALLS: Record<string, Call> = {
  'GET /menudigital/init/{purchase}.json': {
    method: 'GET',
    url: (p) => `/menudigital/init/${p.id}.json?supplier_id=${p.supplier_id}&service=on_table`,
  },
  'GET /menudigital/cart/{purchase}.json': { method: 'GET', url: (p) => `/menudigital/cart/${p.id}.json` },
  'GET /shopping_cart/cart/{purchase}.json': {
    method: 'GET',
    url: (p) => `/shopping_cart/cart/${p.id}.json`,
  },
  'PUT /menudigital/cart/{purchase}': {
    method: 'PUT',
    url: (p) => `/menudigital/cart/${p.id}`,
    body: () => ({ cart: { comment: 'intruder' } }),
  },
  'PUT /shopping_cart/cart/{purchase}.json': {
    method: 'PUT',
    url: (p) => `/shopping_cart/cart/${p.id}.json?purchase_id=${p.id}`,
    body: () => ({ cart: { comment: 'intruder' }, product_status: 'ordered' }),
  },
  'POST /menudigital/add_product_cart.json': {
    method: 'POST',
    url: () => '/menudigital/add_product_cart.json',
    body: (p) => ({ product: { id: gaseosa, count: 1 }, purchase_id: p.id }),
  },
  'POST /menudigital/add_product_cart': {
    method: 'POST',
    url: () => '/menudigital/add_product_cart',
    body: (p) => ({ product: { id: gaseosa, count: 1 }, purchase_id: p.id }),
  },
  'POST /shopping_cart/add_product_cart': {
    method: 'POST',
    url: () => '/shopping_cart/add_product_cart',
    body: (p) => ({ product: { id: gaseosa, count: 1 }, purchase_id: p.id }),
  },
  'PUT /shopping_cart/product_cart/{product}.json': {
    method: 'PUT',
    url: (p) => `/shopping_cart/product_cart/${p.items[0]?.id}.json?purchase_id=${p.id}`,
    body: () => ({ product: { count: 5 } }),
  },
  'DELETE /shopping_cart/product_cart/{product}.json': {
    method: 'DELETE',
    url: (p) => `/shopping_cart/product_cart/${p.items[0]?.id}.json?purchase_id=${p.id}`,
  },
  // A table's purchase is never moved (only the owner's unpaid delivery order is): 404 for everyone here.
  'PUT /shopping_cart/change_supplier/{purchase}.json': {
    method: 'PUT',
    url: (p) => `/shopping_cart/change_supplier/${p.id}.json?supplier_id=usaquen`,
    body: () => ({ cart: { lines: [] } }),
  },
  'GET /shopping_cart/change_supplier/{purchase}.json': {
    method: 'GET',
    url: (p) => `/shopping_cart/change_supplier/${p.id}.json?supplier_id=usaquen`,
  },
  'DELETE /menudigital/clean_cart/{purchase}.json': {
    method: 'DELETE',
    url: (p) => `/menudigital/clean_cart/${p.id}.json`,
  },
  'DELETE /shopping_cart/clean_cart/{purchase}.json': {
    method: 'DELETE',
    url: (p) => `/shopping_cart/clean_cart/${p.id}.json`,
  },
  'PUT /menudigital/cook_products/{purchase}.json': {
    method: 'PUT',
    url: (p) => `/menudigital/cook_products/${p.id}.json`,
    body: () => ({}),
  },
  'PUT /menudigital/call_waiter/{purchase}': {
    method: 'PUT',
    url: (p) => `/menudigital/call_waiter/${p.id}`,
  },
  'PUT /menudigital/add_tip/{purchase}.json': {
    method: 'PUT',
    url: (p) => `/menudigital/add_tip/${p.id}.json`,
    body: () => ({ tip: { include: true, percent: 50, custom_value: null } }),
  },
  'PUT /menudigital/receive_order/{purchase}': {
    method: 'PUT',
    url: (p) => `/menudigital/receive_order/${p.id}`,
  },
  'GET /menudigital/live/{purchase}': { method: 'GET', url: (p) => `/menudigital/live/${p.id}` },
  'PUT /menudigital/manual_payment/{purchase}.json': {
    method: 'PUT',
    url: (p) => `/menudigital/manual_payment/${p.id}.json`,
    body: () => ({ amount: 1000 }),
  },
  'POST /api/v4/payments.json': {
    method: 'POST',
    url: () => '/api/v4/payments.json',
    headers: { 'idempotency-key': 'intruder-key-0001' },
    body: (p) => ({ purchase_id: p.id, method: 'cash', split: { kind: 'full' }, contact }),
  },
  'POST /api/pay_purchase_image': {
    method: 'POST',
    url: () => '/api/pay_purchase_image',
    headers: { 'content-type': 'multipart/form-data; boundary=intruder' },
    body: (p) =>
      [
        '--intruder',
        'Content-Disposition: form-data; name="purchase_id"',
        '',
        String(p.id),
        '--intruder',
        'Content-Disposition: form-data; name="image"; filename="proof.png"',
        'Content-Type: image/png',
        '',
        'not really an image',
        '--intruder--',
        '',
      ].join('\r\n'),
  },
  'GET /api/v4/payments/{id}.json': { method: 'GET', url: () => `/api/v4/payments/${paymentId}.json` },
  'PUT /api/v4/payments/{id}/cancel.json': {
    method: 'PUT',
    url: () => `/api/v4/payments/${paymentId}/cancel.json`,
  },
  'PUT /api/v4/purchases/{purchase}/coupon.json': {
    method: 'PUT',
    url: (p) => `/api/v4/purchases/${p.id}/coupon.json`,
    body: () => ({ coupon: { code: 'BIENVENIDO' } }),
  },
  'DELETE /api/v4/purchases/{purchase}/coupon.json': {
    method: 'DELETE',
    url: (p) => `/api/v4/purchases/${p.id}/coupon.json`,
  },
  'GET /api/v4/purchases/{purchase}/balance.json': {
    method: 'GET',
    url: (p) => `/api/v4/purchases/${p.id}/balance.json`,
  },
  'GET /api/my_purchases/{id}.json': { method: 'GET', url: (p) => `/api/my_purchases/${p.id}.json` },
};

/** Profile calls that act only on the caller's own profile or open a table by its code (anyone seated may). */
const OWN_PROFILE_CALLS = new Set([
  'POST /menudigital/init.json',
  // Opens (or answers) the caller's own manual payment (manual-payments.test.ts).
  'POST /menudigital/manual_payment.json',
  // Places the caller's own delivery or take-away order (delivery-orders.test.ts).
  'POST /shopping_cart/delivery_order.json',
  'GET /menudigital/my_orders.json',
  // The caller's own purchases still in progress (my-purchases.test.ts).
  'GET /api/actual_purchases.json',
  'POST /legal/check_mayor.json',
  'POST /legal/check_cookies.json',
  'GET /profiles/account.json',
  // Another id than the headers' is refused with 401 (profiles.test.ts).
  'PUT /profiles/account/{id}.json',
  // The code goes to, and verifies, the phone of the headers' profile (phone-verification.test.ts).
  'POST /profiles/verification_code.json',
  'PUT /profiles/verification_code.json',
  // The caller's own kept cart in progress; another profile never reads it (cart-draft.test.ts).
  'GET /profiles/cart_draft.json',
  'PUT /profiles/cart_draft.json',
]);

beforeAll(async () => {
  const menu = await menuOf(api, HOST, 'chapinero');
  const product = menu.products['gaseosa'];
  if (!product) throw new Error('gaseosa is missing from the fixtures');
  gaseosa = product.id;
  owner = await newDiner(api);
  const opened = await join(api, owner, menu.supplierId, 'M08');
  const added = await addProduct(api, owner, opened.id, { id: gaseosa, count: 2 });
  purchase = expectSchema(purchaseResponseSchema, added.json).purchase;
  const paid = await request(api, '/api/v4/payments.json', {
    method: 'POST',
    host: HOST,
    headers: { ...owner.headers, 'idempotency-key': 'owner-cash-0001' },
    body: { purchase_id: purchase.id, method: 'cash', split: { kind: 'full' }, contact },
  });
  expect(paid.status).toBe(201);
  paymentId = expectSchema(paymentResponseSchema, paid.json).payment.id;
  const res = await request(api, `/menudigital/cart/${purchase.id}.json`, {
    host: HOST,
    headers: owner.headers,
  });
  purchase = expectSchema(purchaseResponseSchema, res.json).purchase;
});

async function ownersBalance(): Promise<unknown> {
  const res = await request(api, `/api/v4/purchases/${purchase.id}/balance.json`, {
    host: HOST,
    headers: owner.headers,
  });
  expect(res.status).toBe(200);
  return res.json;
}

async function ownersView(): Promise<TablePurchase> {
  const res = await request(api, `/menudigital/cart/${purchase.id}.json`, {
    host: HOST,
    headers: owner.headers,
  });
  return expectSchema(purchaseResponseSchema, res.json).purchase;
}

describe('authorisation matrix: a purchase is read and changed only by the profiles that joined it', () => {
  it('lists every route that carries the diner profile security', async () => {
    const res = await request(api, '/openapi.json');
    const document = res.json as {
      paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
    };
    const secured = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security?.some((entry) => 'profileId' in entry))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(secured.length).toBeGreaterThan(10);
    const unlisted = secured.filter((key) => !(key in PURCHASE_CALLS) && !OWN_PROFILE_CALLS.has(key));
    expect(unlisted).toEqual([]);
  });

  it('answers 401/403/404 to another profile, no profile, a forged token and another instance, and changes nothing', async () => {
    const stranger = await newDiner(api);
    const guest = await newDiner(api, 'hotel-mirador.localhost');
    const intruders: Record<string, Record<string, string>> = {
      'another profile': stranger.headers,
      'no profile': {},
      'a forged token': { ...owner.headers, token: 'forged-token-0000' },
      "the owner's id with another's token": {
        profileid: owner.headers.profileid ?? '',
        token: stranger.headers.token ?? '',
      },
      'a profile of another instance': guest.headers,
    };
    const before = await ownersView();
    const balanceBefore = await ownersBalance();
    const answers: string[] = [];
    for (const [name, call] of Object.entries(PURCHASE_CALLS)) {
      for (const [who, headers] of Object.entries(intruders)) {
        const res = await request(api, call.url(before), {
          method: call.method,
          host: HOST,
          headers: { ...call.headers, ...headers },
          ...(call.body ? { body: call.body(before) } : {}),
        });
        if (![401, 403, 404].includes(res.status)) answers.push(`${name} as ${who}: ${res.status}`);
      }
    }
    expect(answers).toEqual([]);
    const after = await ownersView();
    expect(after.version).toBe(before.version);
    expect(after.items).toEqual(before.items);
    expect(after.comment).toBe(before.comment);
    expect(after.waiter_called).toBe(before.waiter_called);
    expect(await ownersBalance()).toEqual(balanceBefore);
  });
});

describe('authorisation matrix: the public pickup board', () => {
  it('answers every caller alike (no profile needed) and never carries a diner, a table or an amount', async () => {
    const stranger = await newDiner(api);
    const url = `/api/v4/pickup_board/${purchase.supplier_id}.json`;
    const answers = new Set<string>();
    for (const headers of [{}, owner.headers, stranger.headers, { ...owner.headers, token: 'forged' }]) {
      const res = await request(api, url, { host: HOST, headers });
      expect(res.status, res.text).toBe(200);
      answers.add(res.text);
    }
    expect(answers.size).toBe(1);
    const [text = ''] = answers;
    for (const secret of [contact.name, contact.phone, contact.email, 'M08', String(purchase.id)]) {
      expect(text).not.toContain(secret);
    }
  });
});
