import { describe, expect, it } from 'vitest';
import { balanceResponseSchema, paymentResponseSchema } from 'shared-contracts/schemas';
import { SANDBOX } from '../../../src/modules/payments/sandbox-provider.ts';
import { expectApiError, expectSchema, request, useTestApi } from '../../helpers.ts';
import {
  addProduct,
  type Diner,
  join,
  menuOf,
  newDiner,
  purchaseOf,
  payBody,
  testCard,
  useMenu,
} from '../../support/table-orders.ts';

const api = useTestApi();
const HOST = 'la-brasa.localhost';
const usaquen = useMenu(api, 'usaquen');

function open(diner: Diner, body: object) {
  return request(api, '/menudigital/manual_payment.json', {
    method: 'POST',
    host: diner.host,
    headers: diner.headers,
    body,
  });
}

function setAmount(diner: Diner, purchaseId: number, amount: unknown) {
  return request(api, `/menudigital/manual_payment/${purchaseId}.json`, {
    method: 'PUT',
    host: diner.host,
    headers: diner.headers,
    body: { amount },
  });
}

function pay(diner: Diner, purchaseId: number, method: 'card' | 'cash', key: string) {
  return request(api, '/api/v4/payments.json', {
    method: 'POST',
    host: diner.host,
    headers: { ...diner.headers, 'idempotency-key': key },
    body: payBody(
      purchaseId,
      method === 'card' ? { method, card: testCard(SANDBOX.cardApproved) } : { method },
    ),
  });
}

describe('POST /menudigital/manual_payment.json', () => {
  it("opens the diner's manual payment of amount 0 at a basic branch with in-app payment, once", async () => {
    const diner = await newDiner(api);
    const created = await open(diner, { supplier_id: usaquen.supplierId, amount: 0 });
    expect(created.status, created.text).toBe(201);
    const purchase = purchaseOf(created.json);
    expect(purchase).toMatchObject({
      supplier_id: usaquen.supplierId,
      table: null,
      status: 'open',
      manual_amount: 0,
      items: [],
      total: 0,
      rules: { on_table_class: 'basic', list_only: true },
    });
    // A second press of the cart icon (even with another amount) answers the open one as it is.
    const again = await open(diner, { supplier_id: usaquen.supplierId, amount: 5000 });
    expect(again.status).toBe(200);
    expect(purchaseOf(again.json)).toMatchObject({ id: purchase.id, manual_amount: 0 });
    // Another diner gets their own.
    const other = await open(await newDiner(api), { supplier_id: usaquen.supplierId, amount: 0 });
    expect(purchaseOf(other.json).id).not.toBe(purchase.id);
  });

  it('opens one purchase when the same diner presses at the same moment', async () => {
    const diner = await newDiner(api);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => open(diner, { supplier_id: usaquen.supplierId, amount: 0 })),
    );
    expect(new Set(answers.map((res) => purchaseOf(res.json).id)).size).toBe(1);
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
  });

  it('refuses branches that take payment on the order, no profile, bad amounts and unknown branches', async () => {
    const diner = await newDiner(api);
    const branch = async (host: string, slug: string) => (await menuOf(api, host, slug)).supplierId;
    // Chapinero's class is checkout: the table's order is what is paid.
    expectApiError(
      await open(diner, { supplier_id: await branch(HOST, 'chapinero'), amount: 0 }),
      409,
      'manual_payment_unavailable',
    );
    expectApiError(
      await open(diner, { supplier_id: await branch(HOST, 'el-poblado'), amount: 0 }),
      409,
      'on_table_unavailable',
    );
    const guest = await newDiner(api, 'hotel-mirador.localhost');
    const miraflores = await branch(guest.host, 'miraflores');
    expectApiError(
      await open(guest, { supplier_id: miraflores, amount: 0 }),
      409,
      'manual_payment_unavailable',
    );
    // Unknown here: an id no branch has, and another instance's branch.
    expectApiError(await open(diner, { supplier_id: 2_000_000_000, amount: 0 }), 404, 'supplier_not_found');
    expectApiError(await open(diner, { supplier_id: miraflores, amount: 0 }), 404, 'supplier_not_found');
    expectApiError(await open(diner, { supplier_id: 'usaquen', amount: 0 }), 400);
    expectApiError(
      await request(api, '/menudigital/manual_payment.json', {
        method: 'POST',
        host: HOST,
        body: { supplier_id: usaquen.supplierId, amount: 0 },
      }),
      401,
    );
    for (const amount of [-1, 100_000_001, '10', null]) {
      expectApiError(await open(diner, { supplier_id: usaquen.supplierId, amount }), 400);
    }
    // Colombian pesos have no centavos here; dollars have two decimals, not three.
    const cents = expectApiError(await open(diner, { supplier_id: usaquen.supplierId, amount: 1000.5 }), 400);
    expect(cents.issues?.[0]?.path).toBe('amount');
    const pupuseria = await newDiner(api, 'menu-nuevo.localhost');
    const sanSalvador = await branch(pupuseria.host, 'san-salvador');
    expectApiError(await open(pupuseria, { supplier_id: sanSalvador, amount: 12.345 }), 400);
    expect((await open(pupuseria, { supplier_id: sanSalvador, amount: 12.34 })).status).toBe(201);
  });
});

