import { currencyDigits } from '../format/money.ts';
import type { Currency } from '../schemas/common.ts';

/** Why a typed text is not an amount: nothing typed, not a number as people write it, a zero, too much. */
export type TypedAmountError = 'required' | 'invalid' | 'zero' | 'too_large';

/** What the caller accepts besides a well-written number. */
export interface TypedAmountRules {
  /** A tip may be nothing; a price, a bill or a share to pay never is. */
  allowZero: boolean;
  /** The largest amount, in major units. */
  max: number;
}

/**
 * An amount a person typed, in the currency's major units, or why it is not one. In a currency without
 * decimals (COP, CLP) dots and commas are thousands separators: "20.000" is 20000, and "12,5" is refused
 * rather than read as 12 or 125. In one with decimals the last comma or dot before one or two digits is
 * the decimal mark ("48,50" is 48.5, "1,048.5" is 1048.5). Spaces do not count; signs and letters are
 * refused, so a text is never turned into another number.
 */
export function parseTypedAmount(
  text: string,
  currency: Currency,
  rules: TypedAmountRules,
): { amount: number } | { error: TypedAmountError } {
  const typed = text.trim().replace(/\s/g, '');
  if (typed === '') return { error: 'required' };
  let normalised: string;
  if (currencyDigits(currency) === 0) {
    if (!/^\d{1,3}([.,]\d{3})*$|^\d+$/.test(typed)) return { error: 'invalid' };
    normalised = typed.replace(/[.,]/g, '');
  } else {
    const match = /^(\d+(?:[.,]\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(typed);
    if (!match) return { error: 'invalid' };
    normalised = `${(match[1] ?? '').replace(/[.,]/g, '')}.${match[2] ?? '0'}`;
  }
  const amount = Number(normalised);
  if (!Number.isFinite(amount)) return { error: 'invalid' };
  if (amount === 0 && !rules.allowZero) return { error: 'zero' };
  if (amount > rules.max) return { error: 'too_large' };
  return { amount };
}
