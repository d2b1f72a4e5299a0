import { createEffect, createEvent, sample, type StoreWritable } from 'effector';
import type { Fail } from 'effector-storage';
import { persist } from 'effector-storage/local';
import { persist as persistSession } from 'effector-storage/session';
import * as z from 'zod/mini';
import { langSchema } from '../schemas/common.ts';
import { $buyer, $paymentAttempt, paymentAttemptSchema, storedBuyerSchema } from './buyer.ts';
import { $cart, cartStateSchema } from './cart.ts';
import { $cookiesAccepted, cookieConsentSchema, storageRead } from './frame.ts';
import { $savedLang } from './lang.ts';
import { $order, orderStateSchema } from './order.ts';
import { $profile, $session, sessionStateSchema, storedProfileSchema } from './profile.ts';

/** Bump when a stored shape changes incompatibly: values under older keys are then ignored. */
export const STORAGE_VERSION = 1;
export const storageKey = (name: string) => `mesa:v${STORAGE_VERSION}:${name}`;

/**
 * Reads the diner's stored state into the scope it is fired in (effector-storage's `pickup`). The shell
 * fires it once at boot, before the first render; from then on every change of those stores in that
 * scope is written back, and changes made in other tabs are read in.
 */
export const persistenceStarted = createEvent();

// A broken or stale value is dropped, so the page starts clean instead of failing.
const dropStoredValueFx = createEffect((key: string) => {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage may be disabled (private mode): then nothing is persisted, nothing breaks.
  }
});
const dropSessionValueFx = createEffect((key: string) => {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // As above: no storage, nothing kept.
  }
});

function persistValidated<T>(store: StoreWritable<T>, name: string, schema: z.ZodMiniType<T>): void {
  const key = storageKey(name);
  persist({
    store,
    key,
    contract: schema,
    pickup: persistenceStarted,
    fail: dropStoredValueFx.prepend((_failure: Fail<Error>) => key),
  });
}

// What survives a reload (SPEC section 3, "Local persistence"): profile, session, order (service), cart,
// the chosen language and the buyer's data (payment state). Without localStorage (tests in Node, a server) effector-storage stores nothing.
persistValidated($profile, 'profile', storedProfileSchema);
persistValidated($session, 'session', sessionStateSchema);
persistValidated($order, 'order', orderStateSchema);
persistValidated($cart, 'cart', cartStateSchema);
persistValidated($savedLang, 'customer-lang', z.nullable(langSchema));
persistValidated($cookiesAccepted, 'cookies-accepted', cookieConsentSchema);
persistValidated($buyer, 'buyer', storedBuyerSchema);
// The attempt's idempotency key lives as long as the tab (a reload keeps it, a new tab starts clean).
persistSession({
  store: $paymentAttempt,
  key: storageKey('payment-attempt'),
  contract: z.nullable(paymentAttemptSchema),
  pickup: persistenceStarted,
  fail: dropSessionValueFx.prepend((_failure: Fail<Error>) => storageKey('payment-attempt')),
});
// Only once storage is read does the frame know whether the cookie notice is due (never on a server).
sample({ clock: persistenceStarted, target: storageRead });
