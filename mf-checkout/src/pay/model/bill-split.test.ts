import { describe, expect, it } from 'vitest';
import { makePurchaseBalance } from 'shared-contracts/testing';
import type { PurchaseBalance } from 'shared-contracts';
import { FULL_BILL, previewShare, readSplit, type SplitChoice } from './bill-split.ts';

const balance: PurchaseBalance = makePurchaseBalance({ purchase_id: 1, items_minor: 55000, tip_minor: 5500 });

describe('bill split', () => {
  it('turns the choice into the request, or says what it still needs', () => {
    const choice = (over: Partial<SplitChoice>): SplitChoice => ({ ...FULL_BILL, ...over });
    expect(readSplit(choice({ kind: 'equal', parts: '3' }), 'COP')).toEqual({
      split: { kind: 'equal', parts: 3 },
    });
    expect(readSplit(choice({ kind: 'items' }), 'COP')).toEqual({ problem: 'items' });
    expect(readSplit(choice({ kind: 'custom', custom: '12,50' }), 'MXN')).toEqual({
      split: { kind: 'custom', amount_minor: 1250 },
    });
    expect(readSplit(choice({ kind: 'custom', custom: '12.50' }), 'USD')).toEqual({
      split: { kind: 'custom', amount_minor: 1250 },
    });
    expect(readSplit(choice({ kind: 'custom' }), 'COP')).toEqual({ problem: 'required' });
  });

  it('keeps an equal split within its bounds: one part, or more than fifty, is no split', () => {
    const parts = (typed: string) => readSplit({ ...FULL_BILL, kind: 'equal', parts: typed }, 'COP');
    expect(parts('2')).toEqual({ split: { kind: 'equal', parts: 2 } });
    expect(parts('50')).toEqual({ split: { kind: 'equal', parts: 50 } });
    for (const typed of ['1', '51', '60', '1000', '2.5', ''])
      expect(parts(typed)).toEqual({ problem: 'parts' });
  });

  it('reads a custom amount in pesos as the diner wrote it, in minor units, and refuses what is no amount', () => {
    const custom = (typed: string) => readSplit({ ...FULL_BILL, kind: 'custom', custom: typed }, 'COP');
    // Pesos have no minor unit in use: 20.000 pesos are 20000 minor units (twenty thousand, not twenty).
    expect(custom('20.000')).toEqual({ split: { kind: 'custom', amount_minor: 20000 } });
    expect(custom('20000')).toEqual({ split: { kind: 'custom', amount_minor: 20000 } });
    expect(custom('12,5')).toEqual({ problem: 'invalid' });
    expect(custom('0')).toEqual({ problem: 'zero' });
    expect(custom('-5.000')).toEqual({ problem: 'invalid' });
  });

  it('previews an equal part rounded up and capped by what is left', () => {
    expect(previewShare({ kind: 'equal', parts: 3 }, balance, null)).toBe(20167);
    expect(previewShare({ kind: 'equal', parts: 2 }, { ...balance, remaining_minor: 10000 }, null)).toBe(
      10000,
    );
  });
});
