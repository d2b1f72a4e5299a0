/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { sidProblems, sidsInSources } from '../testing/sids.ts';

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('shared-contracts sids', () => {
  it('gives the stores that travel in a server-rendered page unique sids under contracts/', () => {
    const sids = sidsInSources(sources);
    expect(sids).toEqual(
      expect.arrayContaining([
        'contracts/instance',
        'contracts/supplier',
        'contracts/lang',
        'contracts/opened-slug',
      ]),
    );
    expect(sidProblems(sids, 'contracts')).toEqual([]);
  });
});
