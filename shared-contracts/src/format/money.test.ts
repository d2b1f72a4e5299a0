import { describe, expect, it } from 'vitest';
import { currencyLocale, formatMoney } from './money.ts';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('formats COP and CLP without decimals in their locales', () => {
    expect(plain(formatMoney(38000, 'COP'))).toBe('$ 38.000');
    expect(plain(formatMoney(4990.4, 'CLP'))).toBe('$4.990');
  });

  it('formats USD, PEN, MXN and BRL with two decimals', () => {
    expect(formatMoney(3.5, 'USD')).toBe('$3.50');
    expect(plain(formatMoney(24.5, 'PEN'))).toBe('S/ 24.50');
    expect(formatMoney(85, 'MXN')).toBe('$85.00');
    expect(plain(formatMoney(12.3, 'BRL'))).toBe('R$ 12,30');
  });

  it('maps currencies to the locales of SPEC section 9', () => {
    expect(currencyLocale('MXN')).toBe('es-MX');
    expect(currencyLocale('COP')).toBe('es-CO');
    expect(currencyLocale('USD')).toBe('en-US');
  });

  it('never prints NaN for a broken amount', () => {
    expect(plain(formatMoney(Number.NaN, 'COP'))).toBe('$ 0');
  });
});
