import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  purchaseResponseSchema,
  rateStateResponseSchema,
  ratingResponseSchema,
  sessionResponseSchema,
} from 'shared-contracts/schemas';
import { ratings } from '../../../src/db/schema.ts';
import { customerIds, expectApiError, expectSchema, request, useTestApi } from '../../helpers.ts';
import { addProduct, join, menuOf, newDiner } from '../../support/table-orders.ts';

const api = useTestApi();
const HOST = 'la-brasa.localhost';

async function ratingCount(): Promise<number> {
  const [row] = await api.app.db.select({ n: count() }).from(ratings);
  return row?.n ?? 0;
}

async function tablePurchase(code: string) {
  const menu = await menuOf(api, HOST, 'usaquen');
  const diner = await newDiner(api);
  const opened = await join(api, diner, menu.supplierId, code);
  const product = Object.values(menu.products)[0];
  if (!product) throw new Error('usaquen has no products');
  const added = await addProduct(api, diner, opened.id, { id: product.id, count: 1 });
  return { purchase: expectSchema(purchaseResponseSchema, added.json).purchase, supplierId: menu.supplierId };
}

const rate = (purchaseId: number, token: string, body: object, host = HOST) =>
  request(api, `/menudigital/rates.json?purchase_id=${purchaseId}&token=${encodeURIComponent(token)}`, {
    method: 'POST',
    host,
    body,
  });

describe('POST /menudigital/rates.json', () => {
  it("rates a purchase with its members' rate_token, once; a wrong token is an unknown purchase", async () => {
    const { purchase } = await tablePurchase('U01');
    expect(purchase.rate_token).toMatch(/^[0-9a-f]{32}$/);
    const before = await ratingCount();

    expectApiError(
      await rate(purchase.id, 'wrong-token-000', { rate: { score: 5 } }),
      404,
      'purchase_not_found',
    );
    expectApiError(
      await rate(purchase.id, purchase.rate_token, { rate: { score: 5 } }, 'hotel-mirador.localhost'),
      404,
      'purchase_not_found',
    );
    for (const score of [0, 6, 2.5]) {
      expectApiError(await rate(purchase.id, purchase.rate_token, { rate: { score } }), 400);
    }
    expect(await ratingCount()).toBe(before);

    const first = await rate(purchase.id, purchase.rate_token, {
      rate: { score: 4, comment: '  Muy rico  ' },
    });
    expect(first.status).toBe(201);
    expect(expectSchema(ratingResponseSchema, first.json).rating).toMatchObject({ kind: 'menu', score: 4 });
    expectApiError(
      await rate(purchase.id, purchase.rate_token, { rate: { score: 1 } }),
      409,
      'already_rated',
    );
    expect(await ratingCount()).toBe(before + 1);
  });

  it('gives every purchase its own token', async () => {
    const one = await tablePurchase('U02');
    const two = await tablePurchase('U03');
    expect(one.purchase.rate_token).not.toBe(two.purchase.rate_token);
    expectApiError(await rate(two.purchase.id, one.purchase.rate_token, { rate: { score: 3 } }), 404);
  });
});

const rateState = (purchaseId: number, token: string, host = HOST) =>
  request(api, `/menudigital/rates.json?purchase_id=${purchaseId}&token=${encodeURIComponent(token)}`, {
    host,
  });

describe('GET /menudigital/rates.json', () => {
  it("tells a second diner at the bill that it is rated before they write, with the purchase's token only", async () => {
    const { purchase, supplierId } = await tablePurchase('U05');
    const mate = await join(api, await newDiner(api), supplierId, 'U05');
    expect(mate.id).toBe(purchase.id);
    expect(mate.rate_token).toBe(purchase.rate_token);

    // Another bill's rating is not this one's.
    const other = await tablePurchase('U06');
    expect((await rate(other.purchase.id, other.purchase.rate_token, { rate: { score: 2 } })).status).toBe(
      201,
    );
    const before = await rateState(mate.id, mate.rate_token);
    expect(before.status).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(expectSchema(rateStateResponseSchema, before.json)).toEqual({ rated: false });

    expect((await rate(purchase.id, purchase.rate_token, { rate: { score: 5 } })).status).toBe(201);
    const after = await rateState(mate.id, mate.rate_token);
    expect(expectSchema(rateStateResponseSchema, after.json)).toEqual({ rated: true });

    // A wrong token, another instance's host and an unknown purchase answer alike; a malformed query is 400.
    expectApiError(await rateState(purchase.id, 'wrong-token-000'), 404, 'purchase_not_found');
    expectApiError(
      await rateState(purchase.id, purchase.rate_token, 'hotel-mirador.localhost'),
      404,
      'purchase_not_found',
    );
    expectApiError(await rateState(2147483647, purchase.rate_token), 404, 'purchase_not_found');
    expectApiError(await rateState(purchase.id, 'short'), 400);
  });
});

describe('POST /menudigital/rates_services.json', () => {
  it("stores a session's NPS answer at a branch once, and refuses another instance's session or branch", async () => {
    const ids = await customerIds(api, ['la-brasa', 'hotel-mirador']);
    const session = async (customer: number | undefined) =>
      expectSchema(
        sessionResponseSchema,
        (
          await request(api, '/tracking/sessions', {
            method: 'POST',
            host: HOST,
            body: {
              customer_id: customer,
              so: 'Android',
              browser: 'Chrome',
              pixel_width: 390,
              pixel_height: 844,
            },
          })
        ).json,
      ).id;
    const mine = await session(ids['la-brasa']);
    const theirs = await session(ids['hotel-mirador']);
    const { supplierId } = await tablePurchase('U04');
    const nps = (sesion_id: number, score: number, supplier_id = supplierId) =>
      request(api, '/menudigital/rates_services.json', {
        method: 'POST',
        host: HOST,
        body: { rates_service: { score, sesion_id, supplier_id } },
      });

    expectApiError(await nps(mine, 11), 400);
    expectApiError(await nps(theirs, 9), 404, 'session_not_found');
    const mirador = await menuOf(api, 'hotel-mirador.localhost', 'miraflores');
    expectApiError(await nps(mine, 9, mirador.supplierId), 404, 'supplier_not_found');
    const answered = await nps(mine, 0);
    expect(answered.status).toBe(201);
    expect(expectSchema(ratingResponseSchema, answered.json).rating).toMatchObject({ kind: 'nps', score: 0 });
    expectApiError(await nps(mine, 10), 409, 'already_rated');
  });
});
