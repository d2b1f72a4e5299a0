import { combine, createEvent, createStore } from 'effector';
import * as z from 'zod/mini';
import type { Product } from '../schemas/menu.ts';

export const cartLineSchema = z.object({
  productId: z.int(),
  label: z.string(),
  category: z.string(),
  /** Unit price in the currency's major unit, promo already applied. */
  price: z.number().check(z.nonnegative()),
  count: z.int().check(z.positive()),
  /** Units left when the product was added; null means unlimited. */
  stock: z.nullable(z.int()),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartStateSchema = z.object({
  supplierId: z.nullable(z.int()),
  lines: z.array(cartLineSchema),
});
export type CartState = z.infer<typeof cartStateSchema>;

export interface CartItem {
  id: number;
  label: string;
  category: string;
  count: number;
  price: number;
  subtotal: number;
  total: number;
}

const EMPTY_CART: CartState = { supplierId: null, lines: [] };

export const productAdded = createEvent<{
  product: Product;
  supplierId: number;
  /** Units to add (1 unless a product form chose more); the stock still bounds the line. */
  count?: number;
}>();
export const productCountChanged = createEvent<{
  productId: number;
  count: number;
}>();
export const productRemoved = createEvent<number>();
export const cartCleared = createEvent();

const clampCount = (count: number, stock: number | null): number =>
  Math.max(0, Math.min(Math.floor(count), stock ?? Number.MAX_SAFE_INTEGER));

export const $cart = createStore<CartState>(EMPTY_CART)
  .on(productAdded, (cart, { product, supplierId, count: added = 1 }) => {
    if (!product.available || product.stock === 0) return cart;
    // A cart belongs to one branch: adding from another branch starts that branch's cart.
    const base = cart.supplierId === supplierId ? cart : { supplierId, lines: [] };
    const existing = base.lines.find((line) => line.productId === product.id);
    if (existing) {
      const count = clampCount(existing.count + added, product.stock);
      if (count === existing.count) return cart;
      return {
        ...base,
        lines: base.lines.map((line) => (line.productId === product.id ? { ...line, count } : line)),
      };
    }
    const line: CartLine = {
      productId: product.id,
      label: product.label,
      category: product.category,
      price: product.promo ?? product.price,
      count: clampCount(Math.max(1, added), product.stock),
      stock: product.stock,
    };
    return { ...base, lines: [...base.lines, line] };
  })
  .on(productCountChanged, (cart, { productId, count }) => {
    if (!Number.isFinite(count)) return cart;
    const lines = cart.lines
      .map((line) =>
        line.productId === productId ? { ...line, count: clampCount(count, line.stock) } : line,
      )
      .filter((line) => line.count > 0);
    return { ...cart, lines };
  })
  .on(productRemoved, (cart, productId) => ({
    ...cart,
    lines: cart.lines.filter((line) => line.productId !== productId),
  }))
  .reset(cartCleared);

export const $cartItems = $cart.map((cart): CartItem[] =>
  cart.lines.map((line) => ({
    id: line.productId,
    label: line.label,
    category: line.category,
    count: line.count,
    price: line.price,
    subtotal: line.price * line.count,
    total: line.price * line.count,
  })),
);

export const $cartCount = $cart.map((cart) => cart.lines.reduce((sum, line) => sum + line.count, 0));
export const $cartTotal = $cartItems.map((items) => items.reduce((sum, item) => sum + item.total, 0));
export const $cartSummary = combine({
  items: $cartItems,
  count: $cartCount,
  total: $cartTotal,
});
