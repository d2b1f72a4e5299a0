import { createEffect, createEvent, sample, scopeBind, type StoreWritable } from 'effector';
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

/** Bump when a stored shape changes incompatibly: values under older keys are then ignored. */
export const STORAGE_VERSION = 1;
export const storageKey = (name: string) => `mesa:v${STORAGE_VERSION}:${name}`;

/**
 * Reads the diner's stored state into the scope it is fired in. The shell fires it once at boot, before
 * the first render; every change of those stores is written back, and, once it has been fired, changes
 * another tab makes to the stored values (localStorage) are read into that scope.
 */
export const persistenceStarted = createEvent();

type StorageKind = 'local' | 'session';

/** One stored value: where it lives, the schema it must pass, and what a missing key reads as. */
interface StoredEntry {
  key: string;
  kind: StorageKind;
  schema: z.ZodMiniType<unknown>;
  /** The store's default: a key that is missing (or was removed in another tab) sets it back to it. */
  fallback: unknown;
}

const entries: StoredEntry[] = [];

/** The browser's storage of that kind; null where there is none (a server, tests in Node) or it is refused. */
function storageOf(kind: StorageKind): Storage | null {
  try {
    if (typeof localStorage === 'undefined') return null;
    return kind === 'local' ? localStorage : sessionStorage;
  } catch {
    // Blocked by the browser's settings: reading the property throws.
    return null;
  }
}

// A broken or stale value is dropped, so the page starts clean instead of failing.
function dropStoredValue({ key, kind }: StoredEntry): void {
  try {
    storageOf(kind)?.removeItem(key);
  } catch {
    // Storage may be disabled (private mode): then nothing is persisted, nothing breaks.
  }
}

/** The entry's stored value if it passes its schema; `undefined` (and the key dropped) if it does not. */
function readEntry(entry: StoredEntry, storage: Storage): { value: unknown } | undefined {
  try {
    const raw = storage.getItem(entry.key);
    const value: unknown = raw === null ? entry.fallback : JSON.parse(raw);
    if (entry.schema.safeParse(value).success) return { value };
  } catch {
    // Not JSON, or storage refused: dropped below like a value that fails its schema.
  }
  dropStoredValue(entry);
  return undefined;
}

// Changes made in another tab reach the scope that read the stored state last (the page's own).
let readInPage: ((keys: readonly string[]) => unknown) | undefined;
function followOtherTabs(): void {
  if (readInPage !== undefined || typeof addEventListener === 'undefined') return;
  addEventListener('storage', (event) => {
    if (event.storageArea !== storageOf('local')) return;
    // A null key: the other tab cleared the whole storage.
    const keys = entries
      .filter((entry) => entry.kind === 'local' && (event.key === null || event.key === entry.key))
      .map((entry) => entry.key);
    if (keys.length > 0) readInPage?.(keys);
  });
}

/** Reads the stored values (all of them, or the keys given) that pass their schemas, by key. */
const readStoredFx = createEffect((keys: readonly string[] | null): ReadonlyMap<string, unknown> => {
  const values = new Map<string, unknown>();
  for (const entry of entries) {
    const storage = storageOf(entry.kind);
    if (storage === null || (keys && !keys.includes(entry.key))) continue;
    const read = readEntry(entry, storage);
    if (read) values.set(entry.key, read.value);
  }
  if (!keys) {
    followOtherTabs();
    readInPage = scopeBind(readStoredFx, { safe: true });
  }
  return values;
});

/** Writes a store's new value under its key, unless storage already holds exactly that. */
const writeStoredFx = createEffect(({ entry, value }: { entry: StoredEntry; value: unknown }) => {
  const storage = storageOf(entry.kind);
  if (storage === null) return;
  const raw = JSON.stringify(value);
  try {
    if (storage.getItem(entry.key) !== raw) storage.setItem(entry.key, raw);
  } catch {
    // Full or refused: the value is not kept, and an older one must not come back in its place.
    dropStoredValue(entry);
  }
});

sample({ clock: persistenceStarted, fn: () => null, target: readStoredFx });

// Each store costs two graph nodes here: the read into it and the write of its changes. (A general
// persistence library spends some fifty per store, which a phone pays for on every first load.)
function persistValidated<T>(
  store: StoreWritable<T>,
  name: string,
  schema: z.ZodMiniType<T>,
  kind: StorageKind = 'local',
): void {
  const entry: StoredEntry = { key: storageKey(name), kind, schema, fallback: store.defaultState };
  entries.push(entry);
  store.on(readStoredFx.doneData, (current, values) =>
    values.has(entry.key) ? (values.get(entry.key) as T) : current,
  );
  sample({ clock: store, fn: (value: T) => ({ entry, value }), target: writeStoredFx });
}

// What survives a reload: profile, session, order (service), cart,
// the delivery state, the chosen language and the buyer's data (payment state). Without localStorage (tests in Node, a server) nothing is stored.
persistValidated($profile, 'profile', storedProfileSchema);
persistValidated($session, 'session', sessionStateSchema);
persistValidated($order, 'order', orderStateSchema);
persistValidated($cart, 'cart', cartStateSchema);
// Which copy of the cart the API holds (cart-draft.ts): a reload that changed nothing sends nothing.
persistValidated($savedDraftPrint, 'cart-draft-saved', z.string().check(z.maxLength(40)));
// The delivery state: the covered place, what the diner wrote for the order (address, reference, comment,
// the scheduled day and hour), the branch they chose to stay at, and the order the cart became until paid.
persistValidated($deliveryLocation, 'delivery-location', z.nullable(deliveryLocationSchema));
persistValidated($deliveryDetails, 'delivery-details', deliveryDetailsSchema);
persistValidated($ghostLocation, 'delivery-ghost', z.boolean());
persistValidated($placedOrderId, 'delivery-placed-order', placedOrderSchema);
persistValidated($savedLang, 'customer-lang', z.nullable(langSchema));
persistValidated($cookieConsent, 'cookie-consent', cookieConsentSchema);
// The operator's popup shows once per browser session: what was closed is forgotten with the tab.
persistValidated($popupsClosed, 'popups-closed', popupsClosedSchema, 'session');
persistValidated($buyer, 'buyer', storedBuyerSchema);
// The attempt's idempotency key lives as long as the tab (a reload keeps it, a new tab starts clean).
persistValidated($paymentAttempt, 'payment-attempt', z.nullable(paymentAttemptSchema), 'session');
// The table the diner sits at is kept on the device: a reload, a language change and a new tab keep it
// (a link opened in another tab still knows the table's order). A seat read back is looked up against
// its bill and dropped when that bill is over (table-order.ts), so it never outlives the visit.
persistValidated($seat, 'seat', z.nullable(seatSchema));
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
