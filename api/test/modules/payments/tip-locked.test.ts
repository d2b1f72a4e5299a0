import { describe, expect, it } from 'vitest';
import { paymentResponseSchema, type PurchaseTip } from 'shared-contracts/schemas';
import { SANDBOX } from '../../../src/modules/payments/sandbox-provider.ts';
import { expectApiError, expectSchema, request, useTestApi } from '../../helpers.ts';
import { balanceOf, cartOf, pay, settle } from '../../support/payments.ts';
import { addProduct, type Diner, join, newDiner, testCard, useMenu } from '../../support/table-orders.ts';

// A payment of one's own products carries their share of the tip as it is then, so once a payment holds
// money on the bill its tip is locked (409 `tip_locked`, like the coupon): a new percent would leave money
// on lines already paid that nobody owes, or take the bill below what was paid. Taquería Lupita, MXN.
const api = useTestApi();
const HOST = 'taqueria-lupita.localhost';
const roma = useMenu(api, 'roma-norte', HOST);
const card = { method: 'card' as const, card: testCard(SANDBOX.cardApproved) };
const percent = (value: number): PurchaseTip => ({ include: true, percent: value, custom_value: null });

const setTip = (diner: Diner, purchaseId: number, tip: PurchaseTip) =>
  request(api, `/menudigital/add_tip/${purchaseId}.json`, {
    method: 'PUT',
    host: HOST,
    headers: diner.headers,
    body: { tip },
  });

/** Ana's tacos ($90) and Beto's quesadilla ($45.50) at table `code`, 10 % tip: $149.05. */
async function table(code: string) {
  const [ana, beto] = [await newDiner(api, HOST), await newDiner(api, HOST)];
  const purchase = await join(api, ana, roma.supplierId, code);
  await join(api, beto, roma.supplierId, code);
  for (const [diner, slug] of [
    [ana, 'tacos-suadero'],
    [beto, 'quesadilla'],
  ] as const) {
    const res = await addProduct(api, diner, purchase.id, { id: roma.id(slug), count: 1 });
    expect(res.status, res.text).toBe(201);
  }
  expect((await setTip(ana, purchase.id, percent(10))).status).toBe(200);
  const [tacos, quesadilla] = (await cartOf(api, ana, purchase.id)).items;
  if (!tacos || !quesadilla) throw new Error('lines missing');
  return { ana, beto, purchaseId: purchase.id, tacos: tacos.id, quesadilla: quesadilla.id };
}

describe("the table's tip once a payment holds money", () => {
  it('is locked: a higher tip after a mate paid their products is refused, and everyone paying theirs settles the bill', async () => {
    const { ana, beto, purchaseId, tacos, quesadilla } = await table('T1');
    const hers = await pay(api, beto, purchaseId, {
      ...card,
      split: { kind: 'items', item_ids: [quesadilla] },
      expected_amount_minor: 5005,
    });
    expect(hers.status, hers.text).toBe(201);

    const raised = expectApiError(await setTip(ana, purchaseId, percent(20)), 409, 'tip_locked');
    expect(raised.details).toEqual({ paid_minor: 5005 });
    // Lower, left out or a custom amount: every change is refused the same way.
    for (const tip of [
      percent(5),
      { include: false, percent: 10, custom_value: null },
      { include: true, percent: null, custom_value: 20 },
    ]) {
      expectApiError(await setTip(ana, purchaseId, tip), 409, 'tip_locked');
    }
    // Saving the tip the bill has is no change (a replayed tap, a screen saving what it shows).
    expect((await setTip(ana, purchaseId, percent(10))).status).toBe(200);
    expect((await cartOf(api, ana, purchaseId)).tip).toEqual(percent(10));

    const his = await pay(api, ana, purchaseId, {
      ...card,
      split: { kind: 'items', item_ids: [tacos] },
      expected_amount_minor: 9900,
    });
    expect(his.status, his.text).toBe(201);
    expect(expectSchema(paymentResponseSchema, his.json).balance).toMatchObject({
      due_minor: 14905,
      paid_minor: 14905,
      remaining_minor: 0,
    });
  });

  it('a pending payment locks it too; once the staff decline it, the tip may change again', async () => {
    const { ana, beto, purchaseId, quesadilla } = await table('T2');
    const cash = expectSchema(
      paymentResponseSchema,
      (
        await pay(api, beto, purchaseId, {
          method: 'cash',
          split: { kind: 'items', item_ids: [quesadilla] },
          expected_amount_minor: 5005,
        })
      ).json,
    );
    expect(cash.payment.status).toBe('pending');
    expectApiError(await setTip(ana, purchaseId, percent(15)), 409, 'tip_locked');

    await settle(api, cash.payment.id, 'declined');
    expect((await setTip(ana, purchaseId, percent(15))).status).toBe(200);
    expect(await balanceOf(api, ana, purchaseId)).toMatchObject({ tip_minor: 2033, paid_minor: 0 });
  });

  it('before any payment the tip changes freely', async () => {
    const { ana, beto, purchaseId } = await table('T3');
    expect((await setTip(beto, purchaseId, percent(20))).status).toBe(200);
    expect((await setTip(ana, purchaseId, { include: false, percent: 20, custom_value: null })).status).toBe(
      200,
    );
    expect((await balanceOf(api, ana, purchaseId)).due_minor).toBe(13550);
  });
});
