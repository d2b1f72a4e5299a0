import type { Product, ProductOption } from '../schemas/menu.ts';
import type { ChosenOption, PurchaseItemOption } from '../schemas/table-order.ts';
import { optionsExtra, promoPrice } from './product-price.ts';

/** The choices picked in each option group of a product, by group slug. */
export type Choices = Readonly<Record<string, readonly string[]>>;

/**
 * Why a product cannot be added as chosen (the add button says it, disabled), as a key of the `common`
 * namespace's `choice.*` texts with its values. The menu's dialog and a booking's pre-order share it.
 */
export type ChoiceProblem =
  | { key: 'choice.problem.unavailable' }
  | { key: 'choice.problem.required'; group: string }
  | { key: 'choice.problem.atLeast'; group: string; count: number }
  | { key: 'choice.problem.atMost'; group: string; count: number }
  | { key: 'choice.problem.stock'; max: number }
  | { key: 'choice.problem.underAge' };

/** The fewest choices a group takes: at least one when it is required (the API's rule). */
const leastOf = (option: ProductOption) => (option.required ? Math.max(option.min, 1) : option.min);

/**
 * Picks or unpicks a choice. A group of one choice behaves like radio buttons; a fuller group ignores
 * a pick beyond its `max` (the reason shows once the diner tries).
 */
export function toggleChoice(option: ProductOption, picked: readonly string[], choice: string): string[] {
  if (picked.includes(choice)) return picked.filter((slug) => slug !== choice);
  if (option.max === 1) return [choice];
  if (picked.length >= option.max) return [...picked];
  return [...picked, choice];
}

/**
 * The first reason the product cannot be added as chosen, or null when it can. `age` is the diner's answer
 * to the age check: an alcoholic product is never offered to a diner who answered as a minor.
 */
export function choiceProblem(
  product: Product,
  choices: Choices,
  count: number,
  age: 'unknown' | 'adult' | 'minor' = 'unknown',
): ChoiceProblem | null {
  if (!product.available || product.stock === 0) return { key: 'choice.problem.unavailable' };
  if (product.alcoholic && age === 'minor') return { key: 'choice.problem.underAge' };
  for (const option of product.options) {
    const picked = choices[option.slug]?.length ?? 0;
    const least = leastOf(option);
    if (picked < least) {
      return option.required && least === 1
        ? { key: 'choice.problem.required', group: option.label }
        : { key: 'choice.problem.atLeast', group: option.label, count: least };
    }
    if (picked > option.max) return { key: 'choice.problem.atMost', group: option.label, count: option.max };
  }
  if (product.stock !== null && count > product.stock)
    return { key: 'choice.problem.stock', max: product.stock };
  return null;
}

/** The chosen choices with their groups' labels and their extra prices, in the menu's order. */
export function chosenOptions(product: Product, choices: Choices): PurchaseItemOption[] {
  return product.options
    .map((option) => ({
      slug: option.slug,
      label: option.label,
      choices: option.choices
        .filter((choice) => choices[option.slug]?.includes(choice.slug))
        .map(({ slug, label, price }) => ({ slug, label, price })),
    }))
    .filter((option) => option.choices.length > 0);
}

/** The price of one unit: the promo when it is lower, plus the extra price of every chosen choice. */
export function unitPrice(product: Product, choices: Choices): number {
  return promoPrice(product) + optionsExtra(chosenOptions(product, choices));
}

/** The choices as the add call takes them: only groups with something picked. */
export function toChosenOptions(choices: Choices): ChosenOption[] {
  return Object.entries(choices)
    .filter(([, picked]) => picked.length > 0)
    .map(([slug, picked]) => ({ slug, choices: [...picked] }));
}
