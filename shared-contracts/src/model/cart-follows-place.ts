import { combine, createEvent, createStore, sample } from 'effector';
import { $cart } from './cart.ts';
import { changeSupplierFx } from './cart-move.ts';
import { $deliveryLocation } from './delivery-location.ts';
import { $order } from './order.ts';

/**
 * A delivery goes out from the branch whose zone holds the place. When the diner's place is in another
 * branch's zone than the cart's (they browsed one branch of the city and live in another's zone), the cart
 * moves there (the API's `change_supplier`: what that branch also sells is kept, re-priced), instead of
 * leaving the diner at a cart that can never continue. The cart page says what changed (`$cartMovedToPlace`).
 */

/** The branch the cart must move to, or null when it is where the place is (or there is nothing to move). */
const $placeBranch = combine($order, $deliveryLocation, $cart, (order, location, cart) =>
  order.service === 'delivery' &&
  location !== null &&
  cart.lines.length > 0 &&
  cart.supplierId !== null &&
  cart.supplierId !== location.polygon.supplier_id
    ? location.polygon.supplier_id
    : null,
);

sample({
  clock: $placeBranch.updates,
  source: { cart: $cart, moving: changeSupplierFx.pending },
  filter: ({ moving }, branch) => !moving && branch !== null,
  fn: ({ cart }, branch) => ({
    supplierId: branch ?? 0,
    lines: cart.lines,
    reason: 'place' as const,
    from: cart.supplierId,
  }),
  target: changeSupplierFx,
});

/** What the move to the place's branch changed: from which branch, to which, and what that one does not sell. */
export interface CartMovedToPlace {
  fromSupplierId: number;
  toSupplierId: number;
  dropped: string[];
}
/** The diner has read the notice (they left the cart page, or closed it). */
export const cartMoveNoticeClosed = createEvent();
export const $cartMovedToPlace = createStore<CartMovedToPlace | null>(null)
  .on(changeSupplierFx.done, (notice, { params, result }) =>
    params.reason === 'place'
      ? {
          // A second move before the diner read the first still started from the first branch.
          fromSupplierId: notice?.fromSupplierId ?? params.from ?? result.supplier_id,
          toSupplierId: result.supplier_id,
          dropped: [...(notice?.dropped ?? []), ...result.dropped.map((line) => line.label)],
        }
      : notice,
  )
  .reset(cartMoveNoticeClosed);
