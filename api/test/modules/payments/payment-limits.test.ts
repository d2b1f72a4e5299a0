import { describe, expect, it } from 'vitest';
import { paymentResponseSchema, type PurchaseTip } from 'shared-contracts/schemas';
import { SANDBOX } from '../../../src/modules/payments/sandbox-provider.ts';
import { expectApiError, expectSchema, request, useTestApi } from '../../helpers.ts';
import { balanceOf, pay } from '../../support/payments.ts';
import {
  addProduct,
  type Diner,
  join,
  menuOf,
  newDiner,
  testCard,
  useMenu,
} from '../../support/table-orders.ts';

const api = useTestApi();
const HOST = 'la-brasa.localhost';
const chapinero = useMenu(api, 'chapinero');
const approved = testCard(SANDBOX.cardApproved);

/** A table with one bandeja paisa (38.000) and no tip. */
async function bandejaTable(code: string) {
  const diner = await newDiner(api);
  const purchase = await join(api, diner, chapinero.supplierId, code);
  expect(
    (await addProduct(api, diner, purchase.id, { id: chapinero.id('bandeja-paisa'), count: 1 })).status,
  ).toBe(201);
  expect(
    (await setTip(diner, purchase.id, { include: false, percent: null, custom_value: null })).status,
  ).toBe(200);
  return { diner, purchaseId: purchase.id };
}

function setTip(diner: Diner, purchaseId: number, tip: PurchaseTip) {
  return request(api, `/menudigital/add_tip/${purchaseId}.json`, {
    method: 'PUT',
    host: HOST,
    headers: diner.headers,
    body: { tip },
  });
}

describe("a share below the country's minimum charge", () => {
  it('is refused unless it settles the bill: 30 charges of 1 peso in a row are 30 refusals', async () => {
    const { diner, purchaseId } = await bandejaTable('M01');
    for (let attempt = 0; attempt < 30; attempt++) {
      const res = await pay(api, diner, purchaseId, {
        method: 'card',
        card: approved,
        split: { kind: 'custom', amount_minor: 1 },
      });
      expect(expectApiError(res, 409, 'below_minimum_charge').details).toEqual({ minimum_minor: 1000 });
    }
    // 50 equal parts of 38.000 are 760 each: below the minimum too.
    expectApiError(
      await pay(api, diner, purchaseId, {
        method: 'card',
        card: approved,
        split: { kind: 'equal', parts: 50 },
      }),
      409,
      'below_minimum_charge',
    );
    expect((await balanceOf(api, diner, purchaseId)).paid_minor).toBe(0);

    // What is left after a payment may be paid whatever its size: it settles the bill.
    const most = await pay(api, diner, purchaseId, {
      method: 'card',
      card: approved,
      split: { kind: 'custom', amount_minor: 37500 },
    });
    expect(most.status, most.text).toBe(201);
    const rest = await pay(api, diner, purchaseId, {
      method: 'cash',
      split: { kind: 'custom', amount_minor: 500 },
    });
    expect(rest.status, rest.text).toBe(201);
    expect(expectSchema(paymentResponseSchema, rest.json).balance).toMatchObject({
      pending_minor: 500,
      remaining_minor: 0,
    });
  });

  it('is the country’s: 500 pesos in Chile', async () => {
    const providencia = await menuOf(api, 'mesa-directa.localhost', 'providencia');
    const diner = await newDiner(api, 'mesa-directa.localhost');
    const purchase = await join(api, diner, providencia.supplierId, 'B1');
    const empanadas = providencia.products['empanadas-queso']?.id ?? 0;
    expect((await addProduct(api, diner, purchase.id, { id: empanadas, count: 2 })).status).toBe(201);
    const res = await pay(api, diner, purchase.id, {
      method: 'card',
      card: approved,
      split: { kind: 'custom', amount_minor: 499 },
      contact: {
        name: 'Ana',
        phone: '+56 9 6123 4567',
        email: 'ana@example.com',
        document_type: 'national_id',
        document_number: '1020304050',
      },
    });
    expect(expectApiError(res, 409, 'below_minimum_charge').details).toEqual({ minimum_minor: 500 });
  });
});

describe('the tip is capped relative to the bill', () => {
  it('refuses a custom tip over half the items, and a percent over 50', async () => {
    const { diner, purchaseId } = await bandejaTable('M02');
    for (const tip of [
      { include: true, percent: null, custom_value: 380_000 },
      { include: true, percent: null, custom_value: 100_000_000 },
      { include: true, percent: null, custom_value: 19_001 },
      { include: true, percent: 60, custom_value: null },
    ]) {
      const refused = expectApiError(await setTip(diner, purchaseId, tip), 409, 'tip_too_large');
      expect(refused.details).toEqual({ max_percent: 50, max_minor: 19000 });
    }
    expect((await balanceOf(api, diner, purchaseId)).tip_minor).toBe(0);
    expect(
      (await setTip(diner, purchaseId, { include: true, percent: null, custom_value: 19_000 })).status,
    ).toBe(200);
    expect((await balanceOf(api, diner, purchaseId)).due_minor).toBe(57000);
    // A tip left out (include: false) is never refused, whatever its stale value.
    expect(
      (await setTip(diner, purchaseId, { include: false, percent: 90, custom_value: null })).status,
    ).toBe(200);
  });
});

describe('an Idempotency-Key reused with another request', () => {
  it('is refused with 422, and charges nothing; the same request again answers the first payment', async () => {
    const { diner, purchaseId } = await bandejaTable('M03');
    const how = {
      method: 'card' as const,
      card: approved,
      split: { kind: 'custom' as const, amount_minor: 10000 },
    };
    const first = await pay(api, diner, purchaseId, how, 'reused-key-0001');
    expect(first.status, first.text).toBe(201);
    expectApiError(
      await pay(
        api,
        diner,
        purchaseId,
        { ...how, split: { kind: 'custom', amount_minor: 20000 } },
        'reused-key-0001',
      ),
      422,
      'idempotency_key_reused',
    );
    expectApiError(
      await pay(api, diner, purchaseId, { method: 'cash' }, 'reused-key-0001'),
      422,
      'idempotency_key_reused',
    );
    const again = await pay(api, diner, purchaseId, how, 'reused-key-0001');
    expect(again.status).toBe(200);
    expect(expectSchema(paymentResponseSchema, again.json).payment.id).toBe(
      expectSchema(paymentResponseSchema, first.json).payment.id,
    );
    expect((await balanceOf(api, diner, purchaseId)).paid_minor).toBe(10000);
  });
});
