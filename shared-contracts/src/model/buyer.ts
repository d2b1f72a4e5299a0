import { createEvent, createStore } from 'effector';
import * as z from 'zod/mini';
import { paymentContactSchema, type PaymentContact } from '../schemas/payment.ts';

/**
 * The diner's contact and buyer data, all required to pay (name, phone in E.164, email, document type and
 * number), kept in this browser for the next purchase: the precheckout and the checkout read it and save
 * what the diner confirms. Filled from localStorage after hydration, so no sid.
 */
export const buyerSaved = createEvent<PaymentContact>();
export const $buyer = createStore<PaymentContact | null>(null).on(buyerSaved, (_, buyer) => buyer);
export const storedBuyerSchema = z.nullable(paymentContactSchema);

/**
 * The idempotency key of the payment attempt in flight or unsettled, per browser tab (sessionStorage):
 * a reload during a pending payment sends the same key for the same share, so it charges once. The
 * `fingerprint` names the share (purchase, split and method); another share gets another key.
 */
export const paymentAttemptSchema = z.object({
  purchase_id: z.int(),
  key: z.string().check(z.minLength(8), z.maxLength(100)),
  fingerprint: z.string().check(z.maxLength(4000)),
  /**
   * The payment the attempt made when the server answered with one that waits (cash or a card reader for
   * the staff, a transfer's proof, the bank): refused later, even after a reload, the attempt is over.
   */
  payment_id: z.optional(z.int()),
});
export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>;
export const paymentAttemptStarted = createEvent<PaymentAttempt>();
/** The server answered the attempt with a payment that waits: its id is kept with the attempt. */
export const paymentAttemptWaits = createEvent<number>();
/** The attempt is over for the diner (refused, or they chose to pay another share): its key goes. */
export const paymentAttemptEnded = createEvent();
export const $paymentAttempt = createStore<PaymentAttempt | null>(null)
  .on(paymentAttemptStarted, (_, attempt) => attempt)
  .on(paymentAttemptWaits, (attempt, paymentId) =>
    attempt ? { ...attempt, payment_id: paymentId } : attempt,
  )
  .reset(paymentAttemptEnded);
