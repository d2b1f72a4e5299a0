import { describe, expect, it } from 'vitest';
import { screenStatus } from './screen-status.ts';

const isEmpty = (list: number[]) => list.length === 0;

describe('screenStatus', () => {
  it('shows loaded data even after a later failure, and tells empty from ready', () => {
    expect(screenStatus([1], true, isEmpty)).toBe('ready');
    expect(screenStatus([], false, isEmpty)).toBe('empty');
  });

  it('is failed without data after a failure, else loading', () => {
    expect(screenStatus(null, true, isEmpty)).toBe('failed');
    expect(screenStatus(null, false, isEmpty)).toBe('loading');
  });
});
