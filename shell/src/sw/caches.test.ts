import { describe, expect, it } from 'vitest';
import { cacheNames, staleCaches } from './caches.ts';

describe('cache versioning', () => {
  it('gives the page cache the shell build and the others only the layout', () => {
    const first = cacheNames('build-a');
    const second = cacheNames('build-b');
    expect(first.page).not.toBe(second.page);
    expect(first.immutable).toBe(second.immutable);
    expect(first.api).toBe(second.api);
    expect(first['remote-entry']).toBe(second['remote-entry']);
  });

  it('drops the previous shell build and older layouts, never caches it does not own', () => {
    const current = Object.values(cacheNames('build-b'));
    const existing = [...current, cacheNames('build-a').page, 'mesa-api-v0', 'someone-elses-cache'];
    expect(staleCaches(existing, 'build-b')).toEqual([cacheNames('build-a').page, 'mesa-api-v0']);
  });
});
