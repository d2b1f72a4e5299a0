import { describe, expect, it } from 'vitest';
import { paymentResponseSchema } from 'shared-contracts/schemas';
import { SANDBOX } from '../../../src/modules/payments/sandbox-provider.ts';
import { expectApiError, expectSchema, request, useTestApi } from '../../helpers.ts';
import { balanceOf, cartOf, pay, settle, STAFF, staffTableOrders } from '../../support/payments.ts';
import { addProduct, join, newDiner, testCard, useMenu } from '../../support/table-orders.ts';

// A paid line always reaches the kitchen: whatever path pays the bill (a card at once, cash or a card
// reader the staff confirm, a bank that approves later) sends the lines it pays for in the same
// transaction, and the kitchen (the staff's table orders) keeps them until they are served, even once
// the account is closed.
const api = useTestApi();
const HOST = 'la-brasa.localhost';
const chapinero = useMenu(api, 'chapinero');

async function tableWith(code: string | null, lines: [string, number][]) {
  const diner = await newDiner(api);
  const purchase = await join(api, diner, chapinero.supplierId, code);
  for (const [slug, count] of lines) {
    const res = await addProduct(api, diner, purchase.id, { id: chapinero.id(slug), count });
    expect(res.status, res.text).toBe(201);
  }
  return { diner, purchaseId: purchase.id };
}

const kitchenLines = async (purchaseId: number) => {
  const open = await staffTableOrders(api, 'la-brasa', 'chapinero');
  return open.find((purchase) => purchase.id === purchaseId)?.items.map((item) => [item.label, item.status]);
};

