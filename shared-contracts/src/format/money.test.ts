import { describe, expect, it } from 'vitest';
import {
  currencyDigits,
  currencyLocale,
  decimalExample,
  formatMinor,
  formatMoney,
  fromMinor,
  isPayableAmount,
  toMinor,
} from './money.ts';

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

  it('maps each currency to its formatting locale, es-CO otherwise', () => {
    expect(currencyLocale('MXN')).toBe('es-MX');
    expect(currencyLocale('COP')).toBe('es-CO');
    expect(currencyLocale('USD')).toBe('en-US');
  });

  it('never prints NaN for a broken amount', () => {
    expect(plain(formatMoney(Number.NaN, 'COP'))).toBe('$ 0');
  });
});

describe('minor units', () => {
  it('has no minor unit for COP and CLP, two for the others', () => {
    expect(currencyDigits('COP')).toBe(0);
    expect(currencyDigits('CLP')).toBe(0);
    expect(currencyDigits('MXN')).toBe(2);
    expect(currencyDigits('USD')).toBe(2);
  });

  it('converts major amounts without floating-point drift', () => {
    expect(toMinor(1.005, 'USD')).toBe(101);
    expect(toMinor(0.1 + 0.2, 'USD')).toBe(30);
    expect(toMinor(38000, 'COP')).toBe(38000);
    expect(toMinor(4990.4, 'CLP')).toBe(4990);
    expect(fromMinor(1250, 'MXN')).toBe(12.5);
    expect(plain(formatMinor(1250, 'MXN'))).toBe('$12.50');
  });
});

describe('isPayableAmount', () => {
  it('takes no more decimals than the currency has: whole pesos, centavos of a sol', () => {
    expect(isPayableAmount(38000, 'COP')).toBe(true);
    expect(isPayableAmount(38000.5, 'COP')).toBe(false);
    expect(isPayableAmount(48.5, 'PEN')).toBe(true);
    expect(isPayableAmount(48.505, 'PEN')).toBe(false);
  });

  it("writes a decimal example as the currency's country does, without grouping", () => {
    expect(decimalExample(20.5, 'PEN')).toBe('20.50');
    expect(decimalExample(20.5, 'MXN')).toBe('20.50');
    expect(decimalExample(12.5, 'USD')).toBe('12.50');
    expect(decimalExample(1234.5, 'BRL')).toBe('1234,50');
  });
});
