import { describe, expect, it } from 'vitest';
import { balanceResponseSchema, type PaymentRequest, paymentResponseSchema } from 'shared-contracts/schemas';
import { SANDBOX } from '../../../src/modules/payments/sandbox-provider.ts';
import { expectSchema, request, useTestApi } from '../../helpers.ts';
import {
  addProduct,
  type Diner,
  join,
  newDiner,
  payBody,
  testCard,
  useMenu,
} from '../../support/table-orders.ts';

// Meaningful on PostgreSQL (scripts/test-api.mjs runs it there too): PGlite runs one transaction at a time.
const api = useTestApi();
const HOST = 'la-brasa.localhost';
const chapinero = useMenu(api, 'chapinero');

function pay(diner: Diner, purchaseId: number, split: PaymentRequest['split'], key: string) {
  return request(api, '/api/v4/payments.json', {
    method: 'POST',
    host: HOST,
    headers: { ...diner.headers, 'idempotency-key': key },
    body: payBody(purchaseId, { method: 'card', card: testCard(SANDBOX.cardApproved), split }),
  });
}

async function table(code: string, diners: number) {
  const people = await Promise.all(Array.from({ length: diners }, () => newDiner(api)));
  const [first] = people;
  if (!first) throw new Error('no diner');
  const purchase = await join(api, first, chapinero.supplierId, code);
  for (const diner of people.slice(1)) await join(api, diner, chapinero.supplierId, code);
  const bandeja = chapinero.id('bandeja-paisa');
  expect((await addProduct(api, first, purchase.id, { id: bandeja, count: 2 })).status).toBe(201);
  return { people, purchaseId: purchase.id, first };
}

describe('payments fired at the same time', () => {
  it('charges once for one idempotency key, however many times it arrives', async () => {
    const { first, purchaseId } = await table('M03', 1);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => pay(first, purchaseId, { kind: 'full' }, 'double-click-key-1')),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const ids = new Set(answers.map((a) => expectSchema(paymentResponseSchema, a.json).payment.id));
    expect(ids.size).toBe(1);
    const res = await request(api, `/api/v4/purchases/${purchaseId}/balance.json`, {
      host: HOST,
      headers: first.headers,
    });
    expect(expectSchema(balanceResponseSchema, res.json).balance).toMatchObject({
      paid_minor: 76000,
      closed: true,
    });
  });

  it('never lets parallel payers of one table pay more than the due', async () => {
    const { people, purchaseId, first } = await table('M04', 5);
    const answers = await Promise.all(
      people.map((diner, i) => pay(diner, purchaseId, { kind: 'equal', parts: 2 }, `equal-part-key-${i}`)),
    );
    const paid = answers.filter((a) => a.status === 201);
    expect(paid).toHaveLength(2);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.status).toBe(409);
    }
    const res = await request(api, `/api/v4/purchases/${purchaseId}/balance.json`, {
      host: HOST,
      headers: first.headers,
    });
    expect(expectSchema(balanceResponseSchema, res.json).balance).toMatchObject({
      due_minor: 76000,
      paid_minor: 76000,
      remaining_minor: 0,
      closed: true,
    });
  });
});
