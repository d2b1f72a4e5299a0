import {
  currencyDigits,
  decimalExample,
  SPLIT_PARTS_MAX,
  SPLIT_PARTS_MIN,
  type Currency,
  type TypedAmountError,
} from 'shared-contracts';
import type { SplitProblem } from './bill-split.ts';

/** A key of the payment namespace and the values its text names. */
export interface PayMessage {
  key: string;
  values?: Record<string, number | string>;
}

/**
 * Why an amount the diner typed is not one, in words. In a currency without decimals the message asks for
 * whole numbers, so a diner who typed "12,5" pesos learns why it was refused; one with a decimal too many
 * ("12.555" soles) is told how many the currency takes, and how to write thousands instead.
 */
export function amountProblemMessage(error: TypedAmountError, currency: Currency): PayMessage {
  if (error === 'invalid') {
    return currencyDigits(currency) === 0
      ? { key: 'amount.invalidWhole' }
      : { key: 'amount.invalid', values: { decimal: decimalExample(20.5, currency) } };
  }
  if (error === 'too_precise') {
    return { key: 'amount.too_precise', values: { digits: currencyDigits(currency) } };
  }
  return { key: `amount.${error}` };
}

/**
 * The key of a refused tip's message: where the branch calls the tip a service fee, its cap is said of
 * the service fee too, never of a tip the diner was not shown.
 */
export function tipRefusalKey(code: string, serviceFee: boolean): string {
  return serviceFee && code === 'tip_too_large' ? 'api.service_fee_too_large' : `api.${code}`;
}

/** What the split still needs, in words; a count of parts out of bounds names the real bounds. */
export function splitProblemMessage(problem: SplitProblem, currency: Currency): PayMessage {
  if (problem === 'parts') {
    return { key: 'split.parts', values: { min: SPLIT_PARTS_MIN, max: SPLIT_PARTS_MAX } };
  }
  if (problem === 'items') return { key: 'split.items' };
  // Nothing typed yet: the field asks for the amount the diner pays.
  if (problem === 'required') return { key: 'split.amount' };
  return amountProblemMessage(problem, currency);
}
