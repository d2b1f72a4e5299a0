import { currencyDigits, MAX_MANUAL_AMOUNT, type Currency } from 'shared-contracts';

/**
 * The amount a diner typed from the waiter's bill, in major units, or why it is not one. In a currency
 * without decimals (COP, CLP) dots and commas are thousands separators ("45.000" is 45000); in one with
 * decimals the last comma or dot is the decimal mark ("48,50" is 48.5). Zero is never an amount to pay.
 */
export function parseManualAmount(
  text: string,
  currency: Currency,
): { amount: number } | { error: 'required' | 'invalid' } {
  const typed = text.trim().replace(/\s/g, '');
  if (typed === '') return { error: 'required' };
  const digits = currencyDigits(currency);
  let normalised: string;
  if (digits === 0) {
    if (!/^\d{1,3}([.,]\d{3})*$|^\d+$/.test(typed)) return { error: 'invalid' };
    normalised = typed.replace(/[.,]/g, '');
  } else {
    const match = /^(\d+(?:[.,]\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(typed);
    if (!match) return { error: 'invalid' };
    normalised = `${(match[1] ?? '').replace(/[.,]/g, '')}.${match[2] ?? '0'}`;
  }
  const amount = Number(normalised);
  if (!Number.isFinite(amount) || amount <= 0 || amount > MAX_MANUAL_AMOUNT) return { error: 'invalid' };
  return { amount };
}
