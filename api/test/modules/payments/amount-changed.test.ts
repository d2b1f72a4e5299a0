import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentResponseSchema, type PurchaseTip } from 'shared-contracts/schemas';
import { payments } from '../../../src/db/schema.ts';
import { SANDBOX } from '../../../src/modules/payments/sandbox-provider.ts';
import { expectApiError, expectSchema, request, useTestApi } from '../../helpers.ts';
import { balanceOf, pay } from '../../support/payments.ts';
import { addProduct, type Diner, join, newDiner, testCard, useMenu } from '../../support/table-orders.ts';

// The diner pays the amount the Pay button showed (`expected_amount_minor`): a table mate who changes the
// bill between that and the tap (a line, a payment, or the tip while nobody has paid: after that it is
// locked) makes the payment a 409 `amount_changed` that charges and records nothing.
const api = useTestApi();
const HOST = 'la-brasa.localhost';
const chapinero = useMenu(api, 'chapinero');
const card = { method: 'card' as const, card: testCard(SANDBOX.cardApproved) };

const setTip = (diner: Diner, purchaseId: number, tip: PurchaseTip) =>
  request(api, `/menudigital/add_tip/${purchaseId}.json`, {
    method: 'PUT',
    host: HOST,
    headers: diner.headers,
    body: { tip },
  });
const tipOf = (percent: number): PurchaseTip => ({ include: true, percent, custom_value: null });

/** A table mate orders one more soda (5.000, with its 10 % tip 5.500 more on the bill). */
async function addSoda(diner: Diner, purchaseId: number) {
  const res = await addProduct(api, diner, purchaseId, { id: chapinero.id('gaseosa'), count: 1 });
  expect(res.status, res.text).toBe(201);
}

const paymentRows = (purchaseId: number) =>
  api.app.db.select().from(payments).where(eq(payments.purchaseId, purchaseId));

/**
 * Three diners at one table: A a bandeja (38.000), B two sodas (10.000), a 10 % tip: 52.800. B pays
 * 20.000, so "all that is left" reads 32.800 on A's button.
 */
async function tableAfterBPaid(code: string) {
  const [a, b, c] = await Promise.all([newDiner(api), newDiner(api), newDiner(api)]);
  if (!a || !b || !c) throw new Error('no diners');
  const purchase = await join(api, a, chapinero.supplierId, code);
  await join(api, b, chapinero.supplierId, code);
  await join(api, c, chapinero.supplierId, code);
  expect(
    (await addProduct(api, a, purchase.id, { id: chapinero.id('bandeja-paisa'), count: 1 })).status,
  ).toBe(201);
  expect((await addProduct(api, b, purchase.id, { id: chapinero.id('gaseosa'), count: 2 })).status).toBe(201);
  expect((await setTip(a, purchase.id, tipOf(10))).status).toBe(200);
  const bPaid = await pay(api, b, purchase.id, {
    ...card,
    split: { kind: 'custom', amount_minor: 20000 },
    expected_amount_minor: 20000,
  });
  expect(bPaid.status, bPaid.text).toBe(201);
  expect(await balanceOf(api, a, purchase.id)).toMatchObject({ due_minor: 52800, remaining_minor: 32800 });
  return { a, b, c, purchaseId: purchase.id };
}

