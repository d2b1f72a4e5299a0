import { describe, expect, it } from 'vitest';
import { payBlockOf, type PayBlockInput } from './pay-block.ts';

const payable: PayBlockInput = {
  splitProblem: null,
  aboveRemaining: null,
  belowMinimumCharge: null,
  belowMinimum: null,
  share: 38000,
};

describe('why "Pay" pays nothing now', () => {
  it('lets a share be paid only when nothing refuses it', () => {
    expect(payBlockOf(payable)).toBeNull();
    expect(payBlockOf({ ...payable, share: 0 })).toBe('nothing');
  });

  it('names the first reason: an unfinished split, a share above what is left, then the minimums', () => {
    expect(payBlockOf({ ...payable, splitProblem: 'required', aboveRemaining: 38000 })).toBe('split');
    expect(payBlockOf({ ...payable, aboveRemaining: 38000, belowMinimum: 10000 })).toBe('above-remaining');
    // The page says the minimum order then, not the smallest charge: the reason is the one on screen.
    expect(payBlockOf({ ...payable, belowMinimumCharge: 1000, belowMinimum: 10000 })).toBe('minimum-order');
    expect(payBlockOf({ ...payable, belowMinimumCharge: 1000 })).toBe('minimum-charge');
  });
});
