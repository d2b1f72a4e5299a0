import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceResponseSchema, paymentResponseSchema } from 'shared-contracts/schemas';
import { coupons } from '../../../src/db/schema.ts';
import { expectApiError, expectSchema, request, useTestApi } from '../../helpers.ts';
import { SANDBOX } from '../../../src/modules/payments/sandbox-provider.ts';
import { balanceOf, pay, settle } from '../../support/payments.ts';
import {
  addProduct,
  type Diner,
  join,
  newDiner,
  payBody,
  TEST_CONTACT,
  testCard,
  useMenu,
} from '../../support/table-orders.ts';

const api = useTestApi();
const HOST = 'la-brasa.localhost';
const chapinero = useMenu(api, 'chapinero');

async function tableWith(code: string, lines: [string, number][]) {
  const diner = await newDiner(api);
  const purchase = await join(api, diner, chapinero.supplierId, code);
  for (const [slug, count] of lines) {
    const product = chapinero.products[slug];
    if (!product) throw new Error(`${slug} is not on the menu`);
    expect((await addProduct(api, diner, purchase.id, { id: product.id, count })).status).toBe(201);
  }
  return { diner, purchaseId: purchase.id };
}

const applyCoupon = (diner: Diner, purchaseId: number, code: string) =>
  request(api, `/api/v4/purchases/${purchaseId}/coupon.json`, {
    method: 'PUT',
    host: HOST,
    headers: diner.headers,
    body: { coupon: { code } },
  });

