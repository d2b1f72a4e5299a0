import { combine, createEffect, createEvent, createStore, sample, type Store } from 'effector';
import { createApiFx } from '../api/api-effect.ts';
import { api } from '../api/endpoints.ts';
import type { CartDraft } from '../schemas/cart-draft.ts';
import { $cart } from './cart.ts';
import { $deliveryDetails } from './delivery-details.ts';
import { $deliveryLocation } from './delivery-location.ts';
import { appStarted } from './bootstrap.ts';
import { $order } from './order.ts';
import { $profile, profileDropped } from './profile.ts';

/**
 * The cart in progress lives on the device. The API keeps a copy under the diner's profile so that a
 * server can render the cart page on the diner's next full load (their profile cookie names them); the
 * device's own copy is read back after hydration and wins.
 */
export const $cartDraft: Store<CartDraft> = combine({
  cart: $cart,
  order: $order,
  location: $deliveryLocation,
  details: $deliveryDetails,
});

/** What a draft with no lines reads as: nothing to keep (the API holds none for it). */
export const EMPTY_DRAFT_PRINT = 'empty';

/** A short fingerprint of a draft (FNV-1a over its JSON): enough to tell whether the kept copy is current. */
export function draftPrint(draft: CartDraft): string {
  if (draft.cart.lines.length === 0) return EMPTY_DRAFT_PRINT;
  const text = JSON.stringify(draft);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${text.length.toString(36)}-${hash.toString(36)}`;
}

/** The print of the copy the API holds, kept on the device: a reload that changes nothing saves nothing. */
export const $savedDraftPrint = createStore<string>(EMPTY_DRAFT_PRINT).reset(profileDropped);
/** The print of a copy the API refused or could not take: not sent again until the cart changes. */
const $failedDraftPrint = createStore<string | null>(null);

export const saveCartDraftFx = createApiFx((draft: CartDraft, headers) => api.saveCartDraft(draft, headers));
/** The kept copy, read by a server rendering the cart page. */
export const loadCartDraftFx = createApiFx((_: undefined, headers) => api.getCartDraft(headers));
/** A short pause after a change, so a diner tapping "+" five times sends one copy. */
const settleFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, 400)));

$savedDraftPrint.on(saveCartDraftFx.done, (_, { params }) => draftPrint(params));
$failedDraftPrint.on(saveCartDraftFx.fail, (_, { params }) => draftPrint(params));

/**
 * Whether the app has started in this browser: its stored state is read (before, the stores hold the
 * defaults or the server's copy). Not at the storage read itself: the boot waits for every effect started
 * before it is live, and a pause there would hold the page back.
 */
export const $draftSyncOn = createStore(false).on(appStarted, () => true);
sample({
  clock: [$cartDraft.updates, appStarted, $profile.updates, saveCartDraftFx.finally],
  source: $draftSyncOn,
  filter: Boolean,
  target: settleFx,
});
sample({
  clock: settleFx.done,
  source: {
    draft: $cartDraft,
    saved: $savedDraftPrint,
    failed: $failedDraftPrint,
    profile: $profile,
    sending: saveCartDraftFx.pending,
  },
  filter: ({ draft, saved, failed, profile, sending }) => {
    if (profile === null || sending) return false;
    const print = draftPrint(draft);
    return print !== saved && print !== failed;
  },
  fn: ({ draft }) => draft,
  target: saveCartDraftFx,
});

/** The kept copy came back: the scope shows it until the device's own state is read. */
const draftRestored = createEvent<CartDraft>();
sample({
  clock: loadCartDraftFx.doneData,
  filter: (draft): draft is CartDraft => draft !== null,
  target: draftRestored,
});
sample({ clock: draftRestored, fn: (draft) => draft.cart, target: $cart });
sample({ clock: draftRestored, fn: (draft) => draft.order, target: $order });
sample({ clock: draftRestored, fn: (draft) => draft.location, target: $deliveryLocation });
sample({ clock: draftRestored, fn: (draft) => draft.details, target: $deliveryDetails });
