import {
  activePromo,
  currencyDigits,
  MAX_PRICE,
  parseTypedAmount,
  typedAmountText,
  type Currency,
  type StaffProduct,
  type StaffProductUpdate,
} from 'shared-contracts';

/** A product's fields as typed: kept as text until saved, so a half-typed price is never sent. */
export interface ProductDraft {
  stock: string;
  price: string;
  promo: string;
}
export type DraftField = keyof ProductDraft;

/**
 * The fields as a product's values show them before anyone types: a price as the diner's checkout writes
 * an amount in a field ("45.50" pesos mexicanos, "12.000" pesos), which `draftChange` reads back as the
 * same amount.
 */
export const draftOf = (product: StaffProduct, currency: Currency): ProductDraft => ({
  stock: product.stock === null ? '' : String(product.stock),
  price: typedAmountText(product.price, currency),
  promo: product.promo === null ? '' : typedAmountText(product.promo, currency),
});

/**
 * A price or promo as the staff member wrote it ("12.000" pesos is twelve thousand), or the code of the
 * message that says why it is none. A price of 0 is almost always a slip (a dish given away is sold out
 * or removed), so it is refused; a product already at 0 keeps it while another field changes.
 */
function typedPrice(text: string, current: number | null, currency: Currency): number | string {
  const typed = parseTypedAmount(text, currency, { allowZero: false, max: MAX_PRICE });
  if ('amount' in typed) return typed.amount;
  if (typed.error === 'zero') return current === 0 ? 0 : 'price_zero';
  if (typed.error === 'too_large') return 'price_too_large';
  if (typed.error === 'too_precise') return 'price_too_precise';
  return currencyDigits(currency) === 0 ? 'price_invalid_whole' : 'price_invalid';
}

/**
 * The fields a product's typed values change, or the first field that is no number (or a promo not
 * below the price) with the code of the message that says why.
 */
export function draftChange(
  product: StaffProduct,
  draft: ProductDraft,
  currency: Currency,
): { change: StaffProductUpdate } | { invalid: DraftField; code: string } {
  const stockText = draft.stock.trim();
  const stock = stockText === '' ? null : /^\d+$/.test(stockText) ? Number(stockText) : Number.NaN;
  if (Number.isNaN(stock)) return { invalid: 'stock', code: 'number_invalid' };
  const price = typedPrice(draft.price, product.price, currency);
  if (typeof price === 'string') return { invalid: 'price', code: price };
  const promo = draft.promo.trim() === '' ? null : typedPrice(draft.promo, product.promo, currency);
  if (typeof promo === 'string') return { invalid: 'promo', code: promo };
  // A promo the menu would ignore (at or above the price) would change nothing a diner sees.
  const repriced = price !== product.price || promo !== product.promo;
  if (repriced && promo !== null && activePromo({ price, promo }) === null)
    return { invalid: 'promo', code: 'promo_not_below_price' };
  return {
    change: {
      ...(stock === product.stock ? {} : { stock }),
      ...(price === product.price ? {} : { price }),
      ...(promo === product.promo ? {} : { promo }),
    },
  };
}

/**
 * `change` with the values the screen showed for the fields it changes (`was`): the API refuses the
 * change if someone else changed one of them meanwhile, instead of undoing their change unannounced.
 */
export function withShown(product: StaffProduct, change: StaffProductUpdate): StaffProductUpdate {
  const fields = (['available', 'stock', 'price', 'promo'] as const).filter(
    (key) => change[key] !== undefined,
  );
  if (fields.length === 0) return change;
  return { ...change, was: Object.fromEntries(fields.map((key) => [key, product[key]])) };
}
