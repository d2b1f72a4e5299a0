import type { Currency } from '../schemas/common.ts';
import { formatMoney } from './money.ts';

/**
 * A stored amount written as a person types it in a field: the currency's decimals and marks, the way
 * every amount on the page shows it ("20.50" soles, "12.000" pesos, "1,250.50" dollars), without its
 * symbol. Money is written in its currency's locale whatever the page's language, and `parseTypedAmount`
 * reads that writing back as the same amount, so a field shown this way and applied again changes nothing.
 */
export function typedAmountText(amount: number, currency: Currency): string {
  return formatMoney(amount, currency).replace(/[^\d.,]/g, '');
}
