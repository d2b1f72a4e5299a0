import { describe, expect, it } from 'vitest';
import { cardBrand, isValidCardNumber, isValidCvc, isValidExpiry } from './card.ts';

describe('card checks', () => {
  it('accepts numbers with a right check digit, spaces allowed', () => {
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isValidCardNumber('4000000000000002')).toBe(true);
    expect(isValidCardNumber('4242424242424241')).toBe(false);
    expect(isValidCardNumber('4242')).toBe(false);
    expect(isValidCardNumber('4242x42424242424')).toBe(false);
  });

  it('knows the brands and their CVC length', () => {
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(isValidCvc('1234', '378282246310005')).toBe(true);
    expect(isValidCvc('123', '378282246310005')).toBe(false);
    expect(isValidCvc('123', '4242424242424242')).toBe(true);
  });

  it('refuses an expiry before this month', () => {
    expect(isValidExpiry(11, 2026, '2026-11-22')).toBe(true);
    expect(isValidExpiry(10, 26, '2026-11-22')).toBe(false);
    expect(isValidExpiry(13, 2030, '2026-11-22')).toBe(false);
  });
});
