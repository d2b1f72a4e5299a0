import { describe, expect, it } from 'vitest';
import { sidProblems, sidsInSources } from 'shared-contracts/testing/sids';

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('mf-staff sids', () => {
  it('gives its stores unique sids under staff/', () => {
    expect(sidProblems(sidsInSources(sources), 'staff')).toEqual([]);
  });
});
