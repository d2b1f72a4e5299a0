import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentResponseSchema, type PurchaseTip } from 'shared-contracts/schemas';
import { couponRedemptions } from '../../../src/db/schema.ts';
import { branchTopic, purchaseTopic } from '../../../src/domain/purchases/announce.ts';
import { SANDBOX } from '../../../src/modules/payments/sandbox-provider.ts';
import { expectApiError, expectSchema, request, type TestApi, useTestApi } from '../../helpers.ts';
import { addProduct, type Diner, join, newDiner, testCard, useMenu } from '../../support/table-orders.ts';
import { balanceOf, cartOf, pay, STAFF } from '../../support/payments.ts';
import { bankDecides, bankPage, cancelPayment, floorOf, payByPse, paymentAs } from './pse-support.ts';

// The payer may give up their PSE payment while the bank has not answered: it ends cancelled and holds
// nothing. The bank never hears of it, so its approval may still come; the money then arrived and is
// never lost: it pays the bill when the bill still takes it, else it is owed back (`refund_due`).
const api = useTestApi();
const HOST = 'la-brasa.localhost';
const chapinero = useMenu(api, 'chapinero');

const setTip = (diner: Diner, purchaseId: number, tip: PurchaseTip) =>
  request(api, `/menudigital/add_tip/${purchaseId}.json`, {
    method: 'PUT',
    host: HOST,
    headers: diner.headers,
    body: { tip },
  });
const percent = (value: number): PurchaseTip => ({ include: true, percent: value, custom_value: null });

/** Ana's bandeja paisa (38 000) and Beto's patacón (12 000) at `code`, no tip: 50 000. */
async function table(code: string) {
  const [ana, beto] = [await newDiner(api), await newDiner(api)];
  const purchase = await join(api, ana, chapinero.supplierId, code);
  await join(api, beto, chapinero.supplierId, code);
  for (const [diner, slug] of [
    [ana, 'bandeja-paisa'],
    [beto, 'patacon'],
  ] as const) {
    const res = await addProduct(api, diner, purchase.id, { id: chapinero.id(slug), count: 1 });
    expect(res.status, res.text).toBe(201);
  }
  expect((await setTip(ana, purchase.id, { include: false, percent: 10, custom_value: null })).status).toBe(
    200,
  );
  const [bandeja, patacon] = (await cartOf(api, ana, purchase.id)).items;
  if (!bandeja || !patacon) throw new Error('lines missing');
  return { ana, beto, purchaseId: purchase.id, bandeja: bandeja.id, patacon: patacon.id };
}

/** The messages `topic` carries from now on (every API process's subscribers hear the same). */
async function listen(app: TestApi['app'], topic: string) {
  const heard: unknown[] = [];
  const subscription = await app.pubsub.subscribe(topic, (event) => {
    if (event.type === 'message') heard.push(event.message);
  });
  return { heard, close: () => subscription.unsubscribe() };
}

