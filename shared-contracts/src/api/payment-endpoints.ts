import type { PaymentRequest } from '../schemas/payment.ts';
import type { Service } from '../schemas/common.ts';
import { call } from './call.ts';
import type { RequestHeaders } from './client.ts';
import {
  applyCouponCall,
  balanceCall,
  cancelPaymentCall,
  payCall,
  paymentCall,
  paymentMethodsCall,
  removeCouponCall,
} from './declarations/index.ts';

/** Payments; each function takes the request headers last. */
export const paymentApi = {
  /** The branch's methods, minimum order and the checkout's labels. */
  methods: (supplierId: string | number, service: Service | undefined, headers: RequestHeaders) =>
    call(
      paymentMethodsCall,
      { query: { supplier_id: supplierId, tipe: 'array', ...(service ? { service } : {}) } },
      headers,
    ),
  /** The same key for a retry of the same attempt charges once. */
  pay: (body: PaymentRequest, idempotencyKey: string, headers: RequestHeaders) =>
    call(payCall, { body, headers: { 'Idempotency-Key': idempotencyKey } }, headers),
  payment: (paymentId: number, headers: RequestHeaders) =>
    call(paymentCall, { params: { id: paymentId } }, headers),
  /** The payer gives up their PSE payment that waits for the bank. */
  cancel: (paymentId: number, headers: RequestHeaders) =>
    call(cancelPaymentCall, { params: { id: paymentId } }, headers),
  balance: async (purchaseId: number, headers: RequestHeaders) =>
    (await call(balanceCall, { params: { purchase: purchaseId } }, headers)).balance,
  /** The coupon goes on the purchase; the new balance. */
  applyCoupon: async (purchaseId: number, code: string, headers: RequestHeaders) =>
    (await call(applyCouponCall, { params: { purchase: purchaseId }, body: { coupon: { code } } }, headers))
      .balance,
  /** The coupon comes off; the new balance. */
  removeCoupon: async (purchaseId: number, headers: RequestHeaders) =>
    (await call(removeCouponCall, { params: { purchase: purchaseId } }, headers)).balance,
};
