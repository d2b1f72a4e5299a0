import { describe, expect, it } from 'vitest';
import { expectApiError, request, useTestApi } from '../helpers.ts';

// What the cross-cutting plugins (src/plugins) give every module.
const api = useTestApi();

describe('images, CORS and OpenAPI', () => {
  it('serves fixture images with a long cache', async () => {
    const res = await request(api, '/images/la-brasa-logo.svg');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toMatch(/max-age=\d{6,}/);
    const missing = await request(api, '/images/nope.svg');
    expect(missing.status).toBe(404);
  });

  it('allows localhost and *.localhost origins with the app headers, not others', async () => {
    const pre = await request(api, '/api/suppliers/chapinero.json', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://la-brasa.localhost:5173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'customer_id,profileid,token,idempotency-key',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('http://la-brasa.localhost:5173');
    const allowed = (pre.headers['access-control-allow-headers'] ?? '').split(',').map((h) => h.trim());
    for (const h of ['customer_id', 'supplier_id', 'service', 'subservice', 'lang', 'profileid', 'token']) {
      expect(allowed).toContain(h);
    }
    const local = await request(api, '/health', { headers: { origin: 'http://127.0.0.1:5173' } });
    expect(local.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5173');
    const evil = await request(api, '/health', { headers: { origin: 'https://evil.example' } });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const sneaky = await request(api, '/health', {
      headers: { origin: 'http://localhost.evil.example' },
    });
    expect(sneaky.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('/openapi.json describes every route', async () => {
    const res = await request(api, '/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.json as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/health',
      '/experience/{domain}/config',
      '/experience/{domain}/suppliers/{id}',
      '/experience/{domain}/branches/{id}',
      '/api/suppliers/{id}.json',
      '/api/suppliers/{id}/menu.json',
      '/api/v2/search_cities.json',
      '/profiles/status.json',
      '/profiles/anonymous.json',
      '/tracking/sessions',
      '/staff/instances/{slug}/remotes/{remote}',
      '/menudigital/init',
      '/menudigital/init.json',
      '/menudigital/init/{purchase}.json',
      '/menudigital/add_product_cart.json',
      '/menudigital/add_product_cart',
      '/menudigital/cart/{purchase}.json',
      '/menudigital/cart/{purchase}',
      '/menudigital/cook_products/{purchase}.json',
      '/menudigital/call_waiter/{purchase}',
      '/menudigital/add_tip/{purchase}.json',
      '/menudigital/my_orders.json',
      '/menudigital/clean_cart/{purchase}.json',
      '/menudigital/receive_order/{purchase}',
      '/menudigital/live/{purchase}',
      '/shopping_cart/product_cart/{product}.json',
      '/shopping_cart/cart/{purchase}.json',
      '/shopping_cart/add_product_cart',
      '/shopping_cart/clean_cart/{purchase}.json',
      '/legal/check_mayor.json',
      '/staff/instances/{slug}/branches/{branch}/table-orders',
      '/staff/instances/{slug}/purchases/{purchase}/items/{item}',
      '/staff/instances/{slug}/purchases/{purchase}/waiter-call',
      '/staff/instances/{slug}/purchases/{purchase}/close',
      '/staff/instances/{slug}/branches/{branch}/qr.svg',
    ]) {
      expect(paths).toContain(p);
    }
    expect(doc.paths['/tracking/sessions']?.post).toBeTruthy();
    expect(doc.paths['/staff/instances/{slug}/remotes/{remote}']?.put).toBeTruthy();
  });

  it('unknown routes give the error shape', async () => {
    const res = await request(api, '/nope');
    expectApiError(res, 404, 'not_found');
  });
});

describe('bad input never crashes the server', () => {
  const posts = ['/profiles/anonymous.json', '/tracking/sessions'];

  it('malformed JSON gives 400 with the error shape', async () => {
    for (const path of posts) {
      for (const raw of ['{', '{"profile":', 'nul', '[1,2', '{"a":1}}', '\u0000']) {
        const res = await request(api, path, { method: 'POST', body: raw });
        expectApiError(res, 400);
      }
    }
  });

  it('wrong types and empty bodies give 400', async () => {
    for (const path of posts) {
      for (const body of ['null', '1', '"x"', '[]', 'true', '{"profile":[]}', '{"customer_id":{"$gt":0}}']) {
        const res = await request(api, path, { method: 'POST', body });
        expectApiError(res, 400, 'bad_request');
      }
      const empty = await request(api, path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      });
      expectApiError(empty, 400);
    }
  });

  it('huge strings and bodies are refused', async () => {
    const huge = 'x'.repeat(200_000);
    const res = await request(api, '/profiles/anonymous.json', {
      method: 'POST',
      body: { profile: { domain: huge, name: 'x' } },
    });
    expectApiError(res, 400, 'bad_request');
    const tooBig = await request(api, '/tracking/sessions', {
      method: 'POST',
      body: { so: 'x'.repeat(400_000) },
    });
    expectApiError(tooBig, 413, 'payload_too_large');
    const longPath = await request(api, `/api/suppliers/${'a'.repeat(2000)}.json`);
    expectApiError(longPath, 400, 'bad_request');
    const veryLong = await request(api, `/api/suppliers/${'a'.repeat(5000)}.json`);
    expect([400, 404, 414]).toContain(veryLong.status);
    expectApiError(veryLong, veryLong.status);
    const longDomain = await request(api, `/experience/${'a'.repeat(280)}.localhost/config`);
    expect([200, 400, 404]).toContain(longDomain.status);
  });

  it('unsupported content type is a 415 with the error shape', async () => {
    const res = await request(api, '/tracking/sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: 'hello',
    });
    expectApiError(res, 415, 'unsupported_media_type');
  });

  it('random garbage in paths, queries and headers', async () => {
    const paths = [
      '/experience/%00/config',
      '/experience/%E0%A4%A/config',
      '/api/suppliers/%2e%2e%2f.json',
      "/api/suppliers/1'%20or%201=1.json",
      '/api/suppliers/99999999999999999999.json',
      '/api/suppliers/-1/menu.json',
      '/api/v2/search_cities.json?customer_id=1e3',
      '/api/v2/search_cities.json?customer_id=99999999999',
      '/api/v2/search_cities.json?customer_id=1&customer_id=2',
      '/images/../src/app.ts',
      '/api/suppliers/%00.json',
      '/api/suppliers/%00/menu.json',
      '/experience/la-brasa.localhost/suppliers/%00',
    ];
    for (const p of paths) {
      const res = await request(api, p);
      expect(res.status, p).toBeGreaterThanOrEqual(400);
      expect(res.status, p).toBeLessThan(500);
      if (!p.startsWith('/images')) expectApiError(res, res.status);
    }
    const res = await request(api, '/profiles/status.json', {
      headers: { profileid: '1'.repeat(50), token: 'x' },
    });
    expect([400, 401]).toContain(res.status);
    const nulBody = await request(api, '/profiles/anonymous.json', {
      method: 'POST',
      body: { profile: { domain: 'la-brasa.localhost', name: 'a\u0000b' } },
    });
    expectApiError(nulBody, 400, 'bad_request');
    const nulSession = await request(api, '/tracking/sessions', {
      method: 'POST',
      body: { customer_id: 1, so: '\u0000', browser: 'x', pixel_width: 1, pixel_height: 1 },
    });
    expectApiError(nulSession, 400, 'bad_request');
    // Still healthy.
    expect((await request(api, '/health')).status).toBe(200);
  });
});
