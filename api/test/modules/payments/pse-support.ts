import { expect } from 'vitest';
import { paymentResponseSchema, type PaymentSplit } from 'shared-contracts/schemas';
import { expectSchema, request, type TestApi } from '../../helpers.ts';
import { pay, STAFF } from '../../support/payments.ts';
import type { Diner } from '../../support/table-orders.ts';

/** The sandbox bank's answer is a form post; the site to return to is the one the payment named. */
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** A PSE payment of `split` (the whole bill unless given) sent from the site's own origin. */
export async function payByPse(
  api: TestApi,
  diner: Diner,
  purchaseId: number,
  split: PaymentSplit = { kind: 'full' },
  key?: string,
) {
  const res = await pay(
    api,
    diner,
    purchaseId,
    {
      method: 'pse',
      split,
      pse: { bank: 'Banco de Pruebas', client_type: 'person' },
      return_origin: `http://${diner.host}:5173`,
    },
    key,
  );
  expect([200, 201], res.text).toContain(res.status);
  return expectSchema(paymentResponseSchema, res.json);
}

/** The sandbox bank's page of a payment (its address as the provider gave it). */
export function bankPage(api: TestApi, diner: Diner, redirectUrl: string) {
  const bank = new URL(redirectUrl);
  return request(api, `${bank.pathname}${bank.search}`, { host: diner.host });
}

/** The diner decides on the sandbox bank's page (approve or decline); the bank sends them back (303). */
export async function bankDecides(
  api: TestApi,
  diner: Diner,
  redirectUrl: string,
  decision: 'approve' | 'decline',
) {
  const bank = new URL(redirectUrl);
  const res = await request(api, bank.pathname, {
    method: 'POST',
    host: diner.host,
    headers: FORM,
    body: new URLSearchParams({ return: bank.searchParams.get('return') ?? '', decision }).toString(),
  });
  expect(res.status, res.text).toBe(303);
}

/** `PUT /api/v4/payments/{id}/cancel.json` as `diner`. */
export function cancelPayment(api: TestApi, diner: Diner, paymentId: number) {
  return request(api, `/api/v4/payments/${paymentId}/cancel.json`, {
    method: 'PUT',
    host: diner.host,
    headers: diner.headers,
  });
}

/** A payment as `diner` reads it again (the checkout after a reload, the webcheckout page). */
export async function paymentAs(api: TestApi, diner: Diner, paymentId: number) {
  const res = await request(api, `/api/v4/payments/${paymentId}.json`, {
    host: diner.host,
    headers: diner.headers,
  });
  expect(res.status, res.text).toBe(200);
  return expectSchema(paymentResponseSchema, res.json);
}

/** The staff's floor of a branch of la-brasa, as JSON text and parsed (the operator's token). */
export async function floorOf(api: TestApi, branch: string) {
  const res = await request(api, `/staff/instances/la-brasa/branches/${branch}/floor`, { headers: STAFF });
  expect(res.status, res.text).toBe(200);
  return res;
}
