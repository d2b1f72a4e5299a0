import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentResponseSchema, type PurchaseTip } from 'shared-contracts/schemas';
import { payments, products } from '../../../src/db/schema.ts';
import { SANDBOX } from '../../../src/modules/payments/sandbox-provider.ts';
import { expectApiError, expectSchema, request, useTestApi } from '../../helpers.ts';
import { balanceOf, cartOf, pay, staffTableOrders } from '../../support/payments.ts';
import { signIn, staffCall, type StaffClient } from '../../support/staff-session.ts';
import { addProduct, type Diner, join, newDiner, testCard, useMenu } from '../../support/table-orders.ts';

// Paying sends what it pays for to the kitchen, so a payment never charges a product the staff marked sold
// out after it was ordered: its lines go off the bill (as the kitchen's button takes them off), nothing
// is charged, and the payer is told which products and what the share is now (409
// `product_unavailable`). Taquería Lupita pays before the kitchen (no-incremental), in pesos (MXN).
const api = useTestApi();
const HOST = 'taqueria-lupita.localhost';
const roma = useMenu(api, 'roma-norte', HOST);
const card = { method: 'card' as const, card: testCard(SANDBOX.cardApproved) };
const TIP_10: PurchaseTip = { include: true, percent: 10, custom_value: null };
let manager: StaffClient;

beforeAll(async () => {
  manager = await signIn(api, 'taqueria-lupita', 'manager');
});

/** What the manager's console saves for a product ("Marcar agotado", a new price). */
async function changeProduct(slug: string, body: Record<string, unknown>) {
  const res = await staffCall(
    api,
    manager,
    `/staff/instances/taqueria-lupita/branches/roma-norte/products/${roma.id(slug)}`,
    { method: 'PATCH', body },
  );
  expect(res.status, res.text).toBe(200);
}

async function add(diner: Diner, purchaseId: number, slug: string, count = 1) {
  const res = await addProduct(api, diner, purchaseId, { id: roma.id(slug), count });
  expect(res.status, res.text).toBe(201);
}

/** Ana and Beto at table `code` with a 10 % tip; Ana's lines are `slugs`. */
async function table(code: string, slugs: string[]) {
  const [ana, beto] = [await newDiner(api, HOST), await newDiner(api, HOST)];
  const purchase = await join(api, ana, roma.supplierId, code);
  await join(api, beto, roma.supplierId, code);
  for (const slug of slugs) await add(ana, purchase.id, slug);
  const tipped = await request(api, `/menudigital/add_tip/${purchase.id}.json`, {
    method: 'PUT',
    host: HOST,
    headers: ana.headers,
    body: { tip: TIP_10 },
  });
  expect(tipped.status, tipped.text).toBe(200);
  return { ana, beto, purchaseId: purchase.id };
}

const kitchenLines = async (purchaseId: number) =>
  (await staffTableOrders(api, 'taqueria-lupita', 'roma-norte'))
    .find((purchase) => purchase.id === purchaseId)
    ?.items.map((item) => [item.label, item.status]);
const paymentRows = (purchaseId: number) =>
  api.app.db.select().from(payments).where(eq(payments.purchaseId, purchaseId));
const stockOf = async (slug: string) =>
  (
    await api.app.db
      .select()
      .from(products)
      .where(eq(products.id, roma.id(slug)))
  )[0]?.stock;

