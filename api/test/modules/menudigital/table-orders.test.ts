import { describe, expect, it } from 'vitest';
import {
  ageCheckResponseSchema,
  cookResponseSchema,
  myOrdersResponseSchema,
  profileResponseSchema,
  tableInitResponseSchema,
} from 'shared-contracts/schemas';
import { expectApiError, expectSchema, request, useTestApi } from '../../helpers.ts';
import {
  addProduct,
  CHURRASCO_OPTIONS,
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
const mirador = useMenu(api, 'miraflores', 'hotel-mirador.localhost');
const { id } = chapinero;

async function adult(diner: Diner) {
  const res = await request(api, '/legal/check_mayor.json', {
    method: 'POST',
    host: diner.host,
    headers: diner.headers,
    body: { birthday_date: '1990-05-01', confirm: true },
  });
  expect(expectSchema(ageCheckResponseSchema, res.json).of_age).toBe(true);
}

describe('GET /menudigital/init (the table of a QR code)', () => {
  it('answers the table, its rules and no purchase yet', async () => {
    const res = await request(api, '/menudigital/init?supplier_id=chapinero&table_code=m03', { host: HOST });
    const init = expectSchema(tableInitResponseSchema, res.json);
    expect(init).toMatchObject({
      supplier_id: chapinero.supplierId,
      table: { code: 'M03', kind: 'table' },
      subservice: null,
      purchase_id: null,
      rules: { on_table_class: 'checkout', send_to_prepare_required: true, can_call_waiter: true },
    });
  });

  it('refuses unknown codes, branches without on-table service and rooms where there is no room service', async () => {
    expectApiError(
      await request(api, '/menudigital/init?supplier_id=chapinero&table_code=X99', { host: HOST }),
      404,
      'table_not_found',
    );
    expectApiError(
      await request(api, '/menudigital/init?supplier_id=el-poblado&table_code=M03', { host: HOST }),
      409,
      'on_table_unavailable',
    );
    // A table code of another branch is no table here.
    expectApiError(
      await request(api, '/menudigital/init?supplier_id=usaquen&table_code=M03', { host: HOST }),
      404,
      'table_not_found',
    );
    expectApiError(await request(api, '/menudigital/init?supplier_id=chapinero', { host: HOST }), 400);
  });

  it('answers a hotel room as room service, where payment is mandatory', async () => {
    const res = await request(api, '/menudigital/init?supplier_id=miraflores&table_code=201', {
      host: 'hotel-mirador.localhost',
    });
    expect(expectSchema(tableInitResponseSchema, res.json)).toMatchObject({
      table: { code: '201', kind: 'room' },
      subservice: 'room',
      rules: { payment_required: true, can_call_waiter: false },
    });
  });
});

describe('the shared table purchase', () => {
  it('is one purchase for everyone who scans the same table', async () => {
    const [a, b] = [await newDiner(api), await newDiner(api)];
    const first = await join(api, a, chapinero.supplierId, 'M01');
    const second = await join(api, b, chapinero.supplierId, 'm01');
    expect(second.id).toBe(first.id);
    expect(first).toMatchObject({ table: { code: 'M01', kind: 'table' }, status: 'open', items: [] });
    // The table's check shows the bill to a member (table-keys.test.ts: to no one else).
    const init = await request(api, '/menudigital/init?supplier_id=chapinero&table_code=M01', {
      host: HOST,
      headers: b.headers,
    });
    expect(expectSchema(tableInitResponseSchema, init.json).purchase_id).toBe(first.id);
    // A diner who does not know the table gets a purchase of their own.
    const alone = await join(api, a, chapinero.supplierId, null);
    expect(alone.id).not.toBe(first.id);
    expect(alone.table).toBeNull();
    expect(alone.rules.can_call_waiter).toBe(false);
  });

  it('adds products with their options and extra prices, and table mates see every line', async () => {
    const [a, b] = [await newDiner(api), await newDiner(api)];
    const purchase = await join(api, a, chapinero.supplierId, 'M02');
    await join(api, b, chapinero.supplierId, 'M02');

    const added = await addProduct(api, a, purchase.id, {
      id: id('churrasco'),
      count: 2,
      options: [...CHURRASCO_OPTIONS, { slug: 'adiciones', choices: ['chorizo', 'huevo'] }],
    });
    expect(added.status, added.text).toBe(201);
    const line = purchaseOf(added.json).items[0];
    expect(line).toMatchObject({
      profile_id: a.id,
      count: 2,
      unit_price: 45000 + 6000 + 3000,
      status: 'pending',
    });
    expect(line?.total).toBe(2 * 54000);
    expect(line?.options.map((o) => o.slug)).toEqual(['termino', 'acompanamiento', 'adiciones']);

    // Promo prices count.
    expect((await addProduct(api, b, purchase.id, { id: id('tres-leches'), count: 1 })).status).toBe(201);
    const cart = await request(api, `/menudigital/cart/${purchase.id}.json`, {
      host: HOST,
      headers: b.headers,
    });
    const seen = purchaseOf(cart.json);
    expect(seen.items.map((i) => [i.label, i.profile_id])).toEqual([
      ['Churrasco 400 g', a.id],
      ['Torta tres leches', b.id],
    ]);
    expect(seen.total).toBe(108000 + 9000);
    expect(seen.count_pending).toBe(3);
  });

  it('refuses options outside min/max, unknown choices, bad counts, other menus and unavailable products', async () => {
    const a = await newDiner(api);
    const purchase = await join(api, a, chapinero.supplierId, 'M04');
    const bad: [object, string][] = [
      [{ id: id('churrasco'), count: 1 }, 'invalid_options'],
      [
        { id: id('churrasco'), count: 1, options: [{ slug: 'termino', choices: ['medio', 'yuca'] }] },
        'invalid_options',
      ],
      [
        {
          id: id('churrasco'),
          count: 1,
          options: [...CHURRASCO_OPTIONS, { slug: 'adiciones', choices: ['chorizo', 'huevo', 'aguacate'] }],
        },
        'invalid_options',
      ],
      [
        { id: id('churrasco'), count: 1, options: [...CHURRASCO_OPTIONS, { slug: 'salsa', choices: [] }] },
        'invalid_options',
      ],
      [{ id: id('gaseosa'), count: 0 }, 'bad_request'],
      [{ id: id('gaseosa'), count: -2 }, 'bad_request'],
      [{ id: id('gaseosa'), count: 100 }, 'bad_request'],
      [{ id: id('gaseosa'), count: 1.5 }, 'bad_request'],
    ];
    for (const [product, code] of bad) {
      const res = await addProduct(api, a, purchase.id, product as { id: number; count: number });
      expectApiError(res, 400, code);
    }
    const ceviche = mirador.products['ceviche'];
    expectApiError(
      await addProduct(api, a, purchase.id, { id: ceviche?.id ?? 0, count: 1 }),
      404,
      'product_not_found',
    );
    expectApiError(
      await addProduct(api, a, purchase.id, { id: id('sopa-del-dia'), count: 1 }),
      409,
      'product_unavailable',
    );
    expectApiError(
      await addProduct(api, a, 2147483647, { id: id('gaseosa'), count: 1 }),
      404,
      'purchase_not_found',
    );
    const cart = await request(api, `/menudigital/cart/${purchase.id}.json`, {
      host: HOST,
      headers: a.headers,
    });
    expect(purchaseOf(cart.json).items).toEqual([]);
  });

  it('asks for the age check before alcohol and never sells it to a minor', async () => {
    const [minor, grown] = [await newDiner(api), await newDiner(api)];
    const purchase = await join(api, minor, chapinero.supplierId, 'M05');
    await join(api, grown, chapinero.supplierId, 'M05');
    const beer = { id: id('cerveza-club'), count: 1 };
    expectApiError(await addProduct(api, grown, purchase.id, beer), 403, 'age_check_required');

    const check = (diner: Diner, body: object) =>
      request(api, '/legal/check_mayor.json', { method: 'POST', host: HOST, headers: diner.headers, body });
    expectApiError(
      await check(minor, { birthday_date: '2011-02-30', confirm: true }),
      400,
      'invalid_birthday',
    );
    expectApiError(
      await check(minor, { birthday_date: '2999-01-01', confirm: true }),
      400,
      'invalid_birthday',
    );
    expectApiError(
      await check(minor, { birthday_date: '2011-02-03', confirm: false }),
      400,
      'age_not_confirmed',
    );
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 15);
    const minorAnswer = await check(minor, {
      birthday_date: young.toISOString().slice(0, 10),
      confirm: true,
    });
    expect(expectSchema(ageCheckResponseSchema, minorAnswer.json)).toEqual({ of_age: false, legal_age: 18 });
    expectApiError(await addProduct(api, minor, purchase.id, beer), 403, 'under_age');
    expectApiError(
      await check({ ...minor, headers: {} }, { birthday_date: '1990-01-01', confirm: true }),
      401,
    );

    await adult(grown);
    expect((await addProduct(api, grown, purchase.id, beer)).status).toBe(201);

    // The answer comes back with the profile's status, so a reloaded page need not ask again.
    const statusOf = async (diner: Diner) =>
      expectSchema(
        profileResponseSchema,
        (await request(api, '/profiles/status.json', { host: HOST, headers: diner.headers })).json,
      ).profile.of_age;
    expect(await statusOf(grown)).toBe(true);
    expect(await statusOf(minor)).toBe(false);
    expect(await statusOf(await newDiner(api))).toBeNull();
  });

  it('never sells more than the stock and names the largest possible quantity', async () => {
    const [a, b] = [await newDiner(api), await newDiner(api)];
    const purchase = await join(api, a, chapinero.supplierId, 'M06');
    await join(api, b, chapinero.supplierId, 'M06');
    const postre = id('postre-del-dia');
    const first = await addProduct(api, a, purchase.id, { id: postre, count: 2 });
    expect(first.status).toBe(201);
    const tooMany = expectApiError(
      await addProduct(api, b, purchase.id, { id: postre, count: 2 }),
      409,
      'out_of_stock',
    );
    expect(tooMany.details).toEqual({ max_quantity: 1 });
    // The menu shows what is left (its cache follows the change).
    expect((await menuOf(api, HOST, 'chapinero')).products['postre-del-dia']?.stock).toBe(1);

    // Raising a line's count: the most it may hold is what it holds plus what is left.
    const lineId = purchaseOf(first.json).items[0]?.id ?? 0;
    const put = (count: number, diner = a) =>
      request(api, `/shopping_cart/product_cart/${lineId}.json?purchase_id=${purchase.id}`, {
        method: 'PUT',
        host: HOST,
        headers: diner.headers,
        body: { product: { count } },
      });
    expect(expectApiError(await put(4), 409, 'out_of_stock').details).toEqual({ max_quantity: 3 });
    expect(purchaseOf((await put(3)).json).items[0]?.count).toBe(3);
    expect((await menuOf(api, HOST, 'chapinero')).products['postre-del-dia']?.stock).toBe(0);
    // Only the diner who added a line changes or removes it, and a refused call changes nothing.
    expectApiError(await put(1, b), 403, 'not_your_item');
    expectApiError(
      await request(api, `/shopping_cart/product_cart/${lineId}.json?purchase_id=${purchase.id}`, {
        method: 'DELETE',
        host: HOST,
        headers: b.headers,
      }),
      403,
      'not_your_item',
    );
    const untouched = await request(api, `/shopping_cart/cart/${purchase.id}.json`, {
      host: HOST,
      headers: b.headers,
    });
    expect(purchaseOf(untouched.json).items.map((item) => [item.id, item.count])).toEqual([[lineId, 3]]);

    // Removing the line gives its units back.
    const del = await request(api, `/shopping_cart/product_cart/${lineId}.json?purchase_id=${purchase.id}`, {
      method: 'DELETE',
      host: HOST,
      headers: a.headers,
    });
    expect(purchaseOf(del.json).items).toEqual([]);
    expect((await menuOf(api, HOST, 'chapinero')).products['postre-del-dia']?.stock).toBe(3);
  });

  it('refuses more of a product that became unavailable after it was added; its line can still go', async () => {
    const a = await newDiner(api);
    const purchase = await join(api, a, chapinero.supplierId, 'M10');
    const added = await addProduct(api, a, purchase.id, { id: id('empanadas'), count: 1 });
    const lineId = purchaseOf(added.json).items[0]?.id ?? 0;
    const line = `/shopping_cart/product_cart/${lineId}.json?purchase_id=${purchase.id}`;
    await whileUnavailable(api, id('empanadas'), async () => {
      expectApiError(
        await request(api, line, {
          method: 'PUT',
          host: HOST,
          headers: a.headers,
          body: { product: { count: 2 } },
        }),
        409,
        'product_unavailable',
      );
      const removed = await request(api, line, { method: 'DELETE', host: HOST, headers: a.headers });
      expect(purchaseOf(removed.json).items).toEqual([]);
    });
  });

  it('keeps a purchase to the profiles that joined it', async () => {
    const [member, stranger] = [await newDiner(api), await newDiner(api)];
    const purchase = await join(api, member, chapinero.supplierId, 'M07');
    const cart = `/menudigital/cart/${purchase.id}.json`;
    expectApiError(
      await request(api, cart, { host: HOST, headers: stranger.headers }),
      403,
      'not_your_purchase',
    );
    expectApiError(await request(api, cart, { host: HOST }), 401);
    expectApiError(
      await request(api, cart, { host: HOST, headers: { ...member.headers, token: 'wrong' } }),
      401,
    );
    expectApiError(
      await addProduct(api, stranger, purchase.id, { id: id('gaseosa'), count: 1 }),
      403,
      'not_your_purchase',
    );
    // A profile of another instance is no profile here.
    const guest = await newDiner(api, 'hotel-mirador.localhost');
    expectApiError(await request(api, cart, { host: HOST, headers: guest.headers }), 401);
    // Another instance's purchase does not exist on this host.
    const room = await join(api, guest, mirador.supplierId, '202');
    expectApiError(
      await request(api, `/menudigital/cart/${room.id}.json`, { host: HOST, headers: member.headers }),
      404,
      'purchase_not_found',
    );
  });

  it('answers 304 to a client that polls with the current version', async () => {
    const a = await newDiner(api);
    const purchase = await join(api, a, chapinero.supplierId, 'M08');
    const url = `/shopping_cart/cart/${purchase.id}.json`;
    const first = await request(api, url, { host: HOST, headers: a.headers });
    const etag = first.headers['etag'] ?? '';
    expect(etag).toMatch(/^W\/"purchase-/);
    expect(
      (await request(api, url, { host: HOST, headers: { ...a.headers, 'if-none-match': etag } })).status,
    ).toBe(304);
    await addProduct(api, a, purchase.id, { id: id('gaseosa'), count: 1 });
    const after = await request(api, url, { host: HOST, headers: { ...a.headers, 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(purchaseOf(after.json).items).toHaveLength(1);
  });
});

describe('sending to the kitchen, the waiter, tip and note', () => {
  it('cook_products moves pending lines to ordered and removes the ones that became unavailable', async () => {
    const [a, b] = [await newDiner(api), await newDiner(api)];
    const purchase = await join(api, a, chapinero.supplierId, 'M09');
    await join(api, b, chapinero.supplierId, 'M09');
    await addProduct(api, a, purchase.id, { id: id('empanadas'), count: 1 });
    await addProduct(api, b, purchase.id, { id: id('patacon'), count: 2 });
    await whileUnavailable(api, id('patacon'), async () => {
      const res = await request(api, `/menudigital/cook_products/${purchase.id}.json`, {
        method: 'PUT',
        host: HOST,
        headers: b.headers,
        body: {},
      });
      const cooked = expectSchema(cookResponseSchema, res.json);
      expect(cooked.removed_unavailable.map((r) => r.label)).toEqual(['Patacón con hogao']);
      expect(cooked.purchase.items.map((i) => [i.label, i.status])).toEqual([['Empanadas x3', 'ordered']]);
      expect(cooked.purchase.count_ordered).toBe(1);
    });
    const lineId = purchaseOf(
      (await request(api, `/menudigital/cart/${purchase.id}.json`, { host: HOST, headers: a.headers })).json,
    ).items[0]?.id;
    // An ordered line no longer changes, and there is nothing left to send.
    expectApiError(
      await request(api, `/shopping_cart/product_cart/${lineId}.json?purchase_id=${purchase.id}`, {
        method: 'DELETE',
        host: HOST,
        headers: a.headers,
      }),
      409,
      'item_already_ordered',
    );
    expectApiError(
      await request(api, `/menudigital/cook_products/${purchase.id}.json`, {
        method: 'PUT',
        host: HOST,
        headers: a.headers,
        body: {},
      }),
      409,
      'nothing_to_cook',
    );
  });

  it('a list-only branch (basic class) sends nothing to the kitchen', async () => {
    const a = await newDiner(api);
    const usaquen = await menuOf(api, HOST, 'usaquen');
    const purchase = await join(api, a, usaquen.supplierId, 'U01');
    expect(purchase.rules.list_only).toBe(true);
    await addProduct(api, a, purchase.id, { id: id('gaseosa'), count: 1 });
    expectApiError(
      await request(api, `/menudigital/cook_products/${purchase.id}.json`, {
        method: 'PUT',
        host: HOST,
        headers: a.headers,
        body: {},
      }),
      409,
      'cook_not_available',
    );
  });

  it('calls the waiter at a table (not from a room), and keeps tip and note', async () => {
    const a = await newDiner(api);
    const purchase = await join(api, a, chapinero.supplierId, 'M10');
    const called = await request(api, `/menudigital/call_waiter/${purchase.id}`, {
      method: 'PUT',
      host: HOST,
      headers: a.headers,
    });
    expect(purchaseOf(called.json).waiter_called).toBe(true);

    const tip = { include: true, percent: 10, custom_value: null };
    const tipped = await request(api, `/menudigital/add_tip/${purchase.id}.json`, {
      method: 'PUT',
      host: HOST,
      headers: a.headers,
      body: { tip },
    });
    expect(purchaseOf(tipped.json).tip).toEqual(tip);
    expectApiError(
      await request(api, `/menudigital/add_tip/${purchase.id}.json`, {
        method: 'PUT',
        host: HOST,
        headers: a.headers,
        body: { tip: { ...tip, percent: 150 } },
      }),
      400,
    );
    const noted = await request(api, `/menudigital/cart/${purchase.id}`, {
      method: 'PUT',
      host: HOST,
      headers: a.headers,
      body: { cart: { comment: 'Sin cebolla' } },
    });
    expect(purchaseOf(noted.json).comment).toBe('Sin cebolla');

    const guest = await newDiner(api, 'hotel-mirador.localhost');
    const room = await join(api, guest, mirador.supplierId, '201');
    expectApiError(
      await request(api, `/menudigital/call_waiter/${room.id}`, {
        method: 'PUT',
        host: guest.host,
        headers: guest.headers,
      }),
      409,
      'call_waiter_unavailable',
    );
  });

  it("clean_cart removes only the diner's own pending lines; my_orders lists the diner's purchases", async () => {
    const [a, b] = [await newDiner(api), await newDiner(api)];
    const purchase = await join(api, a, chapinero.supplierId, 'M11');
    await join(api, b, chapinero.supplierId, 'M11');
    await addProduct(api, a, purchase.id, { id: id('gaseosa'), count: 1 });
    await addProduct(api, b, purchase.id, { id: id('limonada-coco'), count: 1 });
    const cleaned = await request(api, `/menudigital/clean_cart/${purchase.id}.json`, {
      method: 'DELETE',
      host: HOST,
      headers: a.headers,
    });
    expect(purchaseOf(cleaned.json).items.map((i) => i.profile_id)).toEqual([b.id]);
    const orders = await request(api, '/menudigital/my_orders.json?supplier_id=chapinero', {
      host: HOST,
      headers: a.headers,
    });
    expect(expectSchema(myOrdersResponseSchema, orders.json).purchases.map((p) => p.id)).toEqual([
      purchase.id,
    ]);
  });
});
