import { expect } from 'vitest';
import {
  balanceResponseSchema,
  paymentResponseSchema,
  purchaseResponseSchema,
  tableOrdersResponseSchema,
} from 'shared-contracts/schemas';
import { expectSchema, request, STAFF_TOKEN, type TestApi } from '../helpers.ts';
import { type Diner, payBody } from './table-orders.ts';

export const STAFF = { authorization: `Bearer ${STAFF_TOKEN}` };

let keys = 0;

/** `POST /api/v4/payments.json` of `payBody(purchaseId, how)`, under a new idempotency key unless given. */
export function pay(
  api: TestApi,
  diner: Diner,
  purchaseId: number,
  how: Parameters<typeof payBody>[1],
  key = `support-key-${++keys}-${Date.now()}`,
) {
  return request(api, '/api/v4/payments.json', {
    method: 'POST',
    host: diner.host,
    headers: { ...diner.headers, 'idempotency-key': key },
    body: payBody(purchaseId, how),
  });
}

/** The staff settle a pending payment (`PUT /staff/payments/{id}.json`); fails the test when refused. */
export async function settle(api: TestApi, paymentId: number, status: 'approved' | 'declined') {
  const res = await request(api, `/staff/payments/${paymentId}.json`, {
    method: 'PUT',
    headers: STAFF,
    body: { status },
  });
  expect(res.status, res.text).toBe(200);
  return expectSchema(paymentResponseSchema, res.json);
}

/** The purchase's balance as a member reads it. */
export async function balanceOf(api: TestApi, diner: Diner, purchaseId: number) {
  const res = await request(api, `/api/v4/purchases/${purchaseId}/balance.json`, {
    host: diner.host,
    headers: diner.headers,
  });
  expect(res.status, res.text).toBe(200);
  return expectSchema(balanceResponseSchema, res.json).balance;
}

/** The purchase as a member reads it (`GET /menudigital/cart/{id}.json`). */
export async function cartOf(api: TestApi, diner: Diner, purchaseId: number) {
  const res = await request(api, `/menudigital/cart/${purchaseId}.json`, {
    host: diner.host,
    headers: diner.headers,
  });
  expect(res.status, res.text).toBe(200);
  return expectSchema(purchaseResponseSchema, res.json).purchase;
}

/** What the kitchen and the waiters see of a branch (`GET /staff/…/table-orders`). */
export async function staffTableOrders(api: TestApi, instance: string, branch: string) {
  const res = await request(api, `/staff/instances/${instance}/branches/${branch}/table-orders`, {
    headers: STAFF,
  });
  expect(res.status, res.text).toBe(200);
  return expectSchema(tableOrdersResponseSchema, res.json).purchases;
}
