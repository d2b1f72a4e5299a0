import type { Choices, Product, ProductOption } from 'shared-contracts';

/** The option group a diner filled, as the dialog says it: its name and the most choices it takes. */
export interface ChoiceLimit {
  group: string;
  max: number;
  /** Taps refused since it filled: each one has the limit said again. */
  refused: number;
}

/** A group of several choices that holds as many as it takes: a tap on any other one changes nothing. */
export const isFull = (option: ProductOption, choices: Choices): boolean =>
  option.max > 1 && (choices[option.slug]?.length ?? 0) >= option.max;

/** A tap on a choice that is not picked, in a group already full. */
export const isRefusedTap = (choices: Choices, tap: { option: ProductOption; choice: string }): boolean =>
  isFull(tap.option, choices) && !(choices[tap.option.slug] ?? []).includes(tap.choice);

/** The limit to say: the group the diner last touched, while it is full. */
export function choiceLimitOf(
  product: Product | null,
  choices: Choices,
  touched: string | null,
  refused: number,
): ChoiceLimit | null {
  const option = product?.options.find((group) => group.slug === touched);
  return option && isFull(option, choices) ? { group: option.label, max: option.max, refused } : null;
}