describe('PUT /api/v4/purchases/{purchase}/coupon.json', () => {
  it('refuses short, unknown, used and expired codes, and one below its minimum (saying the minimum)', async () => {
    const { diner, purchaseId } = await tableWith('M01', [['gaseosa', 1]]);
    expectApiError(await applyCoupon(diner, purchaseId, 'abc'), 400);
    expectApiError(await applyCoupon(diner, purchaseId, 'NOEXISTE'), 404, 'coupon_invalid');
    expectApiError(await applyCoupon(diner, purchaseId, 'usado'), 409, 'coupon_used');
    expectApiError(await applyCoupon(diner, purchaseId, 'VENCIDO'), 409, 'coupon_expired');
    const low = await applyCoupon(diner, purchaseId, 'bienvenido');
    expectApiError(low, 409, 'coupon_min_purchase');
    expect((low.json as { details?: { min_minor?: number } }).details?.min_minor).toBe(30000);
  });

  it('takes 10 percent off the items once the purchase reaches the minimum, for every member, until removed', async () => {
    const { diner, purchaseId } = await tableWith('M02', [['bandeja-paisa', 1]]);
    const applied = expectSchema(
      balanceResponseSchema,
      (await applyCoupon(diner, purchaseId, ' bienvenido ')).json,
    );
    expect(applied.balance).toMatchObject({ coupon_code: 'BIENVENIDO' });
    const { items_minor, tip_minor, discount_minor, due_minor } = applied.balance;
    expect(discount_minor).toBe(Math.round(items_minor / 10));
    expect(due_minor).toBe(items_minor + tip_minor - discount_minor);

    const mate = await newDiner(api);
    await join(api, mate, chapinero.supplierId, 'M02');
    const seen = await request(api, `/api/v4/purchases/${purchaseId}/balance.json`, {
      host: HOST,
      headers: mate.headers,
    });
    expect(expectSchema(balanceResponseSchema, seen.json).balance.discount_minor).toBe(discount_minor);

    const removed = await request(api, `/api/v4/purchases/${purchaseId}/coupon.json`, {
      method: 'DELETE',
      host: HOST,
      headers: diner.headers,
    });
    expect(expectSchema(balanceResponseSchema, removed.json).balance).toMatchObject({
      coupon_code: null,
      discount_minor: 0,
    });
  });

  it('a fixed amount comes off the items in whole pesos, and the payment charges the discounted due', async () => {
    const { diner, purchaseId } = await tableWith('M05', [
      ['gaseosa', 1],
      ['patacon', 1],
    ]);
    // 5.000 + 12.000 is below the coupon's 20.000 minimum: it is refused with its minimum.
    expectApiError(await applyCoupon(diner, purchaseId, 'menos5000'), 409, 'coupon_min_purchase');
    const more = chapinero.products['bandeja-paisa'];
    expect((await addProduct(api, diner, purchaseId, { id: more?.id ?? 0, count: 1 })).status).toBe(201);
    const { balance } = expectSchema(
      balanceResponseSchema,
      (await applyCoupon(diner, purchaseId, 'MENOS5000')).json,
    );
    expect(balance).toMatchObject({
      coupon_code: 'MENOS5000',
      items_minor: 55000,
      tip_minor: 0,
      discount_minor: 5000,
      due_minor: 50000,
    });
    const paid = await request(api, '/api/v4/payments.json', {
      method: 'POST',
      host: HOST,
      headers: { ...diner.headers, 'idempotency-key': 'coupon-amount-0001' },
      body: {
        purchase_id: purchaseId,
        method: 'cash',
        split: { kind: 'full' },
        contact: {
          name: 'Ana Pérez',
          phone: '3001112233',
          email: 'ana@example.com',
          document_type: 'national_id',
          document_number: '1020304050',
        },
      },
    });
    expect(paid.status, paid.text).toBe(201);
    expect((paid.json as { payment: { amount_minor: number } }).payment.amount_minor).toBe(50000);
  });

  it('free delivery takes nothing off a table (no delivery fee), and another table’s diner cannot touch it', async () => {
    const { diner, purchaseId } = await tableWith('M03', [['bandeja-paisa', 1]]);
    const free = expectSchema(
      balanceResponseSchema,
      (await applyCoupon(diner, purchaseId, 'ENVIOGRATIS')).json,
    );
    expect(free.balance).toMatchObject({ coupon_code: 'ENVIOGRATIS', discount_minor: 0 });
    const stranger = await newDiner(api);
    const refused = await applyCoupon(stranger, purchaseId, 'BIENVENIDO');
    expect([403, 404]).toContain(refused.status);
  });

  it('the amount due stays discounted for payments, and after one the coupon can no longer change', async () => {
    const { diner, purchaseId } = await tableWith('M04', [['bandeja-paisa', 1]]);
    const { balance } = expectSchema(
      balanceResponseSchema,
      (await applyCoupon(diner, purchaseId, 'BIENVENIDO')).json,
    );
    const paid = await request(api, '/api/v4/payments.json', {
      method: 'POST',
      host: HOST,
      headers: { ...diner.headers, 'idempotency-key': 'coupon-pay-0001' },
      body: payBody(purchaseId, {
        method: 'card',
        split: { kind: 'custom', amount_minor: 10000 },
        contact: { ...TEST_CONTACT, phone: '3001112233' },
        card: testCard(SANDBOX.cardApproved),
      }),
    });
    expect(paid.status).toBe(201);
    const after = expectSchema(balanceResponseSchema, {
      balance: (paid.json as { balance: unknown }).balance,
    }).balance;
    expect(balance.due_minor).toBe(balance.items_minor + balance.tip_minor - balance.discount_minor);
    expect(after).toMatchObject({ due_minor: balance.due_minor, remaining_minor: balance.due_minor - 10000 });
    const removed = await request(api, `/api/v4/purchases/${purchaseId}/coupon.json`, {
      method: 'DELETE',
      host: HOST,
      headers: diner.headers,
    });
    expectApiError(removed, 409, 'coupon_locked');
  });
});

