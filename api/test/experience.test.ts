import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instanceConfigSchema, REMOTE_NAMES, supplierResponseSchema } from 'shared-contracts/schemas';
import { healthResponseSchema } from '../src/modules/health/routes.ts';
import { expectApiError, expectSchema, request, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

async function config(domain: string, host = 'localhost') {
  const res = await request(server, `/experience/${domain}/config`, { host });
  expect(res.status).toBe(200);
  return expectSchema(instanceConfigSchema, res.json);
}

describe('health', () => {
  it('answers ok once the database answers', async () => {
    const res = await fetch(`${server.base}/health`);
    expect(res.status).toBe(200);
    expect(expectSchema(healthResponseSchema, await res.json())).toEqual({
      status: 'ok',
      database: { kind: process.env.DATABASE_URL ? 'postgres' : 'pglite', ok: true },
    });
  });
});

describe('GET /experience/{domain}/config', () => {
  it('la-brasa.localhost: theme, 3 suppliers, 5 remotes enabled', async () => {
    const c = await config('la-brasa.localhost', 'la-brasa.localhost');
    expect(c.slug).toBe('la-brasa');
    expect(c.name).toBe('La Brasa');
    expect(c.status).toBe('active');
    expect(c.currency).toBe('COP');
    expect(c.theme.theme_color).toBe('#C8102E');
    expect(c.contracts_version).toBe('1.0');
    expect(c.suppliers.map((s) => s.slug)).toEqual(['chapinero', 'usaquen', 'el-poblado']);
    const chapinero = c.suppliers[0];
    expect(chapinero?.count_services).toBe(5);
    expect(chapinero?.city).toBe('Bogotá');
    expect(c.suppliers[1]?.count_services).toBe(2);
    expect(c.suppliers[2]?.count_services).toBe(2);
    expect(c.remotes.map((r) => r.name)).toEqual([...REMOTE_NAMES]);
    expect(c.remotes.every((r) => r.enabled)).toBe(true);
    expect(c.remotes.find((r) => r.name === 'menu')?.entry).toBe('http://localhost:5175/mf-manifest.json');
    expect(c.remotes.find((r) => r.name === 'landing')?.entry).toBe('http://localhost:5174/mf-manifest.json');
    expect(c.linktree).toHaveLength(7);
    expect(c.flags.impoconsumo_label).toBe(true);
  });

  it('turns fixture image paths into absolute URLs on the request host', async () => {
    const c = await config('la-brasa.localhost', 'la-brasa.localhost');
    expect(c.header.logo).toBe(`http://la-brasa.localhost:${server.port}/images/la-brasa-logo.svg`);
    expect(c.theme.suppliers_background_image).toBe(
      `http://la-brasa.localhost:${server.port}/images/la-brasa-background.svg`,
    );
    const cafe = await config('cafe-cerrado.localhost');
    expect(cafe.theme.suppliers_background_image).toBe('');
    expect(cafe.meta.favicon).toBe(`http://localhost:${server.port}/images/cafe-logo.svg`);
  });

  it('accepts the domain with a port', async () => {
    const c = await config('la-brasa.localhost:5173');
    expect(c.slug).toBe('la-brasa');
  });

  it('taqueria-lupita has the booking remote disabled', async () => {
    const c = await config('taqueria-lupita.localhost');
    expect(c.slug).toBe('taqueria-lupita');
    expect(c.currency).toBe('MXN');
    const byName = Object.fromEntries(c.remotes.map((r) => [r.name, r.enabled]));
    expect(byName).toEqual({ landing: true, menu: true, checkout: true, booking: false, delivery: true });
  });

  it('cafe-cerrado is locked but still answers', async () => {
    const c = await config('cafe-cerrado.localhost');
    expect(c.status).toBe('locked');
    expect(c.suppliers.map((s) => s.slug)).toEqual(['centro']);
  });

  it('localhost, 127.0.0.1 and an unknown *.localhost get the default instance', async () => {
    expect((await config('localhost')).slug).toBe('la-brasa');
    expect((await config('localhost:5173')).slug).toBe('la-brasa');
    expect((await config('127.0.0.1:4000')).slug).toBe('la-brasa');
    expect((await config('nobody.localhost')).slug).toBe('la-brasa');
  });

  it('every instance config parses', async () => {
    for (const d of ['hotel-mirador', 'menu-nuevo', 'mesa-directa']) {
      const c = await config(`${d}.localhost`);
      expect(c.slug).toBe(d);
    }
  });

  it('an unknown public domain is a 404 instance_not_found', async () => {
    const res = await request(server, '/experience/example.com/config');
    expectApiError(res, 404, 'instance_not_found');
  });

  it('sends an ETag with no-cache and answers 304 on If-None-Match', async () => {
    const first = await fetch(`${server.base}/experience/la-brasa.localhost/config`);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const second = await fetch(`${server.base}/experience/la-brasa.localhost/config`, {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(second.status).toBe(304);
    expect(await second.text()).toBe('');
    expect(second.headers.get('etag')).toBe(etag);
    const other = await fetch(`${server.base}/experience/la-brasa.localhost/config`, {
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(other.status).toBe(200);
  });
});

describe('GET /experience/{domain}/suppliers|branches/{id}', () => {
  it('finds a branch by slug and by numeric id', async () => {
    for (const kind of ['suppliers', 'branches']) {
      const bySlug = await request(server, `/experience/la-brasa.localhost/${kind}/chapinero`);
      expect(bySlug.status).toBe(200);
      const s = expectSchema(supplierResponseSchema, bySlug.json).supplier;
      expect(s.slug).toBe('chapinero');
      expect(s.label).toBe('La Brasa Chapinero');
      expect(s.on_table_class).toBe('checkout');
      expect(s.payment_methods).toContain('nequi');
      expect(s.banners[0]?.image).toBe(`http://localhost:${server.port}/images/banner-churrasco.svg`);
      const byId = await request(server, `/experience/la-brasa.localhost/${kind}/${s.id}`);
      expect(byId.status).toBe(200);
      expect(expectSchema(supplierResponseSchema, byId.json).supplier.slug).toBe('chapinero');
    }
  });

  it("another instance's branch is a 404", async () => {
    const res = await request(server, '/experience/la-brasa.localhost/suppliers/roma-norte');
    expectApiError(res, 404, 'supplier_not_found');
    const lupita = await request(server, '/experience/taqueria-lupita.localhost/suppliers/roma-norte');
    const roma = expectSchema(supplierResponseSchema, lupita.json).supplier;
    const cross = await request(server, `/experience/la-brasa.localhost/branches/${roma.id}`);
    expectApiError(cross, 404, 'supplier_not_found');
  });

  it('hotel-mirador branch offers room service', async () => {
    const res = await request(server, '/experience/hotel-mirador.localhost/suppliers/miraflores');
    const s = expectSchema(supplierResponseSchema, res.json).supplier;
    expect(s.service_room).toBe(true);
    expect(s.on_table_class).toBe('checkout_plazoleta');
  });
});

describe('images, CORS and OpenAPI', () => {
  it('serves fixture images with a long cache', async () => {
    const res = await fetch(`${server.base}/images/la-brasa-logo.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d{6,}/);
    const missing = await fetch(`${server.base}/images/nope.svg`);
    expect(missing.status).toBe(404);
  });

  it('allows localhost and *.localhost origins with the app headers, not others', async () => {
    const pre = await fetch(`${server.base}/api/suppliers/chapinero.json`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://la-brasa.localhost:5173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'customer_id,profileid,token,idempotency-key',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://la-brasa.localhost:5173');
    const allowed = (pre.headers.get('access-control-allow-headers') ?? '').split(',').map((h) => h.trim());
    for (const h of ['customer_id', 'supplier_id', 'service', 'subservice', 'lang', 'profileid', 'token']) {
      expect(allowed).toContain(h);
    }
    const local = await fetch(`${server.base}/health`, { headers: { origin: 'http://127.0.0.1:5173' } });
    expect(local.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    const evil = await fetch(`${server.base}/health`, { headers: { origin: 'https://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const sneaky = await fetch(`${server.base}/health`, {
      headers: { origin: 'http://localhost.evil.example' },
    });
    expect(sneaky.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('/openapi.json describes every route', async () => {
    const res = await fetch(`${server.base}/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
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
    ]) {
      expect(paths).toContain(p);
    }
    expect(doc.paths['/tracking/sessions']?.post).toBeTruthy();
    expect(doc.paths['/staff/instances/{slug}/remotes/{remote}']?.put).toBeTruthy();
  });

  it('unknown routes give the error shape', async () => {
    const res = await request(server, '/nope');
    expectApiError(res, 404, 'not_found');
  });
});
