import { browserTurn } from '../../model/browser-turn.ts';
import * as z from 'zod/mini';
import { couponRequestSchema } from '../../schemas/coupon.ts';
import { paymentProofResponseSchema } from '../../schemas/identity.ts';
import {
  balanceResponseSchema,
  paymentMethodsQuerySchema,
  paymentMethodsResponseSchema,
  paymentRequestSchema,
  paymentResponseSchema,
} from '../../schemas/payment.ts';
import { declareCall } from './declare.ts';
import { idPathParams, purchasePathParams, supplierRef } from './fields.ts';

// The first evaluation gives the browser a turn here (see browser-turn.ts).
await browserTurn();

/** Payments, a purchase's balance and coupon, and payment proofs. */

export const paymentMethodsCall = declareCall({
  method: 'GET',
  path: '/api/v4/payment_methods.json',
  query: z.extend(paymentMethodsQuerySchema, { supplier_id: supplierRef }),
  response: paymentMethodsResponseSchema,
});

/** Sent with an `Idempotency-Key` header: a retry of the same attempt charges once. */
export const payCall = declareCall({
  method: 'POST',
  path: '/api/v4/payments.json',
  body: paymentRequestSchema,
  response: paymentResponseSchema,
  status: [200, 201],
});

export const paymentCall = declareCall({
  method: 'GET',
  path: '/api/v4/payments/:id.json',
  params: idPathParams,
  response: paymentResponseSchema,
});

/**
 * The payer gives up their own PSE payment while the bank has not answered: it ends cancelled and frees
 * what it held. Cancelling a cancelled payment answers it again.
 */
export const cancelPaymentCall = declareCall({
  method: 'PUT',
  path: '/api/v4/payments/:id/cancel.json',
  params: idPathParams,
  response: paymentResponseSchema,
});

export const balanceCall = declareCall({
  method: 'GET',
  path: '/api/v4/purchases/:purchase/balance.json',
  params: purchasePathParams,
  response: balanceResponseSchema,
});

export const applyCouponCall = declareCall({
  method: 'PUT',
  path: '/api/v4/purchases/:purchase/coupon.json',
  params: purchasePathParams,
  body: couponRequestSchema,
  response: balanceResponseSchema,
});

export const removeCouponCall = declareCall({
  method: 'DELETE',
  path: '/api/v4/purchases/:purchase/coupon.json',
  params: purchasePathParams,
  response: balanceResponseSchema,
});

/** A payment proof image (multipart: `purchase_id`, `payment_id?`, `image`). */
export const paymentProofCall = declareCall({
  method: 'POST',
  path: '/api/pay_purchase_image',
  response: paymentProofResponseSchema,
  status: [201],
  upload: true,
});
