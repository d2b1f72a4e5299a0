import { describe, expect, it } from 'vitest';
import { sameTip } from '../../../src/domain/purchases/tip-lock.ts';

const percent = (value: number | null) => ({ include: true, percent: value, custom_value: null });
const custom = (value: number) => ({ include: true, percent: 10, custom_value: value });
const leftOut = (value: number | null) => ({ include: false, percent: value, custom_value: null });

describe('sameTip: whether saving a tip would change what the bill charges', () => {
  it('a tip left out is the same whatever percent it remembers, and so is no tip set yet', () => {
    expect(sameTip(leftOut(10), leftOut(20))).toBe(true);
    expect(sameTip(null, leftOut(10))).toBe(true);
    expect(sameTip(null, percent(10))).toBe(false);
    expect(sameTip(percent(10), leftOut(10))).toBe(false);
  });

  it('a percent is the same only at the same percent; a custom value only at the same value', () => {
    expect(sameTip(percent(10), percent(10))).toBe(true);
    expect(sameTip(percent(10), percent(20))).toBe(false);
    expect(sameTip(custom(20), custom(20))).toBe(true);
    expect(sameTip(custom(20), { ...custom(20), percent: 15 })).toBe(true);
    expect(sameTip(custom(20), custom(25))).toBe(false);
    expect(sameTip(percent(10), custom(20))).toBe(false);
  });
});
