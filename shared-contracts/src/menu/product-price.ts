import type { Product } from '../schemas/menu.ts';
import type { PurchaseItemOption } from '../schemas/table-order.ts';

/** The promotion price when the product has one below its price (a promo above it is a mistake, ignored). */
export function activePromo(product: Pick<Product, 'price' | 'promo'>): number | null {
  return product.promo !== null && product.promo < product.price ? product.promo : null;
}

/** What one unit costs before its options: the promotion price when there is one, else the price. */
export function promoPrice(product: Pick<Product, 'price' | 'promo'>): number {
  return activePromo(product) ?? product.price;
}

/** The extra price of one unit with these chosen options (the sum of the chosen choices' prices). */
export function optionsExtra(options: readonly Pick<PurchaseItemOption, 'choices'>[]): number {
  return options.reduce(
    (sum, group) => sum + group.choices.reduce((groupSum, choice) => groupSum + choice.price, 0),
    0,
  );
}