/** Waits (a few seconds at most) until `check` passes: PostgreSQL delivers announcements a moment later. */
async function eventually(check: () => void) {
  for (let tries = 0; ; tries++) {
    try {
      check();
      return;
    } catch (error) {
      if (tries > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe('PUT /api/v4/payments/{id}/cancel.json', () => {
  it('the payer cancels their waiting PSE payment: it holds nothing, the tip is free, mates and staff hear of it', async () => {
    const { ana, beto, purchaseId } = await table('M01');
    const paid = await payByPse(api, ana, purchaseId);
    expect(paid.balance).toMatchObject({ due_minor: 50000, pending_minor: 50000, remaining_minor: 0 });
    expectApiError(await setTip(beto, purchaseId, percent(10)), 409, 'tip_locked');
    expect((await floorOf(api, 'chapinero')).text).toContain(`"id":${paid.payment.id},"method":"pse"`);
    const versionBefore = (await cartOf(api, beto, purchaseId)).version;

    const mates = await listen(api.app, purchaseTopic(purchaseId));
    const staff = await listen(api.app, branchTopic(chapinero.supplierId));
    try {
      const res = await cancelPayment(api, ana, paid.payment.id);
      expect(res.status, res.text).toBe(200);
      const cancelled = expectSchema(paymentResponseSchema, res.json);
      expect(cancelled.payment).toMatchObject({
        id: paid.payment.id,
        status: 'cancelled',
        reason: 'cancelled_by_payer',
        redirect_url: null,
      });
      expect(cancelled.balance).toMatchObject({ pending_minor: 0, paid_minor: 0, remaining_minor: 50000 });
      await eventually(() => {
        expect(mates.heard.length).toBeGreaterThan(0);
        expect(staff.heard).toContainEqual({ purchase_id: purchaseId });
      });
    } finally {
      mates.close();
      staff.close();
    }
    // Table mates read the bill moved on; the staff no longer see a payment waiting on it.
    expect((await cartOf(api, beto, purchaseId)).version).toBeGreaterThan(versionBefore);
    expect(await balanceOf(api, beto, purchaseId)).toMatchObject({ remaining_minor: 50000, closed: false });
    const floor = await floorOf(api, 'chapinero');
    expect(floor.text).not.toContain(`"id":${paid.payment.id},"method":"pse"`);
    // Nothing holds money: the tip changes again, as after a decline.
    expect((await setTip(beto, purchaseId, percent(10))).status).toBe(200);
    expect((await balanceOf(api, beto, purchaseId)).due_minor).toBe(55000);
  });

  it('is idempotent: cancelling again answers the cancelled payment and changes nothing', async () => {
    const { ana, beto, purchaseId } = await table('M02');
    const paid = await payByPse(api, ana, purchaseId);
    expect((await cancelPayment(api, ana, paid.payment.id)).status).toBe(200);
    const version = (await cartOf(api, beto, purchaseId)).version;
    const again = await cancelPayment(api, ana, paid.payment.id);
    expect(again.status, again.text).toBe(200);
    expect(expectSchema(paymentResponseSchema, again.json).payment.status).toBe('cancelled');
    expect((await cartOf(api, beto, purchaseId)).version).toBe(version);
  });

  it("frees the lines of a share of one's products: a mate may pay them", async () => {
    const { ana, beto, purchaseId, bandeja } = await table('M03');
    const mine = await payByPse(api, ana, purchaseId, { kind: 'items', item_ids: [bandeja] });
    expect(mine.balance.paid_item_ids).toEqual([bandeja]);
    expect((await cancelPayment(api, ana, mine.payment.id)).status).toBe(200);
    const res = await pay(api, beto, purchaseId, {
      method: 'card',
      card: testCard(SANDBOX.cardApproved),
      split: { kind: 'items', item_ids: [bandeja] },
      expected_amount_minor: 38000,
    });
    expect(res.status, res.text).toBe(201);
  });

  it("gives the coupon's use back, as a decline does", async () => {
    const { ana, purchaseId } = await table('M04');
    const applied = await request(api, `/api/v4/purchases/${purchaseId}/coupon.json`, {
      method: 'PUT',
      host: HOST,
      headers: ana.headers,
      body: { coupon: { code: 'BIENVENIDO' } },
    });
    expect(applied.status, applied.text).toBe(200);
    const paid = await payByPse(api, ana, purchaseId);
    const redeemed = () =>
      api.app.db.select().from(couponRedemptions).where(eq(couponRedemptions.purchaseId, purchaseId));
    expect(await redeemed()).toHaveLength(1);
    expect((await cancelPayment(api, ana, paid.payment.id)).status).toBe(200);
    expect(await redeemed()).toHaveLength(0);
  });

  it('refuses a table mate, a stranger, another method and a payment the bank already answered', async () => {
    const { ana, beto, purchaseId } = await table('M05');
    const paid = await payByPse(api, ana, purchaseId);
    expectApiError(await cancelPayment(api, beto, paid.payment.id), 403, 'not_your_payment');
    expectApiError(await cancelPayment(api, await newDiner(api), paid.payment.id), 403, 'not_your_purchase');
    expectApiError(await cancelPayment(api, ana, 2_000_000), 404, 'payment_not_found');
    expect((await paymentAs(api, ana, paid.payment.id)).payment.status).toBe('pending');

    await bankDecides(api, ana, paid.payment.redirect_url ?? '', 'decline');
    const settled = expectApiError(
      await cancelPayment(api, ana, paid.payment.id),
      409,
      'payment_not_pending',
    );
    expect(settled.details).toEqual({ status: 'declined' });

    const cash = expectSchema(
      paymentResponseSchema,
      (await pay(api, ana, purchaseId, { method: 'cash' })).json,
    );
    expect(cash.payment.status).toBe('pending');
    expectApiError(await cancelPayment(api, ana, cash.payment.id), 409, 'payment_not_cancellable');
  });

  it('leaves the staff nothing to settle: confirming a cancelled payment is refused', async () => {
    const { ana, purchaseId } = await table('M06');
    const paid = await payByPse(api, ana, purchaseId);
    expect((await cancelPayment(api, ana, paid.payment.id)).status).toBe(200);
    const res = await request(api, `/staff/payments/${paid.payment.id}.json`, {
      method: 'PUT',
      headers: STAFF,
      body: { status: 'approved' },
    });
    expectApiError(res, 409, 'payment_not_pending');
  });
});

describe('the bank answering after the payer cancelled', () => {
  it('an approval the bill can still take pays it: the money is counted, the bill closes', async () => {
    const { ana, beto, purchaseId } = await table('M07');
    const paid = await payByPse(api, ana, purchaseId);
    expect((await cancelPayment(api, ana, paid.payment.id)).status).toBe(200);
    // The bank never heard of the cancel: its page still asks.
    expect((await bankPage(api, ana, paid.payment.redirect_url ?? '')).text).toContain('Aprobar pago');

    await bankDecides(api, ana, paid.payment.redirect_url ?? '', 'approve');
    expect(await paymentAs(api, ana, paid.payment.id)).toMatchObject({
      payment: { status: 'approved', reason: null },
      balance: { paid_minor: 50000, remaining_minor: 0, closed: true },
    });
    expect((await cartOf(api, beto, purchaseId)).items.map((line) => line.status)).toEqual([
      'ordered',
      'ordered',
    ]);
  });

  it('an approval after the bill was paid another way is owed back, never counted twice', async () => {
    const { ana, beto, purchaseId } = await table('M08');
    const paid = await payByPse(api, ana, purchaseId);
    expect((await cancelPayment(api, ana, paid.payment.id)).status).toBe(200);
    const card = await pay(api, beto, purchaseId, {
      method: 'card',
      card: testCard(SANDBOX.cardApproved),
      expected_amount_minor: 50000,
    });
    expect(card.status, card.text).toBe(201);

    await bankDecides(api, ana, paid.payment.redirect_url ?? '', 'approve');
    expect(await paymentAs(api, ana, paid.payment.id)).toMatchObject({
      payment: { status: 'cancelled', reason: 'refund_due', amount_minor: 50000 },
      balance: { due_minor: 50000, paid_minor: 50000, closed: true },
    });
    // The bank has answered: its page asks nothing more, and another answer changes nothing.
    expect((await bankPage(api, ana, paid.payment.redirect_url ?? '')).text).not.toContain('Aprobar pago');
    await bankDecides(api, ana, paid.payment.redirect_url ?? '', 'approve');
    expect((await paymentAs(api, ana, paid.payment.id)).payment.reason).toBe('refund_due');
  });

  it("an approval of products a mate paid meanwhile is owed back, though the bill's total has room", async () => {
    const { ana, beto, purchaseId, patacon } = await table('M09');
    const mine = await payByPse(api, ana, purchaseId, { kind: 'items', item_ids: [patacon] });
    expect((await cancelPayment(api, ana, mine.payment.id)).status).toBe(200);
    const his = await pay(api, beto, purchaseId, {
      method: 'card',
      card: testCard(SANDBOX.cardApproved),
      split: { kind: 'items', item_ids: [patacon] },
      expected_amount_minor: 12000,
    });
    expect(his.status, his.text).toBe(201);

    await bankDecides(api, ana, mine.payment.redirect_url ?? '', 'approve');
    expect(await paymentAs(api, ana, mine.payment.id)).toMatchObject({
      payment: { status: 'cancelled', reason: 'refund_due' },
      balance: { paid_minor: 12000, remaining_minor: 38000 },
    });
  });

  it('a cancel and an approval at the same moment are decided one after the other: the money counts once', async () => {
    const { ana, purchaseId } = await table('M11');
    const paid = await payByPse(api, ana, purchaseId);
    const [cancelled] = await Promise.all([
      cancelPayment(api, ana, paid.payment.id),
      bankDecides(api, ana, paid.payment.redirect_url ?? '', 'approve'),
    ]);
    // Cancelled first, the approval found room on the bill; approved first, the cancel came too late.
    expect([200, 409]).toContain(cancelled.status);
    expect(await paymentAs(api, ana, paid.payment.id)).toMatchObject({
      payment: { status: 'approved' },
      balance: { paid_minor: 50000, pending_minor: 0, closed: true },
    });
  });

  it('a decline keeps it cancelled, and the bank asks nothing more', async () => {
    const { ana, purchaseId } = await table('M10');
    const paid = await payByPse(api, ana, purchaseId);
    expect((await cancelPayment(api, ana, paid.payment.id)).status).toBe(200);
    await bankDecides(api, ana, paid.payment.redirect_url ?? '', 'decline');
    expect(await paymentAs(api, ana, paid.payment.id)).toMatchObject({
      payment: { status: 'cancelled' },
      balance: { paid_minor: 0, remaining_minor: 50000 },
    });
    expect((await bankPage(api, ana, paid.payment.redirect_url ?? '')).text).not.toContain('Aprobar pago');
  });
});
