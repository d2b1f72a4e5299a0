import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Choices, ChoiceProblem } from '../menu/product-choice.ts';
import { formatMoney } from '../format/money.ts';
import type { Currency } from '../schemas/common.ts';
import type { Product, ProductOption } from '../schemas/menu.ts';

export interface OptionGroupsProps {
  product: Product;
  choices: Choices;
  currency: Currency;
  onToggle: (change: { option: ProductOption; choice: string }) => void;
  /** The CSS block of the package (`mn-options`, `bk-options`): `__rule`, `__choice`. */
  block: string;
}

/**
 * A product's option groups as the diner picks them (radio buttons for a one-choice group, checkboxes
 * otherwise), each with its rule and each choice with its extra price. Written with `createElement`,
 * like `Field`.
 */
export function OptionGroups({ product, choices, currency, onToggle, block }: OptionGroupsProps) {
  const { t } = useTranslation('common');
  return createElement(
    'div',
    null,
    ...product.options.map((option) => {
      const picked = choices[option.slug] ?? [];
      const single = option.max === 1;
      const rule = `${option.required ? t('choice.required') : t('choice.optional')}${
        option.max > 1 ? ` · ${t('choice.upTo', { count: option.max })}` : ''
      }`;
      return createElement(
        'fieldset',
        { key: option.slug, className: block },
        createElement(
          'legend',
          null,
          `${option.label} `,
          createElement('span', { className: `${block}__rule` }, rule),
        ),
        ...option.choices.map((choice) =>
          createElement(
            'label',
            { key: choice.slug, className: `${block}__choice` },
            createElement('input', {
              type: single ? 'radio' : 'checkbox',
              name: `${product.id}-${option.slug}`,
              checked: picked.includes(choice.slug),
              onChange: () => onToggle({ option, choice: choice.slug }),
            }),
            `${choice.label}${choice.price > 0 ? ` (+${formatMoney(choice.price, currency)})` : ''}`,
          ),
        ),
      );
    }),
  );
}

/** The reason a product cannot be added, as a `common` key and its values (stock: at most `max`). */
/**
 * The role of the paragraph saying a problem: the age check's answer replaces its form with its reason, so
 * that one is said at once, as a refusal is; the others are read with the add they describe.
 */
export const choiceProblemRole = (problem: ChoiceProblem): 'alert' | undefined =>
  problem.key === 'choice.problem.underAge' ? 'alert' : undefined;

export function choiceProblemText(problem: ChoiceProblem): [string, Record<string, string | number>] {
  switch (problem.key) {
    case 'choice.problem.stock':
      return ['errors.out_of_stock', { max: problem.max }];
    case 'choice.problem.unavailable':
      return ['choice.notAvailable', {}];
    case 'choice.problem.underAge':
      return ['errors.under_age', {}];
    case 'choice.problem.required':
      return [problem.key, { group: problem.group }];
    default:
      return [problem.key, { group: problem.group, count: problem.count }];
  }
}
