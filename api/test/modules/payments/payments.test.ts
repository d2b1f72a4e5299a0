import { describe, expect, it } from 'vitest';
import {
  balanceResponseSchema,
  paymentMethodsResponseSchema,
  paymentResponseSchema,
} from 'shared-contracts/schemas';
import { SANDBOX } from '../../../src/modules/payments/sandbox-provider.ts';
import { expectApiError, expectSchema, request, STAFF_TOKEN, useTestApi } from '../../helpers.ts';
import {
  addProduct,
  type Diner,
  join,
  menuOf,
  newDiner,
  payBody,
  TEST_CONTACT,
  testCard,
  useMenu,
} from '../../support/table-orders.ts';

const api = useTestApi();
const HOST = 'la-brasa.localhost';
const chapinero = useMenu(api, 'chapinero');
const { id } = chapinero;

const contact = TEST_CONTACT;
const card = testCard;

let keys = 0;
/** `POST /api/v4/payments.json` of `payBody(purchaseId, how)`, under a new idempotency key unless given. */
function pay(
  diner: Diner,
  purchaseId: number,
  how: Parameters<typeof payBody>[1],
  key = `key-${++keys}-abcdef`,
) {
  return request(api, '/api/v4/payments.json', {
    method: 'POST',
    host: diner.host,
    headers: { ...diner.headers, 'idempotency-key': key },
    body: payBody(purchaseId, how),
  });
}

async function tableWith(code: string | null, lines: [string, number][]) {
  const diner = await newDiner(api);
  const purchase = await join(api, diner, chapinero.supplierId, code);
  for (const [slug, count] of lines) {
    expect((await addProduct(api, diner, purchase.id, { id: id(slug), count })).status).toBe(201);
  }
  return { diner, purchaseId: purchase.id };
}

/** The staff settle a pending payment (`PUT /staff/payments/{id}.json`). */
async function settle(paymentId: number, status: 'approved' | 'declined') {
  const res = await request(api, `/staff/payments/${paymentId}.json`, {
    method: 'PUT',
    host: HOST,
    headers: { authorization: `Bearer ${STAFF_TOKEN}` },
    body: { status },
  });
  expect(res.status, res.text).toBe(200);
  return expectSchema(paymentResponseSchema, res.json);
}

async function balance(diner: Diner, purchaseId: number) {
  const res = await request(api, `/api/v4/purchases/${purchaseId}/balance.json`, {
    host: HOST,
    headers: diner.headers,
  });
  return expectSchema(balanceResponseSchema, res.json).balance;
}

describe('GET /api/v4/payment_methods.json', () => {
  it("answers the branch's methods, PSE and Nequi in Colombia, and the country's minimum order", async () => {
    const res = await request(
      api,
      '/api/v4/payment_methods.json?supplier_id=chapinero&tipe=array&service=on_table',
      { host: HOST },
    );
    const body = expectSchema(paymentMethodsResponseSchema, res.json);
    expect(body.payment_methods.map((m) => m.method)).toEqual(
      expect.arrayContaining(['card', 'cash', 'card_reader', 'pse', 'nequi']),
    );
    expect(body.payment_methods.find((m) => m.method === 'cash')?.online).toBe(false);
    expect(body).toMatchObject({ currency: 'COP', minimum_order_minor: 10000, impoconsumo_label: true });
    const delivery = expectSchema(
      paymentMethodsResponseSchema,
      (
        await request(api, '/api/v4/payment_methods.json?supplier_id=chapinero&service=delivery', {
          host: HOST,
        })
      ).json,
    );
    expect(delivery.payment_methods.map((m) => m.method)).not.toContain('card_reader');
  });

  it('gives Mexico its minimum of 50 pesos in cents, its service-fee label and no PSE', async () => {
    const res = await request(api, '/api/v4/payment_methods.json?supplier_id=roma-norte&tipe=array', {
      host: 'taqueria-lupita.localhost',
    });
    const body = expectSchema(paymentMethodsResponseSchema, res.json);
    expect(body).toMatchObject({ currency: 'MXN', minimum_order_minor: 5000, service_fee_label: true });
    expect(body.payment_methods.map((m) => m.method)).toEqual(['card', 'cash', 'wallet']);
    // No bank transfer there: no account to show.
    expect(body.bank_transfer_account).toBeNull();
  });

  it('names the account a bank transfer goes to, where the branch takes transfers', async () => {
    const res = await request(api, '/api/v4/payment_methods.json?supplier_id=chapinero&service=on_table', {
      host: HOST,
    });
    const body = expectSchema(paymentMethodsResponseSchema, res.json);
    expect(body.bank_transfer_account).toMatchObject({
      bank: 'Banco de Bogotá',
      account_type: 'savings',
      account_number: '123-456789-01',
    });
  });
});

