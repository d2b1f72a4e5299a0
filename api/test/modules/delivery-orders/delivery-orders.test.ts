import { beforeAll, describe, expect, it } from 'vitest';
import { balanceResponseSchema, paymentResponseSchema } from 'shared-contracts/schemas';
import { expectApiError, expectSchema, request, STAFF_TOKEN, useTestApi } from '../../helpers.ts';
import { SANDBOX } from '../../../src/modules/payments/sandbox-provider.ts';
import { type Diner, menuOf, newDiner, payBody, purchaseOf, testCard } from '../../support/table-orders.ts';

const api = useTestApi();
const HOST = 'la-brasa.localhost';
/** Inside 'Chapinero cercano' (fee 5000, minimum 20000) and 'Chapinero extendido' (8000, 30000). */
const CERCANO = {
  latitude: 4.6486,
  longitude: -74.0628,
  address: 'Carrera 13 # 63-20',
  reference: 'Portería',
};
const EXTENDIDO = { ...CERCANO, latitude: 4.6686 };
const SEA = { ...CERCANO, latitude: 12, longitude: -77 };
let menu: Awaited<ReturnType<typeof menuOf>>;
let diner: Diner;

beforeAll(async () => {
  menu = await menuOf(api, HOST, 'chapinero');
  diner = await newDiner(api, HOST);
});

const idOf = (slug: string) => {
  const product = menu.products[slug];
  if (!product) throw new Error(`no ${slug}`);
  return product.id;
};

function order(who: Diner, fields: Record<string, unknown>, host = HOST) {
  return request(api, '/shopping_cart/delivery_order.json', {
    method: 'POST',
    host,
    headers: who.headers,
    body: {
      order: {
        supplier_id: menu.supplierId,
        service: 'delivery',
        subservice: null,
        lines: [{ id: idOf('bandeja-paisa'), count: 1 }],
        cutlery: true,
        packed: false,
        comment: 'Sin cebolla',
        place: CERCANO,
        schedule: null,
        ...fields,
      },
    },
  });
}

