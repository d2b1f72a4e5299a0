import { currencyDigits, currencyLocale } from '../format/money.ts';
import type { Currency } from '../schemas/common.ts';

/**
 * Why a typed text is not an amount: nothing typed, not a number as people write it, more decimals than
 * the currency has (or a mark that may be either decimals or thousands), a zero, too much.
 */
export type TypedAmountError = 'required' | 'invalid' | 'too_precise' | 'zero' | 'too_large';

/** What the caller accepts besides a well-written number. */
export interface TypedAmountRules {
  /** A tip may be nothing; a price, a bill or a share to pay never is. */
  allowZero: boolean;
  /** The largest amount, in major units. */
  max: number;
}

const decimalMarks = new Map<Currency, string>();

/** The decimal mark of the currency's locale: "." in soles (es-PE), dollars and pesos mexicanos, "," in reais. */
function decimalMarkOf(currency: Currency): string {
  let mark = decimalMarks.get(currency);
  if (mark === undefined) {
    const parts = new Intl.NumberFormat(currencyLocale(currency)).formatToParts(1.5);
    mark = parts.find((part) => part.type === 'decimal')?.value ?? '.';
    decimalMarks.set(currency, mark);
  }
  return mark;
}

/** Groups of three after a first of one to three digits, split by one mark: "1.250.000". */
const isGrouped = (groups: string[], marks: string[]) =>
  new Set(marks).size === 1 &&
  (groups[0]?.length ?? 0) <= 3 &&
  groups.slice(1).every((group) => group.length === 3);

/**
 * A text of digits and marks in a currency with decimals. The last mark before up to the currency's digits
 * is the decimal mark ("48,50" is 48.5, "1,048.5" is 1048.5). Three digits after a lone mark are thousands
 * only when that mark is not the locale's decimal mark ("12.555" reais is 12555); in soles or dollars they
 * are a third decimal, refused rather than read as thousands or rounded.
 */
function readWithDecimals(typed: string, currency: Currency): number | 'invalid' | 'too_precise' {
  const groups = typed.split(/[.,]/);
  const marks = typed.match(/[.,]/g) ?? [];
  const last = marks.at(-1);
  if (last === undefined) return Number(typed);
  const thousandsOnly = (marks.length > 1 || last !== decimalMarkOf(currency)) && isGrouped(groups, marks);
  if (thousandsOnly && groups.at(-1)?.length === 3) return Number(groups.join(''));
  const whole = groups.slice(0, -1);
  if (whole.length > 1 && !isGrouped(whole, marks.slice(0, -1))) return 'invalid';
  const decimals = groups.at(-1) ?? '';
  if (decimals.length > currencyDigits(currency)) return 'too_precise';
  return Number(`${whole.join('')}.${decimals}`);
}

/**
 * An amount a person typed, in the currency's major units, or why it is not one. In a currency without
 * decimals (COP, CLP) dots and commas are thousands separators: "20.000" is 20000, and "12,5" is refused
 * rather than read as 12 or 125. In one with decimals see `readWithDecimals`. Spaces do not count; signs
 * and letters are refused, so a text is never turned into another number.
 */
export function parseTypedAmount(
  text: string,
  currency: Currency,
  rules: TypedAmountRules,
): { amount: number } | { error: TypedAmountError } {
  const typed = text.trim().replace(/\s/g, '');
  if (typed === '') return { error: 'required' };
  let amount: number;
  if (currencyDigits(currency) === 0) {
    if (!/^\d{1,3}([.,]\d{3})*$|^\d+$/.test(typed)) return { error: 'invalid' };
    amount = Number(typed.replace(/[.,]/g, ''));
  } else {
    if (!/^\d+([.,]\d+)*$/.test(typed)) return { error: 'invalid' };
    const read = readWithDecimals(typed, currency);
    if (typeof read === 'string') return { error: read };
    amount = read;
  }
  if (!Number.isFinite(amount)) return { error: 'invalid' };
  if (amount === 0 && !rules.allowZero) return { error: 'zero' };
  if (amount > rules.max) return { error: 'too_large' };
  return { amount };
}
