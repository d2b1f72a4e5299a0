import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instanceConfigSchema, REMOTE_NAMES } from 'shared-contracts/schemas';
import { remotesResponseSchema } from '../src/modules/staff/schemas.ts';
import { buildTestApi, expectApiError, expectSchema, request, STAFF_TOKEN, type TestApi } from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await buildTestApi();
});
afterAll(async () => {
  await api?.close();
});

const auth = { authorization: `Bearer ${STAFF_TOKEN}` };

async function remotesOf(domain: string, headers: Record<string, string> = {}) {
  const res = await request(api, `/experience/${domain}/config`, { headers });
  return { res, config: res.status === 200 ? expectSchema(instanceConfigSchema, res.json) : undefined };
}

describe('PUT /staff/instances/{slug}/remotes/{remote}', () => {
  it('needs the staff token', async () => {
    const path = '/staff/instances/la-brasa/remotes/booking';
    expectApiError(
      await request(api, path, { method: 'PUT', body: { enabled: false } }),
      401,
      'unauthorized',
    );
    expectApiError(
      await request(api, path, {
        method: 'PUT',
        body: { enabled: false },
        headers: { authorization: 'Bearer nope' },
      }),
      401,
      'unauthorized',
    );
    expectApiError(
      await request(api, path, {
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
    const off = await request(api, '/staff/instances/la-brasa/remotes/booking', {
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

    const on = await request(api, '/staff/instances/la-brasa/remotes/booking', {
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
      await request(api, '/staff/instances/la-brasa/remotes/payments', {
        method: 'PUT',
        headers: auth,
        body: { enabled: true },
      }),
      400,
      'bad_request',
    );
    expectApiError(
      await request(api, '/staff/instances/nope/remotes/menu', {
        method: 'PUT',
        headers: auth,
        body: { enabled: true },
      }),
      404,
      'instance_not_found',
    );
    for (const body of [{}, { enabled: 'yes' }, { enabled: 1 }, [], 'true']) {
      expectApiError(
        await request(api, '/staff/instances/la-brasa/remotes/menu', {
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
