import { describe, expect, it } from 'vitest';
import { parseTypedAmount } from './typed-amount.ts';

const price = { allowZero: false, max: 100_000_000 };
const tip = { allowZero: true, max: 100_000_000 };

describe('an amount typed by a person', () => {
  it('reads dots and commas as thousands in a currency without decimals', () => {
    expect(parseTypedAmount('20.000', 'COP', price)).toEqual({ amount: 20000 });
    expect(parseTypedAmount('5.000', 'COP', price)).toEqual({ amount: 5000 });
    expect(parseTypedAmount('12,000', 'COP', price)).toEqual({ amount: 12000 });
    expect(parseTypedAmount('1.250.000', 'COP', price)).toEqual({ amount: 1250000 });
    expect(parseTypedAmount(' 45 000 ', 'COP', price)).toEqual({ amount: 45000 });
    expect(parseTypedAmount('14.990', 'CLP', price)).toEqual({ amount: 14990 });
  });

  it('refuses decimals, signs and letters in a currency without decimals instead of reading another number', () => {
    for (const text of ['12,5', '12.50', '20.00', '-5000', '5000$', '1e4', '12.0000', 'abc', '.5']) {
      expect(parseTypedAmount(text, 'COP', price)).toEqual({ error: 'invalid' });
    }
  });

  it('reads the last comma or dot as the decimal mark in a currency with decimals', () => {
    expect(parseTypedAmount('12.50', 'USD', price)).toEqual({ amount: 12.5 });
    expect(parseTypedAmount('12,5', 'PEN', price)).toEqual({ amount: 12.5 });
    expect(parseTypedAmount('1,048.50', 'USD', price)).toEqual({ amount: 1048.5 });
    expect(parseTypedAmount('1.048,50', 'BRL', price)).toEqual({ amount: 1048.5 });
    expect(parseTypedAmount('95', 'MXN', price)).toEqual({ amount: 95 });
    expect(parseTypedAmount('12,505', 'USD', price)).toEqual({ amount: 12505 });
    expect(parseTypedAmount('1.250.000', 'PEN', price)).toEqual({ amount: 1250000 });
    expect(parseTypedAmount('12.5.0', 'USD', price)).toEqual({ error: 'invalid' });
    expect(parseTypedAmount('-1.25', 'USD', price)).toEqual({ error: 'invalid' });
  });

  it("refuses more decimals than the currency has where a lone mark is the locale's decimal mark", () => {
    // In soles, pesos mexicanos and dollars "." is the decimal mark: "12.555" is no twelve thousand.
    for (const currency of ['PEN', 'MXN', 'USD'] as const) {
      expect(parseTypedAmount('12.555', currency, tip)).toEqual({ error: 'too_precise' });
      expect(parseTypedAmount('12,555', currency, tip)).toEqual({ amount: 12555 });
      expect(parseTypedAmount('12.55', currency, tip)).toEqual({ amount: 12.55 });
    }
    expect(parseTypedAmount('12,555', 'BRL', tip)).toEqual({ error: 'too_precise' });
    expect(parseTypedAmount('12.555', 'BRL', tip)).toEqual({ amount: 12555 });
    for (const text of ['12.5555', '1,048.505', '12,5555']) {
      expect(parseTypedAmount(text, 'PEN', tip)).toEqual({ error: 'too_precise' });
    }
    // Without decimals the same text is thousands.
    expect(parseTypedAmount('12.555', 'COP', tip)).toEqual({ amount: 12555 });
    expect(parseTypedAmount('12.555', 'CLP', tip)).toEqual({ amount: 12555 });
  });

  it('says why: nothing typed, a zero where none is taken, more than the bound', () => {
    expect(parseTypedAmount('  ', 'COP', price)).toEqual({ error: 'required' });
    expect(parseTypedAmount('0', 'COP', price)).toEqual({ error: 'zero' });
    expect(parseTypedAmount('0,00', 'PEN', price)).toEqual({ error: 'zero' });
    expect(parseTypedAmount('0', 'COP', tip)).toEqual({ amount: 0 });
    expect(parseTypedAmount('100.000.001', 'COP', price)).toEqual({ error: 'too_large' });
    expect(parseTypedAmount('100.000.000', 'COP', price)).toEqual({ amount: 100_000_000 });
  });
});
