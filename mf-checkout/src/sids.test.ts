import { describe, expect, it } from 'vitest';
import { sidProblems, sidsInSources } from 'shared-contracts/testing/sids';

const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('mf-checkout sids', () => {
  it('keeps any sid it writes unique and under checkout/', () => {
    // Its first screen reads only shared-contracts stores; a store it adds later is checked here.
    expect(Object.keys(sources).length).toBeGreaterThan(0);
    expect(sidProblems(sidsInSources(sources), 'checkout')).toEqual([]);
  });
});
