import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeInstanceConfig } from 'shared-contracts/testing';
import { apiConfigSource } from './config-source.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The API's answers: a config with its ETag, or 304 when the request names that ETag. */
function stubApi() {
  const config = makeInstanceConfig();
  const asked: { host: string; etag: string | null }[] = [];
  const fetched = vi.fn((url: string, init: RequestInit) => {
    const host = decodeURIComponent(/\/experience\/([^/]+)\/config$/.exec(url)?.[1] ?? '');
    const etag = new Headers(init.headers).get('if-none-match');
    asked.push({ host, etag });
    if (etag === `"${host}"`) return Promise.resolve(new Response(null, { status: 304 }));
    return Promise.resolve(Response.json(config, { headers: { etag: `"${host}"` } }));
  });
  vi.stubGlobal('fetch', fetched);
  return { config, asked };
}

describe('the instance config by host', () => {
  it('revalidates a known host with its ETag and gets the config back from a 304', async () => {
    const { config, asked } = stubApi();
    const source = apiConfigSource('http://api');
    expect(await source('a.localhost')).toEqual(config);
    expect(await source('a.localhost')).toEqual(config);
    expect(asked).toEqual([
      { host: 'a.localhost', etag: null },
      { host: 'a.localhost', etag: '"a.localhost"' },
    ]);
  });

  it('keeps at most its limit of hosts, forgetting the oldest first', async () => {
    const { config, asked } = stubApi();
    const source = apiConfigSource('http://api', { maxHosts: 2 });
    for (const host of ['a.localhost', 'b.localhost', 'c.localhost']) await source(host);
    asked.length = 0;
    // The two latest are still known (asked with their ETag); the first was forgotten (asked afresh).
    expect(await source('c.localhost')).toEqual(config);
    expect(await source('b.localhost')).toEqual(config);
    expect(await source('a.localhost')).toEqual(config);
    expect(asked).toEqual([
      { host: 'c.localhost', etag: '"c.localhost"' },
      { host: 'b.localhost', etag: '"b.localhost"' },
      { host: 'a.localhost', etag: null },
    ]);
  });
});
