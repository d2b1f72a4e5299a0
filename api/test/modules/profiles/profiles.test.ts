import { describe, expect, it } from 'vitest';
import { profileResponseSchema } from 'shared-contracts/schemas';
import { expectApiError, expectSchema, request, useTestApi } from '../../helpers.ts';

const api = useTestApi();

describe('profiles', () => {
  async function create(name: string) {
    const res = await request(api, '/profiles/anonymous.json', {
      method: 'POST',
      body: { profile: { domain: 'la-brasa.localhost', name } },
    });
    expect(res.status).toBe(201);
    return expectSchema(profileResponseSchema, res.json).profile;
  }

  it('creates an anonymous profile and reads it back with its token', async () => {
    const p = await create('Ana');
    expect(p.anonymous).toBe(true);
    expect(p.name).toBe('Ana');
    expect(p.domain).toBe('la-brasa.localhost');
    expect(p.token.length).toBeGreaterThanOrEqual(32);
    const status = await request(api, '/profiles/status.json', {
      headers: { profileid: String(p.id), token: p.token },
    });
    expect(status.status).toBe(200);
    expect(expectSchema(profileResponseSchema, status.json).profile).toEqual(p);
  });

  it('two profiles get different tokens', async () => {
    const a = await create('A');
    const b = await create('B');
    expect(a.token).not.toBe(b.token);
    expect(a.id).not.toBe(b.id);
  });

  it('wrong token, missing headers and another profile id give 401', async () => {
    const mine = await create('Me');
    const other = await create('Other');
    expectApiError(
      await request(api, '/profiles/status.json', {
        headers: { profileid: String(mine.id), token: 'wrong' },
      }),
      401,
      'unauthorized',
    );
    expectApiError(
      await request(api, '/profiles/status.json', {
        headers: { profileid: String(other.id), token: mine.token },
      }),
      401,
      'unauthorized',
    );
    expectApiError(await request(api, '/profiles/status.json'), 401, 'unauthorized');
    expectApiError(
      await request(api, '/profiles/status.json', { headers: { profileid: 'x', token: mine.token } }),
      401,
      'unauthorized',
    );
    expectApiError(
      await request(api, '/profiles/status.json', { headers: { profileid: '99999', token: mine.token } }),
      401,
      'unauthorized',
    );
  });

  it('rejects bad bodies with 400 and an unknown public domain with 404', async () => {
    for (const body of [
      {},
      { profile: {} },
      { profile: { domain: '', name: 'x' } },
      { profile: { domain: 5, name: 'x' } },
    ]) {
      const res = await request(api, '/profiles/anonymous.json', { method: 'POST', body });
      const err = expectApiError(res, 400, 'bad_request');
      expect(err.issues?.length).toBeGreaterThan(0);
    }
    const long = await request(api, '/profiles/anonymous.json', {
      method: 'POST',
      body: { profile: { domain: 'la-brasa.localhost', name: 'x'.repeat(5000) } },
    });
    expect(expectApiError(long, 400, 'bad_request').issues?.[0]?.path).toBe('profile.name');
    const unknown = await request(api, '/profiles/anonymous.json', {
      method: 'POST',
      body: { profile: { domain: 'example.com', name: 'x' } },
    });
    expectApiError(unknown, 404, 'instance_not_found');
  });
});
