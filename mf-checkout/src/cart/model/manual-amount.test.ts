import { describe, expect, it } from 'vitest';
import { parseManualAmount } from './manual-amount.ts';

describe("the waiter's bill typed on a manual payment", () => {
  it('reads thousands separators in a currency without decimals, decimals in one with them', () => {
    expect(parseManualAmount('45.000', 'COP')).toEqual({ amount: 45000 });
    expect(parseManualAmount(' 45000 ', 'COP')).toEqual({ amount: 45000 });
    expect(parseManualAmount('14.990', 'CLP')).toEqual({ amount: 14990 });
    expect(parseManualAmount('48,50', 'PEN')).toEqual({ amount: 48.5 });
    expect(parseManualAmount('1,048.5', 'USD')).toEqual({ amount: 1048.5 });
  });

  it('never takes zero, nothing or a text as an amount', () => {
    expect(parseManualAmount('', 'COP')).toEqual({ error: 'required' });
    expect(parseManualAmount('0', 'COP')).toEqual({ error: 'invalid' });
    expect(parseManualAmount('0,00', 'PEN')).toEqual({ error: 'invalid' });
    expect(parseManualAmount('abc', 'COP')).toEqual({ error: 'invalid' });
    expect(parseManualAmount('45.5', 'COP')).toEqual({ error: 'invalid' });
  });
});
