import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instanceConfigSchema, REMOTE_NAMES } from 'shared-contracts/schemas';
import { remotesResponseSchema } from '../src/modules/staff/routes.ts';
import {
  expectApiError,
  expectSchema,
  request,
  STAFF_TOKEN,
  startServer,
  type TestServer,
} from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const auth = { authorization: `Bearer ${STAFF_TOKEN}` };

async function remotesOf(domain: string, headers: Record<string, string> = {}) {
  const res = await request(server, `/experience/${domain}/config`, { headers });
  return { res, config: res.status === 200 ? expectSchema(instanceConfigSchema, res.json) : undefined };
}

describe('PUT /staff/instances/{slug}/remotes/{remote}', () => {
  it('needs the staff token', async () => {
    const path = '/staff/instances/la-brasa/remotes/booking';
    expectApiError(
      await request(server, path, { method: 'PUT', body: { enabled: false } }),
      401,
      'unauthorized',
    );
    expectApiError(
      await request(server, path, {
        method: 'PUT',
        body: { enabled: false },
        headers: { authorization: 'Bearer nope' },
      }),
      401,
      'unauthorized',
    );
    expectApiError(
      await request(server, path, {
        method: 'PUT',
        body: { enabled: false },
        headers: { authorization: STAFF_TOKEN },
      }),
      401,
      'unauthorized',
    );
    // Nothing changed.
    const { config } = await remotesOf('la-brasa.localhost');
    expect(config?.remotes.every((r) => r.enabled)).toBe(true);
  });

  it('switching off shows on the very next config request (cached ETag revalidates), and on again', async () => {
    const before = await remotesOf('la-brasa.localhost');
    const etag = String(before.res.headers['etag']);
    const off = await request(server, '/staff/instances/la-brasa/remotes/booking', {
      method: 'PUT',
      headers: auth,
      body: { enabled: false },
    });
    expect(off.status).toBe(200);
    const remotes = expectSchema(remotesResponseSchema, off.json).remotes;
    expect(remotes.map((r) => r.name)).toEqual([...REMOTE_NAMES]);
    expect(remotes.find((r) => r.name === 'booking')?.enabled).toBe(false);

    const after = await remotesOf('la-brasa.localhost', { 'if-none-match': etag });
    expect(after.res.status).toBe(200);
    expect(after.config?.remotes.find((r) => r.name === 'booking')?.enabled).toBe(false);
    expect(after.config?.remotes.filter((r) => r.enabled)).toHaveLength(4);
    expect(after.res.headers['etag']).not.toBe(etag);
    // Other instances are untouched.
    const lupita = await remotesOf('taqueria-lupita.localhost');
    expect(lupita.config?.remotes.find((r) => r.name === 'delivery')?.enabled).toBe(true);

    const on = await request(server, '/staff/instances/la-brasa/remotes/booking', {
      method: 'PUT',
      headers: auth,
      body: { enabled: true },
    });
    expect(on.status).toBe(200);
    const again = await remotesOf('localhost');
    expect(again.config?.remotes.every((r) => r.enabled)).toBe(true);
  });

  it('unknown remote is a 400, unknown instance a 404, bad body a 400', async () => {
    expectApiError(
      await request(server, '/staff/instances/la-brasa/remotes/payments', {
        method: 'PUT',
        headers: auth,
        body: { enabled: true },
      }),
      400,
      'bad_request',
    );
    expectApiError(
      await request(server, '/staff/instances/nope/remotes/menu', {
        method: 'PUT',
        headers: auth,
        body: { enabled: true },
      }),
      404,
      'instance_not_found',
    );
    for (const body of [{}, { enabled: 'yes' }, { enabled: 1 }, [], 'true']) {
      expectApiError(
        await request(server, '/staff/instances/la-brasa/remotes/menu', {
          method: 'PUT',
          headers: auth,
          body: JSON.stringify(body),
        }),
        400,
        'bad_request',
      );
    }
  });
});

describe('bad input never crashes the server', () => {
  const posts = ['/profiles/anonymous.json', '/tracking/sessions'];

  it('malformed JSON gives 400 with the error shape', async () => {
    for (const path of posts) {
      for (const raw of ['{', '{"profile":', 'nul', '[1,2', '{"a":1}}', '\u0000']) {
        const res = await request(server, path, { method: 'POST', body: raw });
        expectApiError(res, 400);
      }
    }
  });

  it('wrong types and empty bodies give 400', async () => {
    for (const path of posts) {
      for (const body of ['null', '1', '"x"', '[]', 'true', '{"profile":[]}', '{"customer_id":{"$gt":0}}']) {
        const res = await request(server, path, { method: 'POST', body });
        expectApiError(res, 400, 'bad_request');
      }
      const empty = await request(server, path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      });
      expectApiError(empty, 400);
    }
  });

  it('huge strings and bodies are refused', async () => {
    const huge = 'x'.repeat(200_000);
    const res = await request(server, '/profiles/anonymous.json', {
      method: 'POST',
      body: { profile: { domain: huge, name: 'x' } },
    });
    expectApiError(res, 400, 'bad_request');
    const tooBig = await request(server, '/tracking/sessions', {
      method: 'POST',
      body: { so: 'x'.repeat(400_000) },
    });
    expectApiError(tooBig, 413, 'payload_too_large');
    const longPath = await request(server, `/api/suppliers/${'a'.repeat(2000)}.json`);
    expectApiError(longPath, 400, 'bad_request');
    const veryLong = await request(server, `/api/suppliers/${'a'.repeat(5000)}.json`);
    expect([400, 404, 414]).toContain(veryLong.status);
    expectApiError(veryLong, veryLong.status);
    const longDomain = await request(server, `/experience/${'a'.repeat(280)}.localhost/config`);
    expect([200, 400, 404]).toContain(longDomain.status);
  });

  it('unsupported content type is a 415 with the error shape', async () => {
    const res = await request(server, '/tracking/sessions', {
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
      const res = await request(server, p);
      expect(res.status, p).toBeGreaterThanOrEqual(400);
      expect(res.status, p).toBeLessThan(500);
      if (!p.startsWith('/images')) expectApiError(res, res.status);
    }
    const res = await request(server, '/profiles/status.json', {
      headers: { profileid: '1'.repeat(50), token: 'x' },
    });
    expect([400, 401]).toContain(res.status);
    const nulBody = await request(server, '/profiles/anonymous.json', {
      method: 'POST',
      body: { profile: { domain: 'la-brasa.localhost', name: 'a\u0000b' } },
    });
    expectApiError(nulBody, 400, 'bad_request');
    const nulSession = await request(server, '/tracking/sessions', {
      method: 'POST',
      body: { customer_id: 1, so: '\u0000', browser: 'x', pixel_width: 1, pixel_height: 1 },
    });
    expectApiError(nulSession, 400, 'bad_request');
    // Still healthy.
    expect((await request(server, '/health')).status).toBe(200);
  });
});
