import { describe, expect, it } from 'vitest';
import { instanceConfigSchema, REMOTE_NAMES } from 'shared-contracts/schemas';
import { remotesResponseSchema } from '../../../src/modules/staff/schemas.ts';
import { expectApiError, expectSchema, request, STAFF_TOKEN, useTestApi } from '../../helpers.ts';

const api = useTestApi();

const auth = { authorization: `Bearer ${STAFF_TOKEN}` };

/** `PUT /staff/instances/{slug}/remotes/{remote}` with the staff token unless `headers` say otherwise. */
function switchRemote(
  slug: string,
  remote: string,
  body: string | object,
  headers: Record<string, string> = auth,
) {
  return request(api, `/staff/instances/${slug}/remotes/${remote}`, { method: 'PUT', headers, body });
}

async function remotesOf(domain: string, headers: Record<string, string> = {}) {
  const res = await request(api, `/experience/${domain}/config`, { headers });
  return { res, config: res.status === 200 ? expectSchema(instanceConfigSchema, res.json) : undefined };
}

describe('PUT /staff/instances/{slug}/remotes/{remote}', () => {
  it('needs the staff token', async () => {
    const wrongHeaders: Record<string, string>[] = [
      {},
      { authorization: 'Bearer nope' },
      { authorization: STAFF_TOKEN },
    ];
    for (const headers of wrongHeaders) {
      expectApiError(
        await switchRemote('la-brasa', 'booking', { enabled: false }, headers),
        401,
        'unauthorized',
      );
    }
    // Nothing changed.
    const { config } = await remotesOf('la-brasa.localhost');
    expect(config?.remotes.every((r) => r.enabled)).toBe(true);
  });

  it('switching off shows on the very next config request (cached ETag revalidates), and on again', async () => {
    const before = await remotesOf('la-brasa.localhost');
    const etag = String(before.res.headers['etag']);
    const off = await switchRemote('la-brasa', 'booking', { enabled: false });
    expect(off.status).toBe(200);
    const remotes = expectSchema(remotesResponseSchema, off.json).remotes;
    expect(remotes.map((r) => r.name)).toEqual([...REMOTE_NAMES]);
    expect(remotes.find((r) => r.name === 'booking')?.enabled).toBe(false);

    const after = await remotesOf('la-brasa.localhost', { 'if-none-match': etag });
    expect(after.res.status).toBe(200);
    expect(after.config?.remotes.find((r) => r.name === 'booking')?.enabled).toBe(false);
    expect(after.config?.remotes.filter((r) => r.enabled)).toHaveLength(REMOTE_NAMES.length - 1);
    expect(after.res.headers['etag']).not.toBe(etag);
    // Other instances are untouched.
    const lupita = await remotesOf('taqueria-lupita.localhost');
    expect(lupita.config?.remotes.find((r) => r.name === 'delivery')?.enabled).toBe(true);

    const on = await switchRemote('la-brasa', 'booking', { enabled: true });
    expect(on.status).toBe(200);
    const again = await remotesOf('localhost');
    expect(again.config?.remotes.every((r) => r.enabled)).toBe(true);
  });

  it('unknown remote is a 400, unknown instance a 404, bad body a 400', async () => {
    expectApiError(await switchRemote('la-brasa', 'payments', { enabled: true }), 400, 'bad_request');
    expectApiError(await switchRemote('nope', 'menu', { enabled: true }), 404, 'instance_not_found');
    for (const body of [{}, { enabled: 'yes' }, { enabled: 1 }, [], 'true']) {
      expectApiError(await switchRemote('la-brasa', 'menu', JSON.stringify(body)), 400, 'bad_request');
    }
  });
});

describe('PUT /staff/instances/{slug}/popup', () => {
  const popup = {
    id: 'cumple-2026',
    title: 'Mes de cumpleaños',
    body: 'Postre gratis si cumples este mes.',
    image: 'images/postre.svg',
    link: null,
  };
  const setPopup = (slug: string, body: unknown, headers: Record<string, string> = auth) =>
    request(api, `/staff/instances/${slug}/popup`, { method: 'PUT', headers, body: body as object });

  it('sets the popup the next config shows (its image made absolute), and null removes it', async () => {
    const before = await request(api, '/experience/la-brasa.localhost/config');
    const res = await setPopup('la-brasa', { popup });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ popup });
    // The cached config is not served again: its ETag changes with the instance.
    const after = await request(api, '/experience/la-brasa.localhost/config', {
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.status).toBe(200);
    expect(expectSchema(instanceConfigSchema, after.json).popup).toEqual({
      ...popup,
      image: `http://localhost:${api.port}/images/postre.svg`,
    });

    expect((await setPopup('la-brasa', { popup: null })).status).toBe(200);
    const { config } = await remotesOf('la-brasa.localhost');
    expect(config?.popup).toBeNull();
  });

  it('needs the staff token, a known instance and a popup with an id', async () => {
    expectApiError(await setPopup('la-brasa', { popup }, {}), 401, 'unauthorized');
    expectApiError(await setPopup('nowhere', { popup }), 404, 'instance_not_found');
    expectApiError(await setPopup('la-brasa', { popup: { ...popup, id: '' } }), 400, 'bad_request');
    expectApiError(await setPopup('la-brasa', {}), 400, 'bad_request');
    const { config } = await remotesOf('la-brasa.localhost');
    expect(config?.popup).toBeNull();
  });
});

describe('staff routes read no body before the token', () => {
  const bad: { label: string; headers: Record<string, string>; payload: string | Buffer }[] = [
    { label: 'broken JSON', headers: { 'content-type': 'application/json' }, payload: '{"popup":' },
    { label: 'a type it does not take', headers: { 'content-type': 'text/xml' }, payload: '<popup/>' },
    {
      label: 'a body over the limit',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.alloc(3 * 1024 * 1024, 0x20),
    },
    {
      label: 'bytes that are not UTF-8',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.from([0x7b, 0xff, 0x7d]),
    },
  ];
  it.each(bad)(
    'answers 401 to $label without a token, and to a wrong token',
    async ({ headers, payload }) => {
      for (const auth of [{}, { authorization: 'Bearer nope' }]) {
        const res = await api.app.inject({
          method: 'PUT',
          url: '/staff/instances/la-brasa/popup',
          headers: { host: 'la-brasa.localhost', ...headers, ...auth },
          payload,
        });
        expect(res.statusCode, res.body).toBe(401);
        expect(res.json()).toMatchObject({ error: 'unauthorized' });
      }
    },
  );
});