describe('POST /api/v4/payments.json with the amount the diner saw', () => {
  it('charges it when the server computes the same amount', async () => {
    const { a, purchaseId } = await tableAfterBPaid('M01');
    const res = await pay(api, a, purchaseId, { ...card, expected_amount_minor: 32800 });
    expect(res.status, res.text).toBe(201);
    const { payment, balance } = expectSchema(paymentResponseSchema, res.json);
    expect(payment).toMatchObject({ status: 'approved', amount_minor: 32800 });
    expect(balance).toMatchObject({ paid_minor: 52800, remaining_minor: 0, closed: true });
  });

  it("refuses with the new amount when a mate's new line changed it, and charges nothing", async () => {
    const { a, c, purchaseId } = await tableAfterBPaid('M02');
    // C orders a soda while A's button still reads 32.800: the bill is now 58.300, 38.300 left.
    await addSoda(c, purchaseId);
    const refused = await pay(api, a, purchaseId, { ...card, expected_amount_minor: 32800 });
    const error = expectApiError(refused, 409, 'amount_changed');
    expect(error.details).toEqual({ amount_minor: 38300, expected_amount_minor: 32800 });
    expect(await paymentRows(purchaseId)).toHaveLength(1);
    expect(await balanceOf(api, a, purchaseId)).toMatchObject({
      due_minor: 58300,
      paid_minor: 20000,
      pending_minor: 0,
      remaining_minor: 38300,
      closed: false,
    });
    // A sees the new amount and taps again.
    const paid = await pay(api, a, purchaseId, { ...card, expected_amount_minor: 38300 });
    expect(paid.status, paid.text).toBe(201);
    expect(expectSchema(paymentResponseSchema, paid.json).payment.amount_minor).toBe(38300);
  });

  it("refuses the amount a mate's new tip changed before anyone paid", async () => {
    const [a, c] = [await newDiner(api), await newDiner(api)];
    const purchase = await join(api, a, chapinero.supplierId, 'M06');
    await join(api, c, chapinero.supplierId, 'M06');
    expect(
      (await addProduct(api, a, purchase.id, { id: chapinero.id('bandeja-paisa'), count: 1 })).status,
    ).toBe(201);
    expect((await setTip(a, purchase.id, tipOf(10))).status).toBe(200);
    // A's button reads 41.800; C taps 20 %: 45.600.
    expect((await setTip(c, purchase.id, tipOf(20))).status).toBe(200);
    const refused = await pay(api, a, purchase.id, { ...card, expected_amount_minor: 41800 });
    expect(expectApiError(refused, 409, 'amount_changed').details?.['amount_minor']).toBe(45600);
    expect(await paymentRows(purchase.id)).toHaveLength(0);
  });

  it('refuses an equal part and a cash payment the same way (nothing pending for the staff)', async () => {
    const { a, c, purchaseId } = await tableAfterBPaid('M03');
    // A third of 52.800 was 17.600; with C's soda it is a third of 58.300, rounded up.
    await addSoda(c, purchaseId);
    const equal = await pay(api, a, purchaseId, {
      ...card,
      split: { kind: 'equal', parts: 3 },
      expected_amount_minor: 17600,
    });
    expect(expectApiError(equal, 409, 'amount_changed').details?.['amount_minor']).toBe(19434);
    const cash = await pay(api, a, purchaseId, { method: 'cash', expected_amount_minor: 32800 });
    expect(expectApiError(cash, 409, 'amount_changed').details?.['amount_minor']).toBe(38300);
    expect(await paymentRows(purchaseId)).toHaveLength(1);
    expect(await balanceOf(api, a, purchaseId)).toMatchObject({ pending_minor: 0, remaining_minor: 38300 });
  });

  it('charges what the server computes when the request does not say (an older client)', async () => {
    const { a, c, purchaseId } = await tableAfterBPaid('M04');
    await addSoda(c, purchaseId);
    const res = await pay(api, a, purchaseId, card);
    expect(res.status, res.text).toBe(201);
    expect(expectSchema(paymentResponseSchema, res.json).payment.amount_minor).toBe(38300);
  });

  it('answers a retry under the same key with its first payment, whatever the bill is now', async () => {
    const { a, purchaseId } = await tableAfterBPaid('M05');
    const how = { ...card, expected_amount_minor: 32800 };
    const first = await pay(api, a, purchaseId, how, 'retry-key-amount-1');
    expect(first.status, first.text).toBe(201);
    // Nothing is left now, yet the retry is the same request: it answers what it paid.
    const retry = await pay(api, a, purchaseId, how, 'retry-key-amount-1');
    expect(retry.status, retry.text).toBe(200);
    expect(expectSchema(paymentResponseSchema, retry.json).payment).toEqual(
      expectSchema(paymentResponseSchema, first.json).payment,
    );
    // The amount is part of the request the key promises.
    const other = await pay(
      api,
      a,
      purchaseId,
      { ...how, expected_amount_minor: 30000 },
      'retry-key-amount-1',
    );
    expectApiError(other, 422, 'idempotency_key_reused');
    expect(await paymentRows(purchaseId)).toHaveLength(2);
  });
});
