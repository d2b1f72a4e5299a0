import { combine, createEvent, createStore, sample } from 'effector';
import { optionsExtra, promoPrice } from '../menu/product-price.ts';
import type { Product } from '../schemas/menu.ts';
import { $coverageNeeded, coverageHeld, coverageReleased } from './coverage-hold.ts';
import type { PurchaseItemOption } from '../schemas/table-order.ts';
import type { CartLine, CartState } from '../schemas/cart-draft.ts';

export { cartLineSchema, cartStateSchema, type CartLine, type CartState } from '../schemas/cart-draft.ts';

export interface CartItem {
  /** The line: one product with one set of choices (the same product chosen otherwise is another line). */
  key: string;
  /** The product's id. */
  id: number;
  label: string;
  category: string;
  count: number;
  /** Unit price with the extras. */
  price: number;
  /** The extras of one unit (the chosen choices' prices). */
  extra: number;
  options: PurchaseItemOption[];
  subtotal: number;
  total: number;
}

const EMPTY_CART: CartState = { supplierId: null, lines: [] };

/** A line's identity: its product and its choices, in a stable order. */
export function cartLineKey(productId: number, options: readonly PurchaseItemOption[] = []): string {
  const chosen = options
    .filter((group) => group.choices.length > 0)
    .map(
      (group) =>
        `${group.slug}=${group.choices
          .map((choice) => choice.slug)
          .sort()
          .join(',')}`,
    )
    .sort();
  return [String(productId), ...chosen].join('|');
}

const keyOf = (line: CartLine) => cartLineKey(line.productId, line.options);

export interface AddedProduct {
  product: Product;
  supplierId: number;
  /** Units to add (1 unless a product form chose more); the stock still bounds the product's lines. */
  count?: number;
  /** The option groups chosen in the product form, with their labels and extra prices. */
  options?: PurchaseItemOption[];
}
export const productAdded = createEvent<AddedProduct>();
/** The cart moved to another branch (`change_supplier`): its lines as that branch sells them. */
export const cartMoved = createEvent<CartState>();
export const productCountChanged = createEvent<{
  /** `CartItem.key` of the line. */
  key: string;
  count: number;
}>();
/** Removes the line of this `CartItem.key`. */
export const productRemoved = createEvent<string>();
export const cartCleared = createEvent();

const clampCount = (count: number, stock: number | null): number =>
  Math.max(0, Math.min(Math.floor(count), stock ?? Number.MAX_SAFE_INTEGER));

/** Units of `productId` in every line but `exceptKey` (one stock bounds all lines of a product). */
const unitsElsewhere = (lines: CartLine[], productId: number, exceptKey: string) =>
  lines
    .filter((line) => line.productId === productId && keyOf(line) !== exceptKey)
    .reduce((sum, line) => sum + line.count, 0);

const stockLeft = (stock: number | null, used: number) => (stock === null ? null : Math.max(0, stock - used));

/**
 * The cart in progress. Its sid lets a server render the cart page with the diner's kept copy
 * (`cart-draft.ts`); the device's own copy is read back after hydration.
 */
export const $cart = createStore<CartState>(EMPTY_CART, { sid: 'contracts/cart' });

const isOtherBranch = (cart: CartState, add: AddedProduct) =>
  cart.lines.length > 0 && cart.supplierId !== null && cart.supplierId !== add.supplierId;

/** Adds that reach the cart: while the coverage confirmation is due, they wait (`coverage-hold.ts`). */
const addArrived = sample({
  clock: productAdded,
  source: $coverageNeeded,
  filter: (needed) => !needed,
  fn: (_, add) => add,
});
sample({
  clock: productAdded,
  source: $coverageNeeded,
  filter: Boolean,
  fn: (_, add) => add,
  target: coverageHeld,
});
// Released once a place is known (the held value is always an add: only `coverageHeld` fills it).
sample({ clock: coverageReleased, fn: (held) => held as AddedProduct, target: productAdded });
/**
 * A product of another branch while the cart holds lines: the cart is not thrown away; the move
 * (`model/cart-move.ts`, the API's change_supplier) keeps what that branch also sells, then adds it.
 */
export const otherBranchAdded = sample({
  clock: addArrived,
  source: $cart,
  filter: isOtherBranch,
  fn: (cart, add) => ({ cart, add }),
});
/** An add that reached the cart (not one held for coverage or waiting for a move): what analytics count. */
export const addedHere = sample({
  clock: addArrived,
  source: $cart,
  filter: (cart, add) => !isOtherBranch(cart, add),
  fn: (_, add) => add,
});

$cart
  .on(cartMoved, (_, moved) => moved)
  .on(addedHere, (cart, { product, supplierId, count: added = 1, options = [] }) => {
    if (!product.available || product.stock === 0) return cart;
    // An empty cart takes the branch of its first product.
    const base = cart.supplierId === supplierId ? cart : { supplierId, lines: [] };
    const key = cartLineKey(product.id, options);
    const left = stockLeft(product.stock, unitsElsewhere(base.lines, product.id, key));
    const existing = base.lines.find((line) => keyOf(line) === key);
    if (existing) {
      const count = clampCount(existing.count + added, left);
      if (count === existing.count) return cart;
      return { ...base, lines: base.lines.map((line) => (line === existing ? { ...line, count } : line)) };
    }
    const count = clampCount(Math.max(1, added), left);
    if (count === 0) return cart;
    const line: CartLine = {
      productId: product.id,
      label: product.label,
      category: product.category,
      price: promoPrice(product) + optionsExtra(options),
      count,
      stock: product.stock,
      options,
    };
    return { ...base, lines: [...base.lines, line] };
  })
  .on(productCountChanged, (cart, { key, count }) => {
    if (!Number.isFinite(count)) return cart;
    const lines = cart.lines
      .map((line) =>
        keyOf(line) === key
          ? {
              ...line,
              count: clampCount(
                count,
                stockLeft(line.stock, unitsElsewhere(cart.lines, line.productId, key)),
              ),
            }
          : line,
      )
      .filter((line) => line.count > 0);
    return { ...cart, lines };
  })
  .on(productRemoved, (cart, key) => ({
    ...cart,
    lines: cart.lines.filter((line) => keyOf(line) !== key),
  }))
  .reset(cartCleared);

export const $cartItems = $cart.map((cart): CartItem[] =>
  cart.lines.map((line) => {
    const options = line.options ?? [];
    return {
      key: keyOf(line),
      id: line.productId,
      label: line.label,
      category: line.category,
      count: line.count,
      price: line.price,
      extra: optionsExtra(options),
      options,
      subtotal: line.price * line.count,
      total: line.price * line.count,
    };
  }),
);

export const $cartCount = $cart.map((cart) => cart.lines.reduce((sum, line) => sum + line.count, 0));
export const $cartTotal = $cartItems.map((items) => items.reduce((sum, item) => sum + item.total, 0));
export const $cartSummary = combine({
  items: $cartItems,
  count: $cartCount,
  total: $cartTotal,
});
