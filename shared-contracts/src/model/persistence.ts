import { createEffect, createEvent, sample, type StoreWritable } from 'effector';
import type { Fail } from 'effector-storage';
import { persist as persistLocal } from 'effector-storage/local';
import { persist as persistSession } from 'effector-storage/session';
import * as z from 'zod/mini';
import { langSchema } from '../schemas/common.ts';
import { $buyer, $paymentAttempt, paymentAttemptSchema, storedBuyerSchema } from './buyer.ts';
import { $cart, cartStateSchema } from './cart.ts';
import { $savedDraftPrint } from './cart-draft.ts';
import { $ghostLocation } from './coverage-hold.ts';
import { $deliveryDetails, deliveryDetailsSchema } from './delivery-details.ts';
import { $deliveryLocation, deliveryLocationSchema } from './delivery-location.ts';
import { $placedOrderId, placedOrderSchema } from './delivery-order.ts';
import {
  $cookieConsent,
  $popupsClosed,
  cookieConsentSchema,
  popupsClosedSchema,
  storageRead,
} from './frame.ts';
import { $savedLang } from './lang.ts';
import { $order, orderStateSchema } from './order.ts';
import { $reportedPayments, reportedPaymentsSchema } from './payment-analytics.ts';
import { $profile, $session, sessionStateSchema, storedProfileSchema } from './profile.ts';
import { $seat, seatSchema } from './seat.ts';
import { browserTurn } from './browser-turn.ts';

/** Bump when a stored shape changes incompatibly: values under older keys are then ignored. */
export const STORAGE_VERSION = 1;
export const storageKey = (name: string) => `mesa:v${STORAGE_VERSION}:${name}`;

/**
 * Reads the diner's stored state into the scope it is fired in (effector-storage's `pickup`). The shell
 * fires it once at boot, before the first render; from then on every change of those stores in that
 * scope is written back, and changes made in other tabs are read in.
 */
export const persistenceStarted = createEvent();

type StorageKind = 'local' | 'session';

// A broken or stale value is dropped, so the page starts clean instead of failing.
const dropStoredValueFx = createEffect(({ key, kind }: { key: string; kind: StorageKind }) => {
  try {
    (kind === 'local' ? localStorage : sessionStorage).removeItem(key);
  } catch {
    // Storage may be disabled (private mode): then nothing is persisted, nothing breaks.
  }
});

function persistValidated<T>(
  store: StoreWritable<T>,
  name: string,
  schema: z.ZodMiniType<T>,
  kind: StorageKind = 'local',
): void {
  const key = storageKey(name);
  (kind === 'local' ? persistLocal : persistSession)({
    store,
    key,
    contract: schema,
    pickup: persistenceStarted,
    fail: dropStoredValueFx.prepend((_failure: Fail<Error>) => ({ key, kind })),
  });
}

// What survives a reload: profile, session, order (service), cart,
// the delivery state, the chosen language and the buyer's data (payment state). Without localStorage (tests in Node, a server) effector-storage stores nothing.
persistValidated($profile, 'profile', storedProfileSchema);
persistValidated($session, 'session', sessionStateSchema);
persistValidated($order, 'order', orderStateSchema);
persistValidated($cart, 'cart', cartStateSchema);
// Which copy of the cart the API holds (cart-draft.ts): a reload that changed nothing sends nothing.
persistValidated($savedDraftPrint, 'cart-draft-saved', z.string().check(z.maxLength(40)));
// The delivery state: the covered place, what the diner wrote for the order (address, reference, comment,
// the scheduled day and hour), the branch they chose to stay at, and the order the cart became until paid.
// Each wiring creates a dozen units: the browser gets a turn between the groups (see browser-turn.ts).
await browserTurn();
persistValidated($deliveryLocation, 'delivery-location', z.nullable(deliveryLocationSchema));
persistValidated($deliveryDetails, 'delivery-details', deliveryDetailsSchema);
persistValidated($ghostLocation, 'delivery-ghost', z.boolean());
persistValidated($placedOrderId, 'delivery-placed-order', placedOrderSchema);
persistValidated($savedLang, 'customer-lang', z.nullable(langSchema));
await browserTurn();
persistValidated($cookieConsent, 'cookie-consent', cookieConsentSchema);
// The operator's popup shows once per browser session: what was closed is forgotten with the tab.
persistValidated($popupsClosed, 'popups-closed', popupsClosedSchema, 'session');
persistValidated($buyer, 'buyer', storedBuyerSchema);
// The attempt's idempotency key lives as long as the tab (a reload keeps it, a new tab starts clean).
persistValidated($paymentAttempt, 'payment-attempt', z.nullable(paymentAttemptSchema), 'session');
// The table the diner sits at lives as long as the tab: a reload (a language change too) keeps it, a
// new visit scans the QR again.
persistValidated($seat, 'seat', z.nullable(seatSchema), 'session');
// A payment is reported to analytics once per browser, whatever reloads or tabs show it again.
persistValidated($reportedPayments, 'reported-payments', reportedPaymentsSchema);
// Only once storage is read does the frame know whether the cookie notice is due (never on a server).
sample({ clock: persistenceStarted, target: storageRead });

/**
 * The stored profile, read on its own before the rest (a page the server rendered with the diner's
 * profile hydrates with it); null when storage holds none, a broken one, or cannot be read.
 */
export function readStoredProfile(): z.infer<typeof storedProfileSchema> {
  try {
    const raw = localStorage.getItem(storageKey('profile'));
    const parsed = storedProfileSchema.safeParse(raw === null ? null : JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
