import { describe, expect, it } from 'vitest';
import { isBelowMinimumCharge, minimumChargeMinor, tipCapMinor } from './payment-limits.ts';

describe('payment limits', () => {
  it('gives each currency its minimum charge in minor units', () => {
    expect(minimumChargeMinor('COP')).toBe(1000);
    expect(minimumChargeMinor('CLP')).toBe(500);
    expect(minimumChargeMinor('MXN')).toBe(1000);
    expect(minimumChargeMinor('USD')).toBe(100);
  });

  it('lets a small share through only when it settles the bill', () => {
    expect(isBelowMinimumCharge(1, 38000, 'COP')).toBe(true);
    expect(isBelowMinimumCharge(500, 500, 'COP')).toBe(false);
    expect(isBelowMinimumCharge(1000, 38000, 'COP')).toBe(false);
  });

  it('caps the tip at half the items, rounded down', () => {
    expect(tipCapMinor(38000)).toBe(19000);
    expect(tipCapMinor(1001)).toBe(500);
    expect(tipCapMinor(0)).toBe(0);
  });
});
