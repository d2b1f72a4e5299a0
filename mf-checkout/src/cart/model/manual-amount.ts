import { MAX_MANUAL_AMOUNT, parseTypedAmount, type Currency } from 'shared-contracts';

/**
 * The amount a diner typed from the waiter's bill, in major units, or why it is not one (read as every
 * typed amount is: "45.000" pesos is 45000, "48,50" soles is 48.5). Zero is never an amount to pay; the
 * page has one message for anything else that is not the bill's amount.
 */
export function parseManualAmount(
  text: string,
  currency: Currency,
): { amount: number } | { error: 'required' | 'invalid' } {
  const parsed = parseTypedAmount(text, currency, { allowZero: false, max: MAX_MANUAL_AMOUNT });
  if ('amount' in parsed) return parsed;
  return { error: parsed.error === 'required' ? 'required' : 'invalid' };
}
