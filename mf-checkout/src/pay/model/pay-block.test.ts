import { describe, expect, it } from 'vitest';
import { payBlockOf, shareRefusalOf, shownShareOf, type PayBlockInput } from './pay-block.ts';

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

describe('what the page names as the share', () => {
  it('names the share only while "Pay" would charge it, never a refused one', () => {
    expect(shownShareOf(null, 38000)).toBe(38000);
    for (const block of ['split', 'above-remaining', 'minimum-order', 'minimum-charge', 'nothing'] as const) {
      expect(shownShareOf(block, 38000)).toBeNull();
    }
  });

  it('marks the field that sets the share only for a refusal of the share, not of the bill', () => {
    expect(shareRefusalOf('above-remaining')).toBe('above-remaining');
    expect(shareRefusalOf('minimum-charge')).toBe('minimum-charge');
    expect(shareRefusalOf('split')).toBe('split');
    expect(shareRefusalOf('minimum-order')).toBeNull();
    expect(shareRefusalOf('nothing')).toBeNull();
    expect(shareRefusalOf(null)).toBeNull();
  });
});