describe('PUT /menudigital/manual_payment/{purchase}.json', () => {
  it('sets the amount the diner pays; the payment charges it and closes the purchase', async () => {
    const diner = await newDiner(api);
    const { id } = purchaseOf((await open(diner, { supplier_id: usaquen.supplierId, amount: 0 })).json);
    const set = await setAmount(diner, id, 45000);
    expect(set.status, set.text).toBe(200);
    expect(purchaseOf(set.json)).toMatchObject({ id, manual_amount: 45000, total: 45000 });
    const balance = expectSchema(
      balanceResponseSchema,
      (await request(api, `/api/v4/purchases/${id}/balance.json`, { host: HOST, headers: diner.headers }))
        .json,
    ).balance;
    expect(balance).toMatchObject({ items_minor: 45000, due_minor: 45000, remaining_minor: 45000 });

    const paid = await pay(diner, id, 'card', 'manual-card-1-abcdef');
    expect(paid.status, paid.text).toBe(201);
    const { payment, balance: after } = expectSchema(paymentResponseSchema, paid.json);
    expect(payment).toMatchObject({ status: 'approved', amount_minor: 45000 });
    expect(after.closed).toBe(true);
    expectApiError(await setAmount(diner, id, 1000), 409, 'purchase_closed');
    // Paid and closed: the next press opens a new manual payment.
    const next = await open(diner, { supplier_id: usaquen.supplierId, amount: 0 });
    expect(next.status).toBe(201);
    expect(purchaseOf(next.json).id).not.toBe(id);
  });

  it('keeps the amount once a payment holds on it', async () => {
    const diner = await newDiner(api);
    const { id } = purchaseOf((await open(diner, { supplier_id: usaquen.supplierId, amount: 0 })).json);
    await setAmount(diner, id, 30000);
    // Cash waits for the staff: pending, it holds the amount.
    expect((await pay(diner, id, 'cash', 'manual-cash-1-abcdef')).status).toBe(201);
    expectApiError(await setAmount(diner, id, 25000), 409, 'manual_payment_locked');
    const cart = await request(api, `/menudigital/cart/${id}.json`, { host: HOST, headers: diner.headers });
    expect(purchaseOf(cart.json).manual_amount).toBe(30000);
  });

  it("refuses another diner, a table's order, bad amounts, and products on a manual payment", async () => {
    const diner = await newDiner(api);
    const { id } = purchaseOf((await open(diner, { supplier_id: usaquen.supplierId, amount: 0 })).json);
    expectApiError(await setAmount(await newDiner(api), id, 1000), 403, 'not_your_purchase');
    expectApiError(await setAmount(diner, id, -5), 400);
    // Zero is only how it opens: the amount a diner sets is the waiter's bill, never nothing.
    expectApiError(await setAmount(diner, id, 0), 400);
    expectApiError(await setAmount(diner, id, 99.9), 400);
    expectApiError(await setAmount(diner, 2_147_483_647, 1000), 404, 'purchase_not_found');
    const table = await join(api, diner, usaquen.supplierId, 'U02');
    expectApiError(await setAmount(diner, table.id, 1000), 409, 'not_manual_payment');
    const gaseosa = usaquen.id('gaseosa');
    expectApiError(
      await addProduct(api, diner, id, { id: gaseosa, count: 1 }),
      409,
      'manual_payment_has_no_lines',
    );
  });

  it('takes no payment while its amount is zero', async () => {
    const diner = await newDiner(api);
    const { id } = purchaseOf((await open(diner, { supplier_id: usaquen.supplierId, amount: 0 })).json);
    expectApiError(await pay(diner, id, 'cash', 'manual-zero-1-abcdef'), 409, 'manual_amount_missing');
  });

  it('is never the purchase of a diner who does not know the table number', async () => {
    const diner = await newDiner(api);
    const manual = purchaseOf((await open(diner, { supplier_id: usaquen.supplierId, amount: 0 })).json);
    const own = await join(api, diner, usaquen.supplierId, null);
    expect(own.id).not.toBe(manual.id);
    expect(own.manual_amount).toBeNull();
  });
});
