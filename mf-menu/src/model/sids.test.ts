import { describe, expect, it } from 'vitest';
import { sidProblems, sidsInSources } from 'shared-contracts/testing/sids';

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('mf-menu sids', () => {
  it('gives the stores its first screen reads unique sids under menu/', () => {
    const sids = sidsInSources(sources);
    expect(sids).toEqual(expect.arrayContaining(['menu/slug', 'menu/loaded']));
    expect(sidProblems(sids, 'menu')).toEqual([]);
  });
});
