import { describe, expect, it } from 'vitest';
import { paymentResponseSchema, type PurchaseTip } from 'shared-contracts/schemas';
import { SANDBOX } from '../../../src/modules/payments/sandbox-provider.ts';
import { expectApiError, expectSchema, request, useTestApi } from '../../helpers.ts';
import { balanceOf, cartOf, pay } from '../../support/payments.ts';
import { addProduct, type Diner, join, newDiner, testCard, useMenu } from '../../support/table-orders.ts';

// Once money is held against a bill (an approved or a pending payment), no change may leave the bill
// below it: deleting or lowering a line; the tip no longer changes at all. Meaningful under concurrency on
// PostgreSQL (a payment and a deletion racing); PGlite runs one transaction at a time.
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
const setCount = (diner: Diner, purchaseId: number, lineId: number, count: number) =>
  request(api, `/shopping_cart/product_cart/${lineId}.json?purchase_id=${purchaseId}`, {
    method: 'PUT',
    host: HOST,
    headers: diner.headers,
    body: { product: { count } },
  });
const removeLine = (diner: Diner, purchaseId: number, lineId: number) =>
  request(api, `/shopping_cart/product_cart/${lineId}.json?purchase_id=${purchaseId}`, {
    method: 'DELETE',
    host: HOST,
    headers: diner.headers,
  });
const cleanCart = (diner: Diner, purchaseId: number) =>
  request(api, `/menudigital/clean_cart/${purchaseId}.json`, {
    method: 'DELETE',
    host: HOST,
    headers: diner.headers,
  });

/** Ana's bandeja (38.000) and Beto's two gaseosas (10.000) at one table, 10 % tip: 52.800 due. */
async function sharedTable(code: string) {
  const ana = await newDiner(api);
  const beto = await newDiner(api);
  const purchase = await join(api, ana, chapinero.supplierId, code);
  await join(api, beto, chapinero.supplierId, code);
  expect(
    (await addProduct(api, ana, purchase.id, { id: chapinero.id('bandeja-paisa'), count: 1 })).status,
  ).toBe(201);
  expect((await addProduct(api, beto, purchase.id, { id: chapinero.id('gaseosa'), count: 2 })).status).toBe(
    201,
  );
  expect((await setTip(ana, purchase.id, { include: true, percent: 10, custom_value: null })).status).toBe(
    200,
  );
  const [bandeja, gaseosas] = (await cartOf(api, ana, purchase.id)).items;
  if (!bandeja || !gaseosas) throw new Error('lines missing');
  return { ana, beto, purchaseId: purchase.id, bandeja: bandeja.id, gaseosas: gaseosas.id };
}

describe('what is paid never exceeds what is owed', () => {
  it('after a payment, a mate cannot delete or lower a line below what was paid, nor change the tip', async () => {
    const { ana, beto, purchaseId, gaseosas } = await sharedTable('M01');
    expect((await balanceOf(api, ana, purchaseId)).due_minor).toBe(52800);
    const paid = await pay(api, ana, purchaseId, {
      method: 'card',
      card: testCard(SANDBOX.cardApproved),
      split: { kind: 'custom', amount_minor: 50000 },
    });
    expect(paid.status, paid.text).toBe(201);

    // 43.000 + 4.300 and 38.000 + 3.800 are below the 50.000 paid.
    const lowered = expectApiError(await setCount(beto, purchaseId, gaseosas, 1), 409, 'bill_below_paid');
    expect(lowered.details).toMatchObject({ paid_minor: 50000, due_minor: 47300 });
    expectApiError(await removeLine(beto, purchaseId, gaseosas), 409, 'bill_below_paid');
    expectApiError(await cleanCart(beto, purchaseId), 409, 'bill_below_paid');
    // No tip (48.000) would be below what was paid; a 5 % tip (50.400) would not, yet the tip is locked.
    for (const tip of [
      { include: false, percent: 10, custom_value: null },
      { include: true, percent: 5, custom_value: null },
    ]) {
      expectApiError(await setTip(beto, purchaseId, tip), 409, 'tip_locked');
    }

    const after = await balanceOf(api, ana, purchaseId);
    expect(after).toMatchObject({
      due_minor: 52800,
      paid_minor: 50000,
      remaining_minor: 2800,
      closed: false,
    });
    expect(after.paid_minor).toBeLessThanOrEqual(after.due_minor);
  });

  it('a pending payment holds its share the same way, and the lines it pays for cannot change', async () => {
    const { ana, beto, purchaseId, bandeja, gaseosas } = await sharedTable('M02');
    const cash = expectSchema(
      paymentResponseSchema,
      (await pay(api, beto, purchaseId, { method: 'cash', split: { kind: 'items', item_ids: [gaseosas] } }))
        .json,
    );
    expect(cash.payment.status).toBe('pending');
    expectApiError(await setCount(beto, purchaseId, gaseosas, 1), 409, 'item_already_paid');
    expectApiError(await removeLine(beto, purchaseId, gaseosas), 409, 'item_already_paid');
    // Ana's own line is not held by the payment: she may still remove it (the bill, 11.000, still covers the 11.000 held).
    expect((await removeLine(ana, purchaseId, bandeja)).status).toBe(200);
    const after = await balanceOf(api, ana, purchaseId);
    expect(after.pending_minor).toBeLessThanOrEqual(after.due_minor);
  });

  it('a payment and a deletion racing never leave more paid than owed', async () => {
    for (let round = 0; round < 6; round++) {
      const { ana, beto, purchaseId, gaseosas } = await sharedTable(`M0${3 + (round % 3)}`);
      const [payment, removal] = await Promise.all([
        pay(api, ana, purchaseId, {
          method: 'card',
          card: testCard(SANDBOX.cardApproved),
          split: { kind: 'custom', amount_minor: 45000 },
        }),
        removeLine(beto, purchaseId, gaseosas),
      ]);
      const balance = await balanceOf(api, ana, purchaseId);
      expect(balance.paid_minor + balance.pending_minor).toBeLessThanOrEqual(balance.due_minor);
      // Exactly one of them won (either order fits 45.000 in the bill, not both); the loser was told why.
      if (removal.status === 200) expectApiError(payment, 409, 'amount_exceeds_balance');
      else {
        expectApiError(removal, 409, 'bill_below_paid');
        expect(payment.status, payment.text).toBe(201);
      }
      // Leave the table for the next round: pay what is left.
      if (!balance.closed) {
        const rest = await pay(api, ana, purchaseId, {
          method: 'card',
          card: testCard(SANDBOX.cardApproved),
          split: { kind: 'full' },
        });
        expect(rest.status, rest.text).toBe(201);
      }
    }
  });
});
