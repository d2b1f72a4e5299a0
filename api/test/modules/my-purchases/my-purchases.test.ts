import { describe, expect, it } from 'vitest';
import { actualPurchasesResponseSchema, myPurchaseResponseSchema } from 'shared-contracts/schemas';
import { SANDBOX } from '../../../src/modules/payments/sandbox-provider.ts';
import { expectApiError, expectSchema, request, useTestApi } from '../../helpers.ts';
import { cartOf, pay, STAFF } from '../../support/payments.ts';
import { addProduct, type Diner, join, newDiner, testCard, useMenu } from '../../support/table-orders.ts';

const api = useTestApi();
const HOST = 'la-brasa.localhost';
const chapinero = useMenu(api, 'chapinero');

const myPurchase = (diner: Diner | { host: string; headers: Record<string, string> }, id: number) =>
  request(api, `/api/my_purchases/${id}.json`, { host: diner.host, headers: diner.headers });
const actualPurchases = (diner: Diner | { host: string; headers: Record<string, string> }, query = '') =>
  request(api, `/api/actual_purchases.json${query}`, { host: diner.host, headers: diner.headers });
const actualIds = async (diner: Diner, query = '') =>
  expectSchema(actualPurchasesResponseSchema, (await actualPurchases(diner, query)).json).purchases.map(
    (purchase) => purchase.id,
  );

async function purchaseWith(diner: Diner, code: string | null, slug = 'bandeja-paisa') {
  const purchase = await join(api, diner, chapinero.supplierId, code);
  expect((await addProduct(api, diner, purchase.id, { id: chapinero.id(slug), count: 1 })).status).toBe(201);
  return purchase.id;
}

describe('GET /api/my_purchases/{id}.json', () => {
  it("answers the diner's own purchase with its balance, open or closed, and never another profile's", async () => {
    const ana = await newDiner(api);
    const id = await purchaseWith(ana, 'M01');
    const open = expectSchema(myPurchaseResponseSchema, (await myPurchase(ana, id)).json);
    expect(open.purchase).toMatchObject({ id, status: 'open', table: { code: 'M01' } });
    expect(open.balance).toMatchObject({ purchase_id: id, due_minor: 38000, closed: false });

    expect((await pay(api, ana, id, { method: 'card', card: testCard(SANDBOX.cardApproved) })).status).toBe(
      201,
    );
    const closed = expectSchema(myPurchaseResponseSchema, (await myPurchase(ana, id)).json);
    expect(closed.purchase.status).toBe('closed');
    expect(closed.balance).toMatchObject({ paid_minor: 38000, closed: true });

    const stranger = await newDiner(api);
    expectApiError(await myPurchase(stranger, id), 404, 'purchase_not_found');
    expectApiError(await myPurchase({ host: HOST, headers: {} }, id), 401);
    expectApiError(await myPurchase(await newDiner(api, 'hotel-mirador.localhost'), id), 404);
    expectApiError(await myPurchase(ana, 2147483647), 404, 'purchase_not_found');
    expectApiError(await myPurchase(ana, 2147483648), 400);
  });
});

describe('GET /api/actual_purchases.json', () => {
  it("lists the diner's purchases still open or in the kitchen, newest first, and only theirs", async () => {
    const ana = await newDiner(api);
    const ben = await newDiner(api);
    const atTable = await purchaseWith(ana, 'M02');
    // Ben joins Ana's table: it is his too. His own purchase is never Ana's.
    await join(api, ben, chapinero.supplierId, 'M02');
    const bens = await purchaseWith(ben, null);
    // Paid in full: the account closes, the kitchen still has the bandeja, so it is in progress.
    const paid = await purchaseWith(ana, null);
    expect((await pay(api, ana, paid, { method: 'card', card: testCard(SANDBOX.cardApproved) })).status).toBe(
      201,
    );
    // Closed by the staff with nothing sent: over.
    const left = await purchaseWith(ana, 'M03');
    const closed = await request(api, `/staff/instances/la-brasa/purchases/${left}/close`, {
      method: 'PUT',
      headers: STAFF,
    });
    expect(closed.status, closed.text).toBe(200);

    expect(await actualIds(ana)).toEqual([paid, atTable]);
    expect(await actualIds(ben)).toEqual([bens, atTable]);
    expect(await actualIds(ana, '?supplier_id=usaquen')).toEqual([]);

    // Once the kitchen served every paid line, the paid purchase is over too.
    for (const item of (await cartOf(api, ana, paid)).items) {
      const served = await request(api, `/staff/instances/la-brasa/purchases/${paid}/items/${item.id}`, {
        method: 'PUT',
        headers: STAFF,
        body: { status: 'delivered' },
      });
      expect(served.status, served.text).toBe(200);
    }
    expect(await actualIds(ana)).toEqual([atTable]);

    expectApiError(await actualPurchases({ host: HOST, headers: {} }), 401);
    expect(await actualIds(await newDiner(api))).toEqual([]);
  });
});
