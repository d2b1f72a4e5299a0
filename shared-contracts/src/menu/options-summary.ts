import { formatMoney } from '../format/money.ts';
import type { Currency } from '../schemas/common.ts';
import type { PurchaseItemOption } from '../schemas/table-order.ts';

/**
 * A line's chosen options in one short text, each extra with its price: "Medio, Yuca frita, Huevo frito
 * (+$ 3.000)". Choices are the operator's words, so no translation is needed; empty without options.
 */
export function optionsSummary(options: readonly PurchaseItemOption[], currency: Currency): string {
  return options
    .flatMap((group) => group.choices)
    .map((choice) =>
      choice.price > 0 ? `${choice.label} (+${formatMoney(choice.price, currency)})` : choice.label,
    )
    .join(', ');
}