describe('a payment that would send a sold-out product to the kitchen', () => {
  it('charges nothing, takes the product off the bill and names it with the new amount', async () => {
    await changeProduct('agua-horchata', { stock: 10 });
    const { ana, beto, purchaseId } = await table('T1', ['agua-horchata', 'quesadilla']);
    expect(await stockOf('agua-horchata')).toBe(9);
    // Beto opens "Pay the bill": 35 + 45.50 and 10 %: $88.55.
    expect((await balanceOf(api, beto, purchaseId)).remaining_minor).toBe(8855);
    await changeProduct('agua-horchata', { available: false });
    try {
      const refused = await pay(
        api,
        beto,
        purchaseId,
        { ...card, expected_amount_minor: 8855 },
        'sold-out-key-1',
      );
      const error = expectApiError(refused, 409, 'product_unavailable');
      expect(error.details).toEqual({ products: 'Agua de horchata', amount_minor: 5005, due_minor: 5005 });
      expect(await paymentRows(purchaseId)).toHaveLength(0);
      expect((await cartOf(api, ana, purchaseId)).items.map((item) => [item.label, item.status])).toEqual([
        ['Quesadilla', 'pending'],
      ]);
      expect(await kitchenLines(purchaseId)).toEqual([['Quesadilla', 'pending']]);
      expect(await stockOf('agua-horchata')).toBe(10);
      expect(await balanceOf(api, beto, purchaseId)).toMatchObject({ due_minor: 5005, paid_minor: 0 });

      // The same tap sent again (a network retry, same key) was never a payment: it charges nothing
      // either, and the quesadilla alone is below the branch's $50 minimum.
      const retried = await pay(
        api,
        beto,
        purchaseId,
        { ...card, expected_amount_minor: 8855 },
        'sold-out-key-1',
      );
      expectApiError(retried, 409, 'below_minimum_order');
      expect(await paymentRows(purchaseId)).toHaveLength(0);

      // Ana orders tacos instead; Beto pays the new bill.
      await add(ana, purchaseId, 'tacos-suadero');
      const paid = await pay(api, beto, purchaseId, { ...card, expected_amount_minor: 14905 });
      expect(paid.status, paid.text).toBe(201);
      expect(expectSchema(paymentResponseSchema, paid.json).payment).toMatchObject({
        status: 'approved',
        amount_minor: 14905,
      });
      expect(await kitchenLines(purchaseId)).toEqual([
        ['Quesadilla', 'ordered'],
        ['Orden de tacos de suadero (5)', 'ordered'],
      ]);
    } finally {
      await changeProduct('agua-horchata', { available: true, stock: null });
    }
  });

  it("a payment of one's own products goes on beside a mate's sold-out line; that line cannot be paid", async () => {
    const { ana, beto, purchaseId } = await table('T2', ['agua-horchata', 'quesadilla']);
    await add(beto, purchaseId, 'tacos-suadero');
    const [horchata, quesadilla, tacos] = (await cartOf(api, ana, purchaseId)).items;
    if (!horchata || !quesadilla || !tacos) throw new Error('lines missing');
    await changeProduct('agua-horchata', { available: false });
    try {
      // Beto's tacos and their 10 %: $99.00, sent to the kitchen; Ana's lines wait for her.
      const mine = await pay(api, beto, purchaseId, {
        ...card,
        split: { kind: 'items', item_ids: [tacos.id] },
        expected_amount_minor: 9900,
      });
      expect(mine.status, mine.text).toBe(201);
      expect(await kitchenLines(purchaseId)).toEqual([
        ['Agua de horchata', 'pending'],
        ['Quesadilla', 'pending'],
        ['Orden de tacos de suadero (5)', 'ordered'],
      ]);

      // Ana pays hers: the horchata goes, her quesadilla and its tip are what is left.
      const refused = await pay(api, ana, purchaseId, {
        ...card,
        split: { kind: 'items', item_ids: [horchata.id, quesadilla.id] },
        expected_amount_minor: 8855,
      });
      expect(expectApiError(refused, 409, 'product_unavailable').details).toEqual({
        products: 'Agua de horchata',
        amount_minor: 5005,
        due_minor: 14905,
      });
      const hers = await pay(api, ana, purchaseId, {
        ...card,
        split: { kind: 'items', item_ids: [quesadilla.id] },
        expected_amount_minor: 5005,
      });
      expect(hers.status, hers.text).toBe(201);
      expect(await balanceOf(api, ana, purchaseId)).toMatchObject({
        due_minor: 14905,
        paid_minor: 14905,
        remaining_minor: 0,
      });
      expect(await kitchenLines(purchaseId)).toEqual([
        ['Quesadilla', 'ordered'],
        ['Orden de tacos de suadero (5)', 'ordered'],
      ]);
    } finally {
      await changeProduct('agua-horchata', { available: true });
    }
  });

  it('an equal part or a cash payment for the staff is refused the same way, before anything is held', async () => {
    const { beto, purchaseId } = await table('T3', ['agua-horchata', 'tacos-suadero']);
    await changeProduct('agua-horchata', { available: false });
    try {
      // (35 + 90) and 10 %: $137.50, so half is $68.75; without the horchata half is $49.50.
      const half = await pay(api, beto, purchaseId, {
        method: 'cash',
        split: { kind: 'equal', parts: 2 },
        expected_amount_minor: 6875,
      });
      expect(expectApiError(half, 409, 'product_unavailable').details).toMatchObject({
        amount_minor: 4950,
      });
      expect(await paymentRows(purchaseId)).toHaveLength(0);
    } finally {
      await changeProduct('agua-horchata', { available: true });
    }
  });
});

describe('a price the staff change between opening the bill and paying', () => {
  it('leaves the lines already ordered at their price: the amount shown is charged', async () => {
    const { ana, beto, purchaseId } = await table('T4', ['tacos-suadero']);
    expect((await balanceOf(api, beto, purchaseId)).remaining_minor).toBe(9900);
    await changeProduct('tacos-suadero', { price: 100 });
    try {
      const paid = await pay(api, beto, purchaseId, { ...card, expected_amount_minor: 9900 });
      expect(paid.status, paid.text).toBe(201);
      expect(expectSchema(paymentResponseSchema, paid.json).payment.amount_minor).toBe(9900);
      expect((await cartOf(api, ana, purchaseId)).items.map((item) => item.unit_price)).toEqual([90]);
    } finally {
      await changeProduct('tacos-suadero', { price: 90 });
    }
  });

  it('a line ordered at the new price changes the bill: the amount shown before is refused, not charged', async () => {
    const { ana, beto, purchaseId } = await table('T5', ['tacos-suadero']);
    expect((await balanceOf(api, beto, purchaseId)).remaining_minor).toBe(9900);
    await changeProduct('tacos-suadero', { price: 100 });
    try {
      await add(ana, purchaseId, 'tacos-suadero');
      const refused = await pay(api, beto, purchaseId, { ...card, expected_amount_minor: 9900 });
      expect(expectApiError(refused, 409, 'amount_changed').details).toEqual({
        amount_minor: 20900,
        expected_amount_minor: 9900,
      });
      expect(await paymentRows(purchaseId)).toHaveLength(0);
    } finally {
      await changeProduct('tacos-suadero', { price: 90 });
    }
  });
});
