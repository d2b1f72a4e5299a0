import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { menuSchema } from 'shared-contracts/schemas';
import { publicApiOrigin } from '../../src/config/env.ts';
import { preferredEncoding } from '../../src/lib/content-encoding.ts';
import { InstanceRefCache } from '../../src/lib/instance-refs.ts';
import { expectSchema, request, STAFF_TOKEN, useTestApi } from '../helpers.ts';

const api = useTestApi();

const MENU = '/api/suppliers/chapinero/menu.json';
const CONFIG = '/experience/la-brasa.localhost:5173/config';

/** Injects with a raw Host header (the `request` helper always sends `<host>:<port>`). */
async function withHost(url: string, host: string) {
  const res = await api.app.inject({ method: 'GET', url, headers: { host } });
  return { status: res.statusCode, text: res.body, etag: res.headers['etag'] };
}

describe('cached bodies do not depend on the request', () => {
  it('the config is the same body and ETag whatever the Host, and never names a hostile one', async () => {
    const hosts = ['localhost:4000', 'la-brasa.localhost:5173', 'h1.localhost:9', 'localhost:1@evil.com'];
    const answers = await Promise.all(hosts.map((host) => withHost(CONFIG, host)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.text).toBe(answers[0]?.text);
      expect(answer.etag).toBe(answers[0]?.etag);
      expect(answer.text).not.toContain('evil.com');
      expect(answer.text).not.toContain('h1.localhost');
    }
    expect(answers[0]?.text).toContain(`"http://localhost:${api.port}/images/la-brasa-logo.svg"`);
  });

  it('the menu is the same on the instance domain, on localhost with customer_id and on a hostile Host', async () => {
    const byDomain = await request(api, MENU, { host: 'la-brasa.localhost' });
    const config = await withHost(CONFIG, 'localhost');
    const customerId = String((JSON.parse(config.text) as { id: number }).id);
    const byCustomerId = await request(api, MENU, { headers: { customer_id: customerId } });
    const hostile = await withHost(MENU, 'localhost:1@evil.com');
    expect(byDomain.status).toBe(200);
    expect(byCustomerId.text).toBe(byDomain.text);
    expect(hostile.text).toBe(byDomain.text);
    const images = expectSchema(menuSchema, byDomain.json).products.map((product) => product.image);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images.filter((url) => url !== '')) {
      expect(image.startsWith(`http://localhost:${api.port}/images/`)).toBe(true);
    }
  });
});

describe('compressed answers', () => {
  it('brotli and gzip bodies decode to the plain JSON, with Vary and the same ETag', async () => {
    const plain = await request(api, MENU, { host: 'la-brasa.localhost' });
    const br = await request(api, MENU, {
      host: 'la-brasa.localhost',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    const gzip = await request(api, MENU, {
      host: 'la-brasa.localhost',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.raw).toString('utf8')).toBe(plain.text);
    expect(gunzipSync(gzip.raw).toString('utf8')).toBe(plain.text);
    expect(br.raw.length).toBeLessThan(plain.raw.length);
    for (const res of [plain, br, gzip]) {
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['etag']).toBe(plain.headers['etag']);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('answers If-None-Match with 304 and no body, whatever the encoding asked', async () => {
    const first = await request(api, CONFIG);
    const etag = String(first.headers['etag']);
    const again = await request(api, CONFIG, { headers: { 'if-none-match': etag, 'accept-encoding': 'br' } });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    expect(again.headers['etag']).toBe(etag);
    const stale = await request(api, CONFIG, { headers: { 'if-none-match': '"not-it"' } });
    expect(stale.status).toBe(200);
  });

  it('picks the coding from Accept-Encoding and its q-values', () => {
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, identity')).toBe('identity');
    expect(preferredEncoding('deflate')).toBe('identity');
    // The second time a header is answered from memory, the same; an overlong one is parsed every time.
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding(`${'x-coding;q=0.9, '.repeat(20)}gzip`)).toBe('gzip');
    expect(preferredEncoding(`${'x-coding;q=0.9, '.repeat(20)}br;q=0`)).toBe('identity');
  });
});

describe('invalidation', () => {
  it('a staff switch changes the cached config at once, also for a host resolved before it', async () => {
    const before = await request(api, CONFIG, { headers: { 'accept-encoding': 'br' } });
    const switched = await request(api, '/staff/instances/la-brasa/remotes/booking', {
      method: 'PUT',
      headers: { authorization: `Bearer ${STAFF_TOKEN}` },
      body: { enabled: false },
    });
    expect(switched.status).toBe(200);
    const after = await request(api, CONFIG, {
      headers: { 'if-none-match': String(before.headers['etag']) },
    });
    expect(after.status).toBe(200);
    expect(after.headers['etag']).not.toBe(before.headers['etag']);
    const remotes = (after.json as { remotes: Array<{ name: string; enabled: boolean }> }).remotes;
    expect(remotes.find((remote) => remote.name === 'booking')?.enabled).toBe(false);
    await request(api, '/staff/instances/la-brasa/remotes/booking', {
      method: 'PUT',
      headers: { authorization: `Bearer ${STAFF_TOKEN}` },
      body: { enabled: true },
    });
  });

  it('instance refs are loaded once while fresh, again after clear, and a failed load is not kept', async () => {
    const refs = new InstanceRefCache(60_000);
    const ref = { id: 1, slug: 'a', domain: 'a.localhost', version: 1, status: 'active' as const };
    let loads = 0;
    const load = async () => {
      loads += 1;
      return ref;
    };
    await Promise.all([refs.lookup('domain:a', load), refs.lookup('domain:a', load)]);
    expect(loads).toBe(1);
    refs.clear();
    await refs.lookup('domain:a', load);
    expect(loads).toBe(2);
    await expect(refs.lookup('domain:b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await refs.lookup('domain:b', load)).toBe(ref);
  });

  it('an expired ref is answered while its reload runs, then the reloaded one', async () => {
    const refs = new InstanceRefCache(0);
    const first = { id: 1, slug: 'a', domain: 'a.localhost', version: 1, status: 'active' as const };
    const second = { ...first, version: 2 };
    let loads = 0;
    const load = async () => {
      loads += 1;
      return loads === 1 ? first : second;
    };
    expect(await refs.lookup('domain:a', load)).toBe(first);
    expect(await refs.lookup('domain:a', load)).toBe(first);
    expect(loads).toBe(2);
    expect(await refs.lookup('domain:a', load)).toBe(second);
  });

  it('image URLs are built on PUBLIC_API_URL when it is set, else on localhost and PORT', () => {
    expect(publicApiOrigin({ PUBLIC_API_URL: 'https://api.example.com/', PORT: 4000 })).toBe(
      'https://api.example.com',
    );
    expect(publicApiOrigin({ PUBLIC_API_URL: undefined, PORT: 4100 })).toBe('http://localhost:4100');
  });
});
