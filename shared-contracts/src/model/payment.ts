import { browserTurn } from './browser-turn.ts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { createApiFx } from '../api/api-effect.ts';
import { paymentApi } from '../api/payment-endpoints.ts';
import type { Service } from '../schemas/common.ts';
import type { Payment, PaymentMethodsResponse, PaymentRequest, PurchaseBalance } from '../schemas/payment.ts';
import { purchaseChanged } from './table-order.ts';

// The first evaluation gives the browser a turn here (see browser-turn.ts).
await browserTurn();

/** The payment state: methods, balance and the last payment, shared by the checkout screens. */
export const paymentMethodsFx = createApiFx(
  ({ supplier, service }: { supplier: string | number; service?: Service }, headers) =>
    paymentApi.methods(supplier, service, headers),
);
export const payFx = createApiFx(({ body, key }: { body: PaymentRequest; key: string }, headers) =>
  paymentApi.pay(body, key, headers),
);
export const loadBalanceFx = createApiFx((purchaseId: number, headers) =>
  paymentApi.balance(purchaseId, headers),
);
export const loadPaymentFx = createApiFx((paymentId: number, headers) =>
  paymentApi.payment(paymentId, headers),
);
/** The payer gives up their PSE payment while the bank has not answered (the payment and the bill after it). */
export const cancelPaymentFx = createApiFx((paymentId: number, headers) =>
  paymentApi.cancel(paymentId, headers),
);
export const applyCouponFx = createApiFx(
  ({ purchaseId, code }: { purchaseId: number; code: string }, headers) =>
    paymentApi.applyCoupon(purchaseId, code, headers),
);
export const removeCouponFx = createApiFx((purchaseId: number, headers) =>
  paymentApi.removeCoupon(purchaseId, headers),
);
/** A fresh idempotency key for one payment attempt (read in an effect: never during render). */
export const newPaymentKeyFx = createEffect(() => crypto.randomUUID());

export const paymentCleared = createEvent();

/** A branch's payment methods as they were asked for. */
export interface LoadedPaymentMethods {
  /** The branch, as the page named it (slug or id). */
  supplier: string;
  /** The service they were asked for (delivery has no card reader); undefined: the branch's table. */
  service?: Service | undefined;
  methods: PaymentMethodsResponse;
}

/**
 * The payment methods of the page's branch: the loaded ones when they were asked for that branch, else
 * null (another branch's, or none yet), which is also when the page asks for them.
 */
export function branchPaymentMethods(
  loaded: LoadedPaymentMethods | null,
  supplier: string | null,
): PaymentMethodsResponse | null {
  return loaded && loaded.supplier === supplier ? loaded.methods : null;
}

export const $paymentMethods = createStore<LoadedPaymentMethods | null>(null, {
  sid: 'contracts/payment-methods',
}).on(paymentMethodsFx.done, (_, { params, result }) => ({
  supplier: String(params.supplier),
  service: params.service,
  methods: result,
}));

export const $balance = createStore<PurchaseBalance | null>(null, { sid: 'contracts/balance' })
  .on(loadBalanceFx.doneData, (_, balance) => balance)
  .on(payFx.doneData, (_, { balance }) => balance)
  .on([loadPaymentFx.doneData, cancelPaymentFx.doneData], (_, { balance }) => balance)
  .on([applyCouponFx.doneData, removeCouponFx.doneData], (_, balance) => balance)
  .reset(paymentCleared);

export const $lastPayment = createStore<Payment | null>(null, { sid: 'contracts/last-payment' })
  .on(payFx.doneData, (_, { payment }) => payment)
  .on([loadPaymentFx.doneData, cancelPaymentFx.doneData], (_, { payment }) => payment)
  .reset(paymentCleared);

// The staff confirmed or refused a payment that waited for them, the bank settled one: the purchase moved
// live, so the diner's pending payment is read again and its screen says what became of it.
sample({
  clock: purchaseChanged,
  source: { payment: $lastPayment, loading: loadPaymentFx.pending },
  filter: ({ payment, loading }, purchase) =>
    !loading && payment !== null && payment.status === 'pending' && payment.purchase_id === purchase.id,
  fn: ({ payment }) => payment?.id ?? 0,
  target: loadPaymentFx,
});
// A table mate paid, the staff confirmed, the bank answered: the live purchase moved, so the balance is read again.
sample({
  clock: purchaseChanged,
  source: $balance,
  filter: (balance, purchase) => balance !== null && balance.purchase_id === purchase.id,
  fn: (_, purchase) => purchase.id,
  target: loadBalanceFx,
});
