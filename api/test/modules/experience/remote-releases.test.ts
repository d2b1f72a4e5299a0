import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instanceConfigSchema } from 'shared-contracts/schemas';
import { remotesResponseSchema } from '../../../src/modules/staff/schemas.ts';
import { expectApiError, expectSchema, request, STAFF_TOKEN, useTestApi } from '../../helpers.ts';

// The checkout remote's host: its current build at the root and one published release, `canary-1`.
let host: Server;
let hostUrl = '';
const PUBLISHED = new Set(['/mf-manifest.json', '/releases/canary-1/mf-manifest.json']);
beforeAll(async () => {
  host = createServer((req, res) => {
    const published = PUBLISHED.has(req.url ?? '');
    res.writeHead(published ? 200 : 404, { 'content-type': 'application/json' });
    res.end(published ? JSON.stringify({ metaData: { name: 'mf_checkout' } }) : '{}');
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

const api = useTestApi(() => ({ MF_CHECKOUT_URL: hostUrl }));
const auth = { authorization: `Bearer ${STAFF_TOKEN}` };

const pin = (slug: string, body: object, headers: Record<string, string> = auth) =>
  request(api, `/staff/instances/${slug}/remotes/checkout`, { method: 'PUT', headers, body });

async function checkoutOf(domain: string) {
  const res = await request(api, `/experience/${domain}/config`);
  return expectSchema(instanceConfigSchema, res.json).remotes.find((remote) => remote.name === 'checkout');
}

describe('a canary release of a remote on one instance, then the rollback', () => {
  it('pins la-brasa to a published release while the others keep the current build', async () => {
    const res = await pin('la-brasa', { release: 'canary-1' });
    expect(res.status).toBe(200);
    const pinned = expectSchema(remotesResponseSchema, res.json).remotes.find((r) => r.name === 'checkout');
    expect(pinned).toMatchObject({ enabled: true, release: 'canary-1' });
    expect(pinned?.entry).toBe(`${hostUrl}/releases/canary-1/mf-manifest.json`);

    expect(await checkoutOf('la-brasa.localhost')).toMatchObject({
      release: 'canary-1',
      entry: `${hostUrl}/releases/canary-1/mf-manifest.json`,
    });
    expect(await checkoutOf('taqueria-lupita.localhost')).toMatchObject({
      release: null,
      entry: `${hostUrl}/mf-manifest.json`,
    });
  });

  it('rolls back with one call: release null is the current build again', async () => {
    const res = await pin('la-brasa', { release: null });
    expect(res.status).toBe(200);
    expect(await checkoutOf('la-brasa.localhost')).toMatchObject({
      enabled: true,
      release: null,
      entry: `${hostUrl}/mf-manifest.json`,
    });
  });

  it('refuses a release that is not published, a malformed name or no change, and changes nothing', async () => {
    expectApiError(await pin('la-brasa', { release: 'canary-2' }), 409, 'release_not_found');
    for (const release of ['../evil', 'UPPER', '', 'a/b', 'x'.repeat(65)]) {
      expectApiError(await pin('la-brasa', { release }), 400);
    }
    expectApiError(await pin('la-brasa', {}), 400);
    expectApiError(await pin('la-brasa', { release: 'canary-1' }, {}), 401, 'unauthorized');
    expect(await checkoutOf('la-brasa.localhost')).toMatchObject({ release: null, enabled: true });
  });

  it('pins and switches in one call, and a switch alone keeps the pin', async () => {
    expect((await pin('hotel-mirador', { enabled: false, release: 'canary-1' })).status).toBe(200);
    expect(await checkoutOf('hotel-mirador.localhost')).toMatchObject({
      enabled: false,
      release: 'canary-1',
    });
    expect((await pin('hotel-mirador', { enabled: true })).status).toBe(200);
    expect(await checkoutOf('hotel-mirador.localhost')).toMatchObject({ enabled: true, release: 'canary-1' });
  });
});
