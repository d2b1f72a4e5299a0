import { createStore, sample } from 'effector';
import { createApiFx } from '../api/api-effect.ts';
import { deliveryApi } from '../api/delivery-endpoints.ts';
import { toApiRequestError } from '../api/errors.ts';
import { errorMessageKey } from '../i18n/common-messages.ts';
import type { MovedLine } from '../schemas/delivery-order.ts';
import { cartMoved, otherBranchAdded, productAdded, type AddedProduct, type CartLine } from './cart.ts';
import { errorRaised } from './frame.ts';

/**
 * Why the cart moves: a product of another branch was added (`product`), the diner's delivery place is
 * in another branch's zone (`place`, `cart-follows-place.ts`), or its own branch's menu changed since it
 * was filled (`refresh`: to the same branch, its prices as they are now, what it no longer sells dropped).
 */
export type CartMoveReason = 'product' | 'place' | 'refresh';

/** PUT /shopping_cart/change_supplier/0.json?supplier_id: the browser's cart as another branch sells it. */
export const changeSupplierFx = createApiFx(
  (
    {
      supplierId,
      lines,
    }: { supplierId: number; lines: CartLine[]; reason: CartMoveReason; from: number | null },
    headers,
  ) =>
    deliveryApi.changeSupplier(
      0,
      supplierId,
      lines.map((line) => ({
        id: line.productId,
        count: line.count,
        options: (line.options ?? []).map((group) => ({
          slug: group.slug,
          choices: group.choices.map((choice) => choice.slug),
        })),
      })),
      headers,
    ),
);

/** The product whose add started the move: it goes in once the cart is the new branch's. */
const $heldProduct = createStore<AddedProduct | null>(null)
  .on(otherBranchAdded, (_, { add }) => add)
  .reset(changeSupplierFx.fail);

sample({
  clock: otherBranchAdded,
  fn: ({ cart, add }) => ({
    supplierId: add.supplierId,
    lines: cart.lines,
    reason: 'product' as const,
    from: cart.supplierId,
  }),
  target: changeSupplierFx,
});

const toCartLine = (line: MovedLine): CartLine => ({
  productId: line.id,
  label: line.label,
  category: line.category,
  price: line.price,
  count: line.count,
  stock: line.stock,
  options: line.options,
});
sample({
  clock: changeSupplierFx.doneData,
  fn: (moved) => ({ supplierId: moved.supplier_id, lines: moved.lines.map(toCartLine) }),
  target: cartMoved,
});
// Only after the cart is the new branch's: then the held product is an add of its own branch.
const released = sample({ clock: cartMoved, source: $heldProduct, filter: Boolean });
sample({ clock: released, fn: (add) => add as AddedProduct, target: productAdded });
sample({ clock: released, fn: () => null, target: $heldProduct });

// What the new branch does not sell is said, by name, in the frame's dialog (a move to the place's branch
// says it on the cart page, with why it moved).
sample({
  clock: changeSupplierFx.done,
  filter: ({ params, result }) => params.reason === 'product' && result.dropped.length > 0,
  fn: ({ result: moved }) => ({
    key: 'cart.movedDropped',
    message: moved.dropped.map((line) => line.label).join(', '),
    icon: 'info' as const,
  }),
  target: errorRaised,
});
// Not moved (offline, refused): the cart stays as it was, and the diner is told the add did not happen.
sample({
  clock: changeSupplierFx.failData,
  fn: (error) => ({
    key: errorMessageKey(toApiRequestError(error).code),
    message: null,
    icon: 'error' as const,
  }),
  target: errorRaised,
});