describe('a checkout-class table that pays without sending to the kitchen', () => {
  it('paying the bill by card sends every pending line to the kitchen; the kitchen keeps them once the account closes', async () => {
    const { diner, purchaseId } = await tableWith('M08', [
      ['bandeja-paisa', 1],
      ['gaseosa', 2],
    ]);
    const res = await pay(api, diner, purchaseId, { method: 'card', card: testCard(SANDBOX.cardApproved) });
    expect(res.status, res.text).toBe(201);
    const { payment, balance } = expectSchema(paymentResponseSchema, res.json);
    expect(payment.status).toBe('approved');
    expect(balance).toMatchObject({ remaining_minor: 0, closed: true });

    const cart = await cartOf(api, diner, purchaseId);
    expect(cart.items.map((item) => item.status)).toEqual(['ordered', 'ordered']);
    expect(cart.order_status).toBe('closed_account');
    expect(await kitchenLines(purchaseId)).toEqual([
      ['Bandeja paisa', 'ordered'],
      ['Gaseosa', 'ordered'],
    ]);
    // Nothing is left to send: the account is closed and its lines are already in the kitchen.
    expectApiError(
      await request(api, `/menudigital/cook_products/${purchaseId}.json`, {
        method: 'PUT',
        host: HOST,
        headers: diner.headers,
        body: {},
      }),
      409,
      'purchase_closed',
    );

    // The kitchen serves them on the closed account; once every line is served it leaves the list.
    for (const item of cart.items) {
      for (const status of ['prepared', 'delivered'] as const) {
        const moved = await request(
          api,
          `/staff/instances/la-brasa/purchases/${purchaseId}/items/${item.id}`,
          {
            method: 'PUT',
            headers: STAFF,
            body: { status },
          },
        );
        expect(moved.status, moved.text).toBe(200);
      }
    }
    expect(await kitchenLines(purchaseId)).toBeUndefined();
  });

  it('cash the staff confirm later sends the lines when it is confirmed, not before', async () => {
    const { diner, purchaseId } = await tableWith('M09', [['bandeja-paisa', 1]]);
    const cash = expectSchema(
      paymentResponseSchema,
      (await pay(api, diner, purchaseId, { method: 'cash' })).json,
    );
    expect(cash.payment.status).toBe('pending');
    expect((await cartOf(api, diner, purchaseId)).items.map((item) => item.status)).toEqual(['pending']);

    const confirmed = await settle(api, cash.payment.id, 'approved');
    expect(confirmed.balance.closed).toBe(true);
    expect((await cartOf(api, diner, purchaseId)).items.map((item) => item.status)).toEqual(['ordered']);
    expect(await kitchenLines(purchaseId)).toEqual([['Bandeja paisa', 'ordered']]);
  });

  it('a bank that approves later (PSE) sends the lines with its approval', async () => {
    const { diner, purchaseId } = await tableWith('M10', [['patacon', 1]]);
    const pse = expectSchema(
      paymentResponseSchema,
      (
        await pay(api, diner, purchaseId, {
          method: 'pse',
          pse: { bank: 'Banco de Pruebas', client_type: 'person' },
          return_origin: 'http://la-brasa.localhost:5173',
        })
      ).json,
    );
    const bank = new URL(pse.payment.redirect_url ?? '');
    const decided = await request(api, bank.pathname, {
      method: 'POST',
      host: HOST,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        return: bank.searchParams.get('return') ?? '',
        decision: 'approve',
      }).toString(),
    });
    expect(decided.status).toBe(303);
    expect((await balanceOf(api, diner, purchaseId)).closed).toBe(true);
    expect(await kitchenLines(purchaseId)).toEqual([['Patacón con hogao', 'ordered']]);
  });

  it("paying one's own lines sends those lines; the table's other pending lines wait for their payers", async () => {
    const { diner: ana, purchaseId } = await tableWith('M11', [['bandeja-paisa', 1]]);
    const beto = await newDiner(api);
    await join(api, beto, chapinero.supplierId, 'M11');
    expect((await addProduct(api, beto, purchaseId, { id: chapinero.id('patacon'), count: 1 })).status).toBe(
      201,
    );
    const [bandeja, patacon] = (await cartOf(api, ana, purchaseId)).items;
    const mine = await pay(api, ana, purchaseId, {
      method: 'card',
      card: testCard(SANDBOX.cardApproved),
      split: { kind: 'items', item_ids: [bandeja?.id ?? 0] },
    });
    expect(mine.status, mine.text).toBe(201);
    expect(await kitchenLines(purchaseId)).toEqual([
      ['Bandeja paisa', 'ordered'],
      ['Patacón con hogao', 'pending'],
    ]);
    // Beto pays the rest by equal parts: the part that settles the bill sends his line too.
    const rest = await pay(api, beto, purchaseId, {
      method: 'card',
      card: testCard(SANDBOX.cardApproved),
      split: { kind: 'full' },
    });
    expect(expectSchema(paymentResponseSchema, rest.json).balance.closed).toBe(true);
    expect(patacon).toBeDefined();
    expect(await kitchenLines(purchaseId)).toEqual([
      ['Bandeja paisa', 'ordered'],
      ['Patacón con hogao', 'ordered'],
    ]);
  });

  it('a line paid by a pending payment goes to the kitchen when the staff confirm it', async () => {
    const { diner, purchaseId } = await tableWith('M12', [
      ['bandeja-paisa', 1],
      ['patacon', 1],
    ]);
    const [bandeja] = (await cartOf(api, diner, purchaseId)).items;
    const reader = expectSchema(
      paymentResponseSchema,
      (
        await pay(api, diner, purchaseId, {
          method: 'card_reader',
          split: { kind: 'items', item_ids: [bandeja?.id ?? 0] },
        })
      ).json,
    );
    expect(await kitchenLines(purchaseId)).toEqual([
      ['Bandeja paisa', 'pending'],
      ['Patacón con hogao', 'pending'],
    ]);
    await settle(api, reader.payment.id, 'approved');
    expect(await kitchenLines(purchaseId)).toEqual([
      ['Bandeja paisa', 'ordered'],
      ['Patacón con hogao', 'pending'],
    ]);
  });
});
