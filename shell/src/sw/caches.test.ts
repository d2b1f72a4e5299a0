import { describe, expect, it } from 'vitest';
import { cacheNames, pageKeeping, pageKeyFor, pageLookupKeys, staleCaches } from './caches.ts';

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

describe('page keys', () => {
  it('keeps a server-rendered page under its own address and the client-rendered one under one key', () => {
    expect(pageKeyFor('http://a.localhost:5173/chapinero/menu#top', true)).toBe(
      'http://a.localhost:5173/chapinero/menu',
    );
    expect(pageKeyFor('http://a.localhost:5173/chapinero/menu', false)).toBe(
      'http://a.localhost:5173/index.html',
    );
  });

  it("keeps no page rendered with the diner's own data, and names the copy it replaces", () => {
    const address = 'http://a.localhost:5173/usaquen/menu-digital?mesa=U04';
    const served = (headers: Record<string, string>) => pageKeeping(address, new Headers(headers));
    expect(served({ 'x-mesa-render': 'server' })).toEqual({ key: address, keep: true });
    expect(served({ 'x-mesa-render': 'server', 'x-mesa-personal': '1' })).toEqual({
      key: address,
      keep: false,
    });
    expect(served({ 'x-mesa-render': 'client' })).toEqual({
      key: 'http://a.localhost:5173/index.html',
      keep: true,
    });
  });

  it("answers offline with the address's own page first, then the client-rendered page", () => {
    expect(pageLookupKeys('http://a.localhost:5173/usaquen/menu?x=1')).toEqual([
      'http://a.localhost:5173/usaquen/menu?x=1',
      'http://a.localhost:5173/index.html',
    ]);
  });
});