describe('POST /api/v4/payments.json', () => {
  it('charges the amount computed on the server, keeps only the last four digits, and closes the table when paid', async () => {
    const { diner, purchaseId } = await tableWith('M07', [
      ['bandeja-paisa', 1],
      ['gaseosa', 2],
    ]);
    await request(api, `/menudigital/add_tip/${purchaseId}.json`, {
      method: 'PUT',
      host: HOST,
      headers: diner.headers,
      body: { tip: { include: true, percent: 10, custom_value: null } },
    });
    const res = await pay(diner, purchaseId, { method: 'card', card: card(SANDBOX.cardApproved) });
    expect(res.status, res.text).toBe(201);
    const { payment, balance: after } = expectSchema(paymentResponseSchema, res.json);
    expect(payment).toMatchObject({
      status: 'approved',
      amount_minor: 48000 + 4800,
      card_last4: '4242',
      card_brand: 'visa',
    });
    expect(res.text).not.toContain('4242424242424242');
    expect(after).toMatchObject({ remaining_minor: 0, closed: true });
    // A new scan of the table opens a new purchase.
    const next = await join(api, await newDiner(api), chapinero.supplierId, 'M07');
    expect(next.id).not.toBe(purchaseId);
  });

  it('refuses a card whose check digit is wrong, and a declined card charges nothing', async () => {
    const { diner, purchaseId } = await tableWith('M08', [['bandeja-paisa', 1]]);
    expectApiError(
      await pay(diner, purchaseId, { method: 'card', card: card('4242424242424241') }),
      400,
      'card_invalid',
    );
    const declined = expectSchema(
      paymentResponseSchema,
      (await pay(diner, purchaseId, { method: 'card', card: card(SANDBOX.cardDeclined) })).json,
    );
    expect(declined.payment).toMatchObject({ status: 'declined', reason: 'card_declined' });
    expect(declined.balance.remaining_minor).toBe(38000);
  });

  it('answers a retried key with the first payment and charges once', async () => {
    const { diner, purchaseId } = await tableWith('M09', [['bandeja-paisa', 1]]);
    const how = {
      method: 'card' as const,
      split: { kind: 'equal' as const, parts: 2 },
      card: card(SANDBOX.cardApproved),
    };
    const first = await pay(diner, purchaseId, how, 'retry-key-0001');
    const again = await pay(diner, purchaseId, how, 'retry-key-0001');
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(expectSchema(paymentResponseSchema, again.json).payment.id).toBe(
      expectSchema(paymentResponseSchema, first.json).payment.id,
    );
    expect((await balance(diner, purchaseId)).paid_minor).toBe(19000);
    expectApiError(
      await request(api, '/api/v4/payments.json', {
        method: 'POST',
        host: HOST,
        headers: diner.headers,
        body: payBody(purchaseId, how),
      }),
      400,
    );
  });

  it('splits by lines, equal parts and a custom amount, never over the due', async () => {
    const { diner: ana, purchaseId } = await tableWith('M10', [
      ['bandeja-paisa', 1],
      ['patacon', 1],
      ['gaseosa', 1],
    ]);
    const ben = await newDiner(api);
    await join(api, ben, chapinero.supplierId, 'M10');
    const lines = (await balance(ana, purchaseId)).due_minor;
    expect(lines).toBe(55000);
    const cart = await request(api, `/menudigital/cart/${purchaseId}.json`, {
      host: HOST,
      headers: ana.headers,
    });
    const items = (cart.json as { purchase: { items: { id: number; label: string }[] } }).purchase.items;
    const bandeja = items[0]?.id ?? 0;

    const mine = expectSchema(
      paymentResponseSchema,
      (
        await pay(ana, purchaseId, {
          method: 'card',
          split: { kind: 'items', item_ids: [bandeja] },
          card: card(SANDBOX.cardApproved),
        })
      ).json,
    );
    expect(mine.payment.amount_minor).toBe(38000);
    expectApiError(
      await pay(ben, purchaseId, {
        method: 'card',
        split: { kind: 'items', item_ids: [bandeja] },
        card: card(SANDBOX.cardApproved),
      }),
      409,
      'item_already_paid',
    );
    expectApiError(
      await pay(ben, purchaseId, {
        method: 'card',
        split: { kind: 'custom', amount_minor: 17001 },
        card: card(SANDBOX.cardApproved),
      }),
      409,
      'amount_exceeds_balance',
    );
    const part = expectSchema(
      paymentResponseSchema,
      (
        await pay(ben, purchaseId, {
          method: 'nequi',
          split: { kind: 'equal', parts: 4 },
          nequi: { phone: SANDBOX.nequiWithAccount },
        })
      ).json,
    );
    expect(part.payment.amount_minor).toBe(13750);
    const noAccount = expectSchema(
      paymentResponseSchema,
      (await pay(ben, purchaseId, { method: 'nequi', nequi: { phone: '3000000000' } })).json,
    );
    expect(noAccount.payment).toMatchObject({ status: 'declined', reason: 'nequi_account_required' });
    const rest = expectSchema(
      paymentResponseSchema,
      (
        await pay(ben, purchaseId, {
          method: 'card',
          split: { kind: 'equal', parts: 4 },
          card: card(SANDBOX.cardApproved),
        })
      ).json,
    );
    expect(rest.payment.amount_minor).toBe(3250);
    expect(rest.balance).toMatchObject({ paid_minor: 55000, remaining_minor: 0, closed: true });
  });

  it('holds cash until the staff confirm it', async () => {
    const { diner, purchaseId } = await tableWith('M11', [['bandeja-paisa', 1]]);
    const cash = expectSchema(paymentResponseSchema, (await pay(diner, purchaseId, { method: 'cash' })).json);
    expect(cash.payment).toMatchObject({ status: 'pending', reason: 'awaiting_staff' });
    expect(cash.balance).toMatchObject({ pending_minor: 38000, remaining_minor: 0, closed: false });
    expectApiError(
      await request(api, `/staff/payments/${cash.payment.id}.json`, {
        method: 'PUT',
        host: HOST,
        body: { status: 'approved' },
      }),
      401,
    );
    const confirmed = await request(api, `/staff/payments/${cash.payment.id}.json`, {
      method: 'PUT',
      host: HOST,
      headers: { authorization: `Bearer ${STAFF_TOKEN}` },
      body: { status: 'approved' },
    });
    expect(expectSchema(paymentResponseSchema, confirmed.json).balance).toMatchObject({
      paid_minor: 38000,
      closed: true,
    });
  });

  it('sends PSE through the sandbox bank and back to the webcheckout page of the instance only', async () => {
    const { diner, purchaseId } = await tableWith('M12', [['bandeja-paisa', 1]]);
    const pse = { bank: 'Banco de Pruebas', client_type: 'person' as const };
    expectApiError(
      await pay(diner, purchaseId, { method: 'pse', pse, return_origin: 'https://evil.example' }),
      400,
    );
    const res = expectSchema(
      paymentResponseSchema,
      (await pay(diner, purchaseId, { method: 'pse', pse, return_origin: 'http://la-brasa.localhost:5173' }))
        .json,
    );
    expect(res.payment).toMatchObject({ status: 'pending', reason: 'pending_bank_validation' });
    const bank = new URL(res.payment.redirect_url ?? '');
    const page = await request(api, `${bank.pathname}${bank.search}`, { host: HOST });
    expect(page.text).toContain('Aprobar pago');
    const back = bank.searchParams.get('return') ?? '';
    expect(back).toBe(`http://la-brasa.localhost:5173/chapinero/webcheckout/${res.payment.id}`);
    const tampered = await request(api, bank.pathname, {
      method: 'POST',
      host: HOST,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ return: 'https://evil.example/', decision: 'approve' }).toString(),
    });
    expect(tampered.status).toBe(400);
    const decided = await request(api, bank.pathname, {
      method: 'POST',
      host: HOST,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ return: back, decision: 'approve' }).toString(),
    });
    expect(decided.status).toBe(303);
    expect(decided.headers.location).toBe(back);
    const after = await request(api, `/api/v4/payments/${res.payment.id}.json`, {
      host: HOST,
      headers: diner.headers,
    });
    expect(expectSchema(paymentResponseSchema, after.json)).toMatchObject({
      payment: { status: 'approved' },
      balance: { closed: true },
    });
  });

  it('blocks a purchase below the minimum order', async () => {
    const { diner, purchaseId } = await tableWith('M01', [['gaseosa', 1]]);
    const res = await pay(diner, purchaseId, { method: 'card', card: card(SANDBOX.cardApproved) });
    expect(expectApiError(res, 409, 'below_minimum_order').details).toEqual({ minimum_minor: 10000 });
  });

  it('refuses a purchase the profile never joined', async () => {
    const { purchaseId } = await tableWith('M02', [['bandeja-paisa', 1]]);
    const stranger = await newDiner(api);
    expectApiError(
      await pay(stranger, purchaseId, { method: 'card', card: card(SANDBOX.cardApproved) }),
      403,
      'not_your_purchase',
    );
  });

  it('room service pays before the kitchen: cooking waits, the paid order goes to the kitchen and the room stays open', async () => {
    const mirador = await menuOf(api, 'hotel-mirador.localhost', 'miraflores');
    const guest = await newDiner(api, 'hotel-mirador.localhost');
    const room = await join(api, guest, mirador.supplierId, '201');
    const breakfast = mirador.products['desayuno-americano']?.id ?? 0;
    expect((await addProduct(api, guest, room.id, { id: breakfast, count: 1 })).status).toBe(201);
    expectApiError(
      await request(api, `/menudigital/cook_products/${room.id}.json`, {
        method: 'PUT',
        host: guest.host,
        headers: guest.headers,
        body: {},
      }),
      409,
      'payment_required',
    );
    const res = await pay(guest, room.id, {
      method: 'card',
      card: card(SANDBOX.cardApproved),
      contact: { ...contact, phone: '+51 912 345 678' },
    });
    expect(res.status, res.text).toBe(201);
    expect(expectSchema(paymentResponseSchema, res.json).balance).toMatchObject({
      remaining_minor: 0,
      closed: false,
    });
    const cart = await request(api, `/menudigital/cart/${room.id}.json`, {
      host: guest.host,
      headers: guest.headers,
    });
    expect(
      (cart.json as { purchase: { items: { status: string }[] } }).purchase.items.map((i) => i.status),
    ).toEqual(['ordered']);
  });

  it('a pending card holds its share until the staff settle it later (approved), then the table closes', async () => {
    const { diner, purchaseId } = await tableWith('M03', [['bandeja-paisa', 1]]);
    const pending = expectSchema(
      paymentResponseSchema,
      (await pay(diner, purchaseId, { method: 'card', card: card(SANDBOX.cardPending) })).json,
    );
    expect(pending.payment).toMatchObject({ status: 'pending', reason: 'pending_bank_validation' });
    expect(pending.balance).toMatchObject({ paid_minor: 0, pending_minor: 38000, remaining_minor: 0 });
    // While it is pending nothing else can be charged for that share.
    expectApiError(await pay(diner, purchaseId, { method: 'cash' }), 409, 'nothing_to_pay');
    const settled = await settle(pending.payment.id, 'approved');
    expect(settled).toMatchObject({
      payment: { status: 'approved', reason: null },
      balance: { paid_minor: 38000, pending_minor: 0, closed: true },
    });
    expectApiError(
      await request(api, `/staff/payments/${pending.payment.id}.json`, {
        method: 'PUT',
        host: HOST,
        headers: { authorization: `Bearer ${STAFF_TOKEN}` },
        body: { status: 'declined' },
      }),
      409,
      'payment_not_pending',
    );
  });

  it('a pending card the bank refuses frees its share for another payment', async () => {
    const { diner, purchaseId } = await tableWith(null, [['bandeja-paisa', 1]]);
    const pending = expectSchema(
      paymentResponseSchema,
      (await pay(diner, purchaseId, { method: 'card', card: card(SANDBOX.cardPending) })).json,
    );
    const refused = await settle(pending.payment.id, 'declined');
    expect(refused).toMatchObject({
      payment: { status: 'declined', reason: 'payment_declined' },
      balance: { pending_minor: 0, remaining_minor: 38000, closed: false },
    });
  });

  it('the error card charges nothing and a new attempt (new key) pays', async () => {
    const { diner, purchaseId } = await tableWith('M04', [['bandeja-paisa', 1]]);
    const failed = expectSchema(
      paymentResponseSchema,
      (await pay(diner, purchaseId, { method: 'card', card: card(SANDBOX.cardError) })).json,
    );
    expect(failed.payment).toMatchObject({ status: 'error', reason: 'processing_error' });
    expect(failed.balance).toMatchObject({ paid_minor: 0, pending_minor: 0, remaining_minor: 38000 });
    const retried = expectSchema(
      paymentResponseSchema,
      (await pay(diner, purchaseId, { method: 'card', card: card(SANDBOX.cardApproved) })).json,
    );
    expect(retried.payment.status).toBe('approved');
    expect(retried.balance).toMatchObject({ paid_minor: 38000, closed: true });
  });

  it('a card the provider cannot add fails with its own reason and charges nothing', async () => {
    const { diner, purchaseId } = await tableWith('M05', [['bandeja-paisa', 1]]);
    const failed = expectSchema(
      paymentResponseSchema,
      (await pay(diner, purchaseId, { method: 'card', card: card(SANDBOX.cardAddError) })).json,
    );
    expect(failed.payment).toMatchObject({ status: 'error', reason: 'card_add_failed' });
    expect(failed.balance).toMatchObject({ paid_minor: 0, pending_minor: 0, remaining_minor: 38000 });
  });

  for (const method of ['card_reader', 'bank_transfer'] as const) {
    it(`${method} waits for the staff: confirmed it pays, refused it frees the share`, async () => {
      const { diner, purchaseId } = await tableWith(null, [['bandeja-paisa', 1]]);
      const first = expectSchema(
        paymentResponseSchema,
        (await pay(diner, purchaseId, { method, split: { kind: 'equal', parts: 2 } })).json,
      );
      expect(first.payment).toMatchObject({
        method,
        status: 'pending',
        reason: 'awaiting_staff',
        amount_minor: 19000,
      });
      expect(first.payment.card_last4).toBeNull();
      expect(first.balance).toMatchObject({ pending_minor: 19000, remaining_minor: 19000 });
      expect(await settle(first.payment.id, 'declined')).toMatchObject({
        balance: { pending_minor: 0, remaining_minor: 38000 },
      });
      const second = expectSchema(paymentResponseSchema, (await pay(diner, purchaseId, { method })).json);
      expect(await settle(second.payment.id, 'approved')).toMatchObject({
        payment: { method, status: 'approved' },
        balance: { paid_minor: 38000, remaining_minor: 0, closed: true },
      });
    });
  }

  it("refuses a card without its holder's identification document", async () => {
    const { diner, purchaseId } = await tableWith(null, [['bandeja-paisa', 1]]);
    const { document_type: _type, document_number: _number, ...noDocument } = card(SANDBOX.cardApproved);
    expectApiError(
      await pay(diner, purchaseId, { method: 'card', card: noDocument as ReturnType<typeof card> }),
      400,
    );
    expectApiError(
      await pay(diner, purchaseId, {
        method: 'card',
        card: { ...card(SANDBOX.cardApproved), document_number: ' 12' },
      }),
      400,
    );
  });
});

