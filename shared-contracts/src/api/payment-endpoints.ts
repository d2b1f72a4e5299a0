import {
  balanceResponseSchema,
  paymentMethodsResponseSchema,
  paymentResponseSchema,
  type PaymentRequest,
} from '../schemas/payment.ts';
import type { Service } from '../schemas/common.ts';
import { seg } from '../paths/paths.ts';
import { request, type RequestHeaders } from './client.ts';

/** Payments; each function takes the request headers last. */
export const paymentApi = {
  /** GET /api/v4/payment_methods.json: the branch's methods, minimum order and the checkout's labels. */
  methods: (supplierId: string | number, service: Service | undefined, headers: RequestHeaders) =>
    request(
      paymentMethodsResponseSchema,
      {
        method: 'GET',
        url: '/api/v4/payment_methods.json',
        params: { supplier_id: supplierId, tipe: 'array', ...(service ? { service } : {}) },
      },
      headers,
    ),
  /** POST /api/v4/payments.json: the same key for a retry of the same attempt charges once. */
  pay: (body: PaymentRequest, idempotencyKey: string, headers: RequestHeaders) =>
    request(
      paymentResponseSchema,
      {
        method: 'POST',
        url: '/api/v4/payments.json',
        data: body,
        headers: { 'Idempotency-Key': idempotencyKey },
      },
      headers,
    ),
  payment: (paymentId: number, headers: RequestHeaders) =>
    request(
      paymentResponseSchema,
      { method: 'GET', url: `/api/v4/payments/${seg(paymentId)}.json` },
      headers,
    ),
  balance: async (purchaseId: number, headers: RequestHeaders) =>
    (
      await request(
        balanceResponseSchema,
        { method: 'GET', url: `/api/v4/purchases/${seg(purchaseId)}/balance.json` },
        headers,
      )
    ).balance,
  /** PUT /api/v4/purchases/{purchase}/coupon.json: the coupon goes on the purchase; the new balance. */
  applyCoupon: async (purchaseId: number, code: string, headers: RequestHeaders) =>
    (
      await request(
        balanceResponseSchema,
        {
          method: 'PUT',
          url: `/api/v4/purchases/${seg(purchaseId)}/coupon.json`,
          data: { coupon: { code } },
        },
        headers,
      )
    ).balance,
  /** DELETE /api/v4/purchases/{purchase}/coupon.json: the coupon comes off; the new balance. */
  removeCoupon: async (purchaseId: number, headers: RequestHeaders) =>
    (
      await request(
        balanceResponseSchema,
        { method: 'DELETE', url: `/api/v4/purchases/${seg(purchaseId)}/coupon.json` },
        headers,
      )
    ).balance,
};
