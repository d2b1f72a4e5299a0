import { describe, expect, it } from 'vitest';
import { amountDue } from '../../../src/domain/purchases/amount-due.ts';

const purchase = { tip: null, deliveryFeeMinor: 0, discountMinor: 0 };

describe('amountDue', () => {
  it('adds lines, tip and delivery fee and takes the discount off, in whole pesos for COP', () => {
    const due = amountDue(
      {
        tip: { include: true, percent: 10, custom_value: null },
        deliveryFeeMinor: 5000,
        discountMinor: 3000,
      },
      [
        { id: 1, unitPrice: 38000, count: 2 },
        { id: 2, unitPrice: 8500.4, count: 1 },
      ],
      'COP',
    );
    expect(due.itemsMinor).toBe(76000 + 8500);
    expect(due.tipMinor).toBe(8450);
    expect(due.dueMinor).toBe(84500 + 8450 + 5000 - 3000);
    expect(due.lines.get(1)).toBe(76000);
  });

  it('counts cents exactly where float sums drift', () => {
    const items = Array.from({ length: 10 }, (_, id) => ({ id, unitPrice: 0.1, count: 3 }));
    const due = amountDue(purchase, items, 'USD');
    expect(due.dueMinor).toBe(300);
  });

  it('uses a custom tip as given, none when excluded, and never goes below zero', () => {
    const line = [{ id: 1, unitPrice: 12.5, count: 1 }];
    expect(
      amountDue({ ...purchase, tip: { include: true, percent: 10, custom_value: 2 } }, line, 'MXN').tipMinor,
    ).toBe(200);
    expect(
      amountDue({ ...purchase, tip: { include: false, percent: 10, custom_value: null } }, line, 'MXN')
        .tipMinor,
    ).toBe(0);
    expect(amountDue({ ...purchase, discountMinor: 99999 }, line, 'MXN').dueMinor).toBe(0);
  });

  it('never counts a tip over half the items, even one set before lines went away', () => {
    const line = [{ id: 1, unitPrice: 38000, count: 1 }];
    const huge = { ...purchase, tip: { include: true, percent: null, custom_value: 100_000_000 } };
    expect(amountDue(huge, line, 'COP').tipMinor).toBe(19000);
    expect(amountDue(huge, [], 'COP').dueMinor).toBe(0);
  });
});