describe('coupon use limits: a payment redeems the coupon', () => {
  /**
   * A purchase with a bandeja paisa (38.000, over every coupon minimum): at a table, else the diner's own
   * (one open at a time: a new one once the last is paid).
   */
  async function ownPurchase(diner: Diner, table: string | null = null) {
    const purchase = await join(api, diner, chapinero.supplierId, table);
    const bandeja = chapinero.products['bandeja-paisa']?.id ?? 0;
    expect((await addProduct(api, diner, purchase.id, { id: bandeja, count: 1 })).status).toBe(201);
    return purchase.id;
  }
  const payCard = (diner: Diner, purchaseId: number, number: string = SANDBOX.cardApproved) =>
    pay(api, diner, purchaseId, { method: 'card', card: testCard(number) });

  it('once per diner by default: paid once, the same diner cannot use it again; another diner can', async () => {
    const ana = await newDiner(api);
    const first = await ownPurchase(ana);
    expect((await applyCoupon(ana, first, 'MENOS5000')).status).toBe(200);
    // Applied on a second purchase before paying the first: allowed, nothing is redeemed yet.
    const second = await ownPurchase(ana, 'M06');
    expect((await applyCoupon(ana, second, 'MENOS5000')).status).toBe(200);
    expect((await payCard(ana, first)).status).toBe(201);
    // The first payment redeemed it: the second purchase can no longer pay with it, nor take it again.
    expectApiError(await payCard(ana, second), 409, 'coupon_used');
    expect((await balanceOf(api, ana, second)).paid_minor).toBe(0);
    const third = await ownPurchase(ana);
    expectApiError(await applyCoupon(ana, third, 'menos5000'), 409, 'coupon_used');

    const ben = await newDiner(api);
    const bens = await ownPurchase(ben);
    expect((await applyCoupon(ben, bens, 'MENOS5000')).status).toBe(200);
    expect((await payCard(ben, bens)).status).toBe(201);
  });

  it('a payment that holds nothing any more (declined) gives the use back', async () => {
    const ana = await newDiner(api);
    const first = await ownPurchase(ana);
    expect((await applyCoupon(ana, first, 'BIENVENIDO')).status).toBe(200);
    const pending = expectSchema(
      paymentResponseSchema,
      (await payCard(ana, first, SANDBOX.cardPending)).json,
    );
    // Held by a pending payment: the use is taken.
    const other = await ownPurchase(ana, 'M07');
    expectApiError(await applyCoupon(ana, other, 'BIENVENIDO'), 409, 'coupon_used');
    await settle(api, pending.payment.id, 'declined');
    expect((await applyCoupon(ana, other, 'BIENVENIDO')).status).toBe(200);
    // A declined card never takes it.
    const declined = await payCard(ana, other, SANDBOX.cardDeclined);
    expect(expectSchema(paymentResponseSchema, declined.json).payment.status).toBe('declined');
    expect((await applyCoupon(ana, await ownPurchase(ana, 'M08'), 'BIENVENIDO')).status).toBe(200);
  });

  it("the instance's data may allow more per diner and cap the total (AMIGOS: 2 in all, any per diner)", async () => {
    const ana = await newDiner(api);
    for (let use = 0; use < 2; use++) {
      const purchase = await ownPurchase(ana);
      expect((await applyCoupon(ana, purchase, 'AMIGOS')).status).toBe(200);
      expect((await payCard(ana, purchase)).status).toBe(201);
    }
    const ben = await newDiner(api);
    expectApiError(await applyCoupon(ben, await ownPurchase(ben), 'AMIGOS'), 409, 'coupon_used');
  });

  it('two purchases paying with the last use at the same moment: one pays, the other is told it is used', async () => {
    const [ana, ben] = [await newDiner(api), await newDiner(api)];
    const [mine, his] = [await ownPurchase(ana), await ownPurchase(ben)];
    expect((await applyCoupon(ana, mine, 'ENVIOGRATIS')).status).toBe(200);
    expect((await applyCoupon(ben, his, 'ENVIOGRATIS')).status).toBe(200);
    await api.app.db.update(coupons).set({ maxUses: 1 }).where(eq(coupons.code, 'ENVIOGRATIS'));
    const answers = await Promise.all([payCard(ana, mine), payCard(ben, his)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expectApiError(refused ?? { status: 0, json: null }, 409, 'coupon_used');
  });
});