describe('CLP (mesa-directa, Chile): exact in whole pesos', () => {
  it('rounds the tip to whole pesos and equal parts add up to the due, no peso lost or added', async () => {
    const providencia = await menuOf(api, 'mesa-directa.localhost', 'providencia');
    const diner = await newDiner(api, 'mesa-directa.localhost');
    const purchase = await join(api, diner, providencia.supplierId, 'B1');
    for (const [slug, count] of [
      ['empanadas-queso', 1],
      ['bebida', 2],
    ] as const) {
      const product = providencia.products[slug]?.id ?? 0;
      expect((await addProduct(api, diner, purchase.id, { id: product, count })).status).toBe(201);
    }
    // 6.490 + 2 × 1.990 = 10.470; a 7 % tip is 732.9, charged as 733 pesos.
    await request(api, `/menudigital/add_tip/${purchase.id}.json`, {
      method: 'PUT',
      host: diner.host,
      headers: diner.headers,
      body: { tip: { include: true, percent: 7, custom_value: null } },
    });
    const chilean = { ...contact, phone: '+56 9 6123 4567' };
    const payThird = async (key: string) =>
      expectSchema(
        paymentResponseSchema,
        (
          await pay(
            diner,
            purchase.id,
            {
              method: 'card',
              split: { kind: 'equal', parts: 3 },
              card: card(SANDBOX.cardApproved),
              contact: chilean,
            },
            key,
          )
        ).json,
      );
    const first = await payThird('clp-third-0001');
    expect(first.payment.currency).toBe('CLP');
    expect(first.balance).toMatchObject({ items_minor: 10470, tip_minor: 733, due_minor: 11203 });
    // 11.203 / 3 = 3.734,33…: each part is rounded up to 3.735 and the last takes what is left.
    expect(first.payment.amount_minor).toBe(3735);
    const second = await payThird('clp-third-0002');
    const last = await payThird('clp-third-0003');
    expect([first, second, last].map((part) => part.payment.amount_minor)).toEqual([3735, 3735, 3733]);
    expect(last.balance).toMatchObject({ paid_minor: 11203, remaining_minor: 0, closed: true });
    for (const part of [first, second, last]) expect(Number.isInteger(part.payment.amount_minor)).toBe(true);
  });
});
