import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { CartDraft } from '../schemas/cart-draft.ts';
import { makeProduct, makeProfile } from '../testing/instance-config.ts';
import { $cart, productAdded, productCountChanged, cartLineKey } from './cart.ts';
import {
  $cartDraft,
  $draftSyncOn,
  $savedDraftPrint,
  draftPrint,
  EMPTY_DRAFT_PRINT,
  loadCartDraftFx,
  saveCartDraftFx,
} from './cart-draft.ts';
import { $deliveryDetails } from './delivery-details.ts';
import { $order } from './order.ts';
import { $profile } from './profile.ts';

const bandeja = makeProduct();

/** A browser scope with the diner's profile and a stub for the API's save; started once the app is. */
function browserScope(
  save: (draft: CartDraft) => Promise<CartDraft | null>,
  { saved = EMPTY_DRAFT_PRINT, started = true } = {},
) {
  return fork({
    values: [
      [$profile, makeProfile()],
      [$savedDraftPrint, saved],
      [$draftSyncOn, started],
    ],
    handlers: [[saveCartDraftFx, save]],
  });
}

describe('the kept copy of the cart', () => {
  it('sends nothing before the app has started, then one copy, the latest, after a burst of changes', async () => {
    const save = vi.fn((draft: CartDraft) => Promise.resolve(draft));
    const booting = browserScope(save, { started: false });
    await allSettled(productAdded, { scope: booting, params: { product: bandeja, supplierId: 1 } });
    expect(save).not.toHaveBeenCalled();

    const scope = browserScope(save);
    await allSettled(productAdded, { scope, params: { product: bandeja, supplierId: 1 } });
    expect(save).toHaveBeenCalledTimes(1);
    const key = cartLineKey(bandeja.id);
    await Promise.all(
      [2, 3, 4].map((count) => allSettled(productCountChanged, { scope, params: { key, count } })),
    );
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1]?.[0].cart.lines[0]?.count).toBe(4);
    expect(scope.getState($savedDraftPrint)).toBe(draftPrint(scope.getState($cartDraft)));
  });

  it('sends nothing for a cart already kept, nor for an empty cart never kept', async () => {
    const save = vi.fn((draft: CartDraft) => Promise.resolve(draft));
    const empty = browserScope(save);
    await allSettled($profile, { scope: empty, params: makeProfile({ name: 'Ana' }) });
    expect(save).not.toHaveBeenCalled();

    const kept = fork({ values: [[$cart, { supplierId: 1, lines: [] }]] });
    await allSettled(productAdded, { scope: kept, params: { product: bandeja, supplierId: 1 } });
    const reloaded = browserScope(save, { saved: draftPrint(kept.getState($cartDraft)), started: false });
    await allSettled($cart, { scope: reloaded, params: kept.getState($cart) });
    await allSettled($draftSyncOn, { scope: reloaded, params: true });
    await allSettled($profile, { scope: reloaded, params: makeProfile({ name: 'Ana' }) });
    expect(save).not.toHaveBeenCalled();
  });

  it('does not send a refused copy again until the cart changes', async () => {
    const save = vi.fn(() => Promise.reject(new Error('400')));
    const scope = browserScope(save);
    await allSettled(productAdded, { scope, params: { product: bandeja, supplierId: 1 } });
    expect(save).toHaveBeenCalledTimes(1);
    await allSettled($profile, { scope, params: makeProfile({ name: 'Ana' }) });
    expect(save).toHaveBeenCalledTimes(1);
    await allSettled($order, { scope, params: { service: 'take_away', subservice: null } });
    expect(save).toHaveBeenCalledTimes(2);
    expect(scope.getState($savedDraftPrint)).toBe(EMPTY_DRAFT_PRINT);
  });

  it("fills the cart, the service, the place and the details from the kept copy (a server's render)", async () => {
    const draft: CartDraft = {
      cart: {
        supplierId: 1,
        lines: [
          { productId: 1, label: 'Bandeja paisa', category: 'Fuertes', price: 32000, count: 2, stock: null },
        ],
      },
      order: { service: 'take_away', subservice: null },
      location: null,
      details: {
        cutlery: true,
        packed: false,
        comment: 'Sin cebolla',
        address: '',
        reference: '',
        date: '',
        hour: '',
      },
    };
    const scope = fork({ handlers: [[loadCartDraftFx, () => Promise.resolve(draft)]] });
    await allSettled(loadCartDraftFx, { scope });
    expect(scope.getState($cart)).toEqual(draft.cart);
    expect(scope.getState($order)).toEqual(draft.order);
    expect(scope.getState($deliveryDetails).comment).toBe('Sin cebolla');

    const none = fork({ handlers: [[loadCartDraftFx, () => Promise.resolve(null)]] });
    await allSettled(loadCartDraftFx, { scope: none });
    expect(none.getState($cart).lines).toEqual([]);
  });
});
