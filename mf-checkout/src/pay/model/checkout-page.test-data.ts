import { allSettled, fork } from 'effector';
import {
  cancelPaymentFx,
  $cookieConsent,
  $instance,
  $paymentAttempt,
  $profile,
  $session,
  followTableFx,
  loadBalanceFx,
  loadPaymentFx,
  newPaymentKeyFx,
  payFx,
  paymentMethodsFx,
  sendTrackingFx,
  type PaymentAttempt,
  type PaymentRequest,
  type PaymentResponse,
  type PurchaseBalance,
  type TrackingRequest,
} from 'shared-contracts';
import {
  makeInstanceConfig,
  makePurchaseBalance,
  makePurchaseItem,
  makeTablePurchase,
} from 'shared-contracts/testing';
import { addTipFx } from '../../common/model/tip.ts';
import { fieldChanged, loadCartFx, pageOpened, readBrowserFx } from './checkout-page.ts';
import type { PaymentField } from './payment-form.ts';

/** The checkout's model tests: a table's bill of 38.000 pesos (purchase 9), its branch and its payments. */
export const purchase = {
  ...makeTablePurchase(1, [makePurchaseItem({ id: 5, unit_price: 38000, count: 1, total: 38000 })]),
  id: 9,
};
export const balance: PurchaseBalance = makePurchaseBalance({ purchase_id: 9, items_minor: 38000 });
export const methods = {
  payment_methods: [{ method: 'card' as const, online: true }],
  currency: 'COP' as const,
  minimum_order_minor: 10000,
  service_fee_label: false,
  impoconsumo_label: true,
};
/** A card payment of the whole bill as the API answers it, with the bill's balance after it (`owed`). */
export const answer = (
  status: 'approved' | 'declined' | 'pending',
  owed: PurchaseBalance = balance,
): PaymentResponse => ({
  payment: {
    id: 1,
    purchase_id: 9,
    supplier_id: 1,
    method: 'card',
    status,
    reason: status === 'declined' ? 'card_declined' : null,
    amount_minor: 38000,
    currency: 'COP',
    card_last4: '0002',
    card_brand: 'visa',
    redirect_url: null,
    item_ids: [],
  },
  balance: owed,
});

/**
 * The checkout of purchase 9 opened in a scope, its card form filled (a declined card); `stored` is what
 * the tab kept and how the API answers.
 */
export async function openedScope(
  pay: (p: { body: PaymentRequest; key: string }) => Promise<PaymentResponse>,
  min = 10000,
  stored: {
    attempt?: PaymentAttempt;
    keys?: { count: number };
    track?: (body: TrackingRequest) => Promise<{ id: number }>;
    tip?: () => Promise<typeof purchase>;
    balance?: () => Promise<PurchaseBalance>;
    cart?: () => Promise<typeof purchase>;
    /** Reads a payment again (a waiting one the staff or the bank settled). */
    load?: (paymentId: number) => Promise<PaymentResponse>;
    /** The payer gives up their PSE payment. */
    cancel?: (paymentId: number) => Promise<PaymentResponse>;
  } = {},
) {
  const keyCount = stored.keys ?? { count: 0 };
  const scope = fork({
    values: [
      [$instance, makeInstanceConfig({ country_code: 'CO' })],
      [$profile, { id: 9, token: 't', anonymous: true, domain: 'x', name: 'Ana', phone: null, email: null }],
      // What a reload finds in sessionStorage (the shell's pickup reads it into the page's scope).
      [$paymentAttempt, stored.attempt ?? null],
      // A session and the diner's cookie acceptance let analytics events go out at once (else they wait).
      [$session, stored.track ? { id: 77 } : null],
      [$cookieConsent, stored.track ? 'accepted' : null],
    ],
    handlers: [
      [readBrowserFx, () => ({ origin: 'http://la-brasa.localhost:5173', today: '2026-11-22' })],
      [paymentMethodsFx, async () => ({ ...methods, minimum_order_minor: min })],
      [loadBalanceFx, stored.balance ?? (async () => balance)],
      [loadCartFx, stored.cart ?? (async () => purchase)],
      [
        addTipFx,
        stored.tip ??
          (async () => ({ ...purchase, tip: { include: true, percent: 10, custom_value: null } })),
      ],
      [followTableFx, async () => ({ close: () => undefined })],
      [newPaymentKeyFx, () => `key-${++keyCount.count}`],
      [payFx, pay],
      [sendTrackingFx, stored.track ?? (async () => ({ id: 0 }))],
      [
        loadPaymentFx,
        stored.load ??
          (async () => {
            throw new Error('no payment is read again');
          }),
      ],
      [
        cancelPaymentFx,
        stored.cancel ??
          (async () => {
            throw new Error('no payment is cancelled');
          }),
      ],
    ],
  });
  await allSettled(pageOpened, { scope, params: { supplier: 'chapinero', purchaseId: 9 } });
  const fill: [PaymentField, string][] = [
    ['method', 'card'],
    ['name', 'Ana'],
    ['phone', '3001112233'],
    ['email', 'ana@example.com'],
    ['docType', 'national_id'],
    ['docNumber', '1020304050'],
    ['cardHolder', 'ANA'],
    ['cardNumber', '4000 0000 0000 0002'],
    ['cardMonth', '12'],
    ['cardYear', '2040'],
    ['cardCvc', '123'],
  ];
  for (const [field, value] of fill) await allSettled(fieldChanged, { scope, params: { field, value } });
  return scope;
}