describe('POST /shopping_cart/delivery_order.json', () => {
  it("places a delivery in 'Chapinero cercano' with its 5000 fee in the balance, and pays it", async () => {
    const res = await order(diner, {});
    expect(res.status).toBe(201);
    const purchase = purchaseOf(res.json);
    expect(purchase).toMatchObject({
      service: 'delivery',
      subservice: null,
      table: null,
      comment: 'Sin cebolla',
      total: 38000,
      delivery: {
        cutlery: true,
        packed: false,
        zone_name: 'Chapinero cercano',
        delivery_price: 5000,
        minimum_order_value: 20000,
        address: 'Carrera 13 # 63-20',
        reference: 'Portería',
        schedule: null,
      },
    });
    const balance = expectSchema(
      balanceResponseSchema,
      (
        await request(api, `/api/v4/purchases/${purchase.id}/balance.json`, {
          host: HOST,
          headers: diner.headers,
        })
      ).json,
    ).balance;
    expect(balance.delivery_fee_minor).toBe(5000);
    expect(balance.due_minor).toBe(43000);

    const paid = await request(api, '/api/v4/payments.json', {
      method: 'POST',
      host: HOST,
      headers: { ...diner.headers, 'idempotency-key': 'delivery-1' },
      body: payBody(purchase.id, { method: 'card', card: testCard(SANDBOX.cardApproved) }),
    });
    expect(paid.status).toBe(201);
    const { payment, balance: after } = expectSchema(paymentResponseSchema, paid.json);
    expect(payment.amount_minor).toBe(43000);
    expect(after.remaining_minor).toBe(0);
    // Paid first: the kitchen has it and the order stays open for its delivery statuses.
    const cart = purchaseOf(
      (await request(api, `/shopping_cart/cart/${purchase.id}.json`, { host: HOST, headers: diner.headers }))
        .json,
    );
    expect(cart.status).toBe('open');
    expect(cart.items.every((item) => item.status === 'ordered')).toBe(true);
  });

  it("'Chapinero extendido' charges 8000 and refuses items below its 30000 minimum", async () => {
    const low = await order(diner, { place: EXTENDIDO, lines: [{ id: idOf('pollo-cuarto'), count: 1 }] });
    const body = expectApiError(low, 409, 'below_minimum_order');
    expect(body.details?.minimum_minor).toBe(30000);
    // The same 22000 is enough in 'Chapinero cercano' (minimum 20000).
    expect((await order(diner, { lines: [{ id: idOf('pollo-cuarto'), count: 1 }] })).status).toBe(201);

    const ok = await order(diner, { place: EXTENDIDO, lines: [{ id: idOf('pollo-cuarto'), count: 2 }] });
    expect(ok.status).toBe(201);
    expect(purchaseOf(ok.json).delivery).toMatchObject({ delivery_price: 8000, minimum_order_value: 30000 });
  });

  it('placing the cart again replaces the unpaid order, and gives its stock back', async () => {
    const who = await newDiner(api, HOST);
    const first = purchaseOf(
      (
        await order(who, {
          lines: [
            { id: idOf('postre-del-dia'), count: 2 },
            { id: idOf('bandeja-paisa'), count: 1 },
          ],
        })
      ).json,
    );
    const second = await order(who, {
      lines: [
        { id: idOf('postre-del-dia'), count: 3 },
        { id: idOf('bandeja-paisa'), count: 1 },
      ],
    });
    expect(second.status).toBe(201);
    const gone = await request(api, `/shopping_cart/cart/${first.id}.json`, {
      host: HOST,
      headers: who.headers,
    });
    expect(gone.status).toBe(404);
    const orders = await request(api, `/menudigital/my_orders.json?supplier_id=${menu.supplierId}`, {
      host: HOST,
      headers: who.headers,
    });
    expect((orders.json as { purchases: unknown[] }).purchases).toHaveLength(1);
    // All 3 units of the dessert are held by the one order: a fourth is out of stock.
    const more = await order(await newDiner(api, HOST), {
      lines: [
        { id: idOf('postre-del-dia'), count: 1 },
        { id: idOf('bandeja-paisa'), count: 1 },
      ],
    });
    expectApiError(more, 409, 'out_of_stock');
  });

  it('a point no zone holds is 409 no_coverage with the nearest branch, nothing saved', async () => {
    const who = await newDiner(api, HOST);
    const res = await order(who, { place: SEA });
    const body = expectApiError(res, 409, 'no_coverage');
    expect(body.details?.nearest).toBe('La Brasa Chapinero');
    expect(Number(body.details?.distance_km)).toBeGreaterThan(100);
    const orders = await request(api, `/menudigital/my_orders.json?supplier_id=${menu.supplierId}`, {
      host: HOST,
      headers: who.headers,
    });
    expect((orders.json as { purchases: unknown[] }).purchases).toHaveLength(0);
  });

  it('bad input is refused: no place, bad coordinates, a short address, no reference, no lines', async () => {
    expectApiError(await order(diner, { place: null }), 400);
    expectApiError(await order(diner, { place: { ...CERCANO, latitude: 91 } }), 400);
    expectApiError(await order(diner, { place: { ...CERCANO, address: 'x' } }), 400);
    expectApiError(await order(diner, { place: { ...CERCANO, reference: '' } }), 400);
    expectApiError(await order(diner, { lines: [] }), 400);
    expectApiError(
      await order(diner, { lines: [{ id: idOf('sopa-del-dia'), count: 3 }] }),
      409,
      'product_unavailable',
    );
    expectApiError(await order(diner, { lines: [{ id: 999999, count: 1 }] }), 404, 'product_not_found');
  });

  it('a branch that does not deliver says so; a supplier of another instance is not found', async () => {
    const usaquen = await menuOf(api, HOST, 'usaquen');
    expectApiError(await order(diner, { supplier_id: usaquen.supplierId }), 409, 'delivery_inactive');
    const lupita = await menuOf(api, 'taqueria-lupita.localhost', 'roma-norte');
    expectApiError(await order(diner, { supplier_id: lupita.supplierId }), 404, 'supplier_not_found');
  });

  it('take-away has no fee and the branch minimum; a scheduled take-away is refused', async () => {
    const who = await newDiner(api, HOST);
    const res = await order(who, { service: 'take_away', place: null });
    expect(res.status).toBe(201);
    expect(purchaseOf(res.json).delivery).toMatchObject({
      delivery_price: 0,
      minimum_order_value: 10000,
      address: null,
    });
    expectApiError(
      await order(who, { service: 'take_away', place: null, lines: [{ id: idOf('gaseosa'), count: 1 }] }),
      409,
      'below_minimum_order',
    );
    expectApiError(await order(who, { service: 'take_away', subservice: 'schedule', place: null }), 400);
  });

  it('without a profile it is 401', async () => {
    const res = await order({ ...diner, headers: {} }, {});
    expectApiError(res, 401);
  });
});

describe("closed states: the staff's switches of the day", () => {
  const state = (
    body: object,
    headers: Record<string, string> = { authorization: `Bearer ${STAFF_TOKEN}` },
  ) => request(api, '/staff/instances/la-brasa/branches/chapinero/state', { method: 'PUT', headers, body });

  it('a closed business takes no order; a closed kitchen only scheduled ones; paused delivery still takes take-away', async () => {
    const who = await newDiner(api, HOST);
    expect((await state({ business_closed: true })).json).toEqual({
      business_closed: true,
      kitchen_closed: false,
      delivery_paused: false,
    });
    const config = await request(api, '/experience/la-brasa.localhost/config');
    expect(
      (config.json as { suppliers: { slug: string; business_closed: boolean }[] }).suppliers.find(
        (branch) => branch.slug === 'chapinero',
      )?.business_closed,
    ).toBe(true);
    expectApiError(await order(who, {}), 409, 'business_closed');
    expectApiError(await order(who, { service: 'take_away', place: null }), 409, 'business_closed');

    await state({ business_closed: false, kitchen_closed: true });
    expectApiError(await order(who, {}), 409, 'kitchen_closed');

    await state({ kitchen_closed: false, delivery_paused: true });
    expectApiError(await order(who, {}), 409, 'delivery_inactive');
    expect((await order(who, { service: 'take_away', place: null })).status).toBe(201);

    await state({ delivery_paused: false });
    expect((await order(who, {})).status).toBe(201);
  });

  it('needs the staff token and at least one switch; an unknown branch is 404', async () => {
    expectApiError(await state({ business_closed: true }, {}), 401);
    expectApiError(await state({}), 400);
    expectApiError(
      await request(api, '/staff/instances/la-brasa/branches/nowhere/state', {
        method: 'PUT',
        headers: { authorization: `Bearer ${STAFF_TOKEN}` },
        body: { business_closed: true },
      }),
      404,
    );
  });
});
