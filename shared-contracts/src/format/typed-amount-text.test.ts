import { describe, expect, it } from 'vitest';
import type { Currency } from '../schemas/common.ts';
import { MAX_MANUAL_AMOUNT } from '../schemas/table-order.ts';
import { parseTypedAmount } from '../validation/typed-amount.ts';
import { typedAmountText } from './typed-amount-text.ts';

const tip = { allowZero: true, max: MAX_MANUAL_AMOUNT };

describe('a stored amount in a field', () => {
  it("is written with the currency's decimals and marks, without its symbol", () => {
    expect(typedAmountText(20.5, 'PEN')).toBe('20.50');
    expect(typedAmountText(1250.5, 'PEN')).toBe('1,250.50');
    expect(typedAmountText(20.5, 'USD')).toBe('20.50');
    expect(typedAmountText(7, 'USD')).toBe('7.00');
    expect(typedAmountText(12000, 'COP')).toBe('12.000');
    expect(typedAmountText(1250000, 'COP')).toBe('1.250.000');
    expect(typedAmountText(14990, 'CLP')).toBe('14.990');
    expect(typedAmountText(1250.5, 'BRL')).toBe('1.250,50');
  });

  it('is read back as the same amount, in every currency', () => {
    const amounts: [Currency, number[]][] = [
      ['COP', [0, 500, 12000, 20000, 1250000, 99_999_999]],
      ['CLP', [0, 990, 14990, 1250000]],
      ['PEN', [0, 0.5, 1, 20.5, 20.55, 1000, 1250.5, 12555, 1_000_000.1]],
      ['USD', [0, 0.01, 7, 20.5, 1048.5, 12555, 1_000_000]],
      ['MXN', [0, 95, 20.5, 1250.75]],
      ['BRL', [0, 20.5, 1250.5, 12555]],
    ];
    for (const [currency, values] of amounts) {
      for (const amount of values) {
        expect(parseTypedAmount(typedAmountText(amount, currency), currency, tip)).toEqual({ amount });
      }
    }
  });
});
