import { describe, expect, it } from 'vitest';
import { profileResponseSchema, type Profile } from 'shared-contracts/schemas';
import { expectApiError, expectSchema, request, useTestApi } from '../../helpers.ts';

const api = useTestApi();

async function create(name = ''): Promise<Profile> {
  const res = await request(api, '/profiles/anonymous.json', {
    method: 'POST',
    body: { profile: { domain: 'la-brasa.localhost', name } },
  });
  expect(res.status).toBe(201);
  return expectSchema(profileResponseSchema, res.json).profile;
}
const auth = (p: Profile) => ({ profileid: String(p.id), token: p.token });

describe('profile account', () => {
  it('saves name, email and phone and reads them back; the profile stops being anonymous', async () => {
    const p = await create();
    const put = await request(api, `/profiles/account/${p.id}.json`, {
      method: 'PUT',
      headers: auth(p),
      body: { profile: { name: 'Ana Gómez', email: 'Ana@Example.com', phone: '+573001112233' } },
    });
    expect(put.status).toBe(200);
    const got = await request(api, '/profiles/account.json', { headers: auth(p) });
    const saved = expectSchema(profileResponseSchema, got.json).profile;
    expect(saved).toMatchObject({
      id: p.id,
      name: 'Ana Gómez',
      email: 'ana@example.com',
      phone: '+573001112233',
      anonymous: false,
    });
  });

  it('trims a pasted name; flags a name too long as seen, a bad email, a phone without country code and an invalid number', async () => {
    const p = await create();
    const good = { name: 'Ana', email: 'ana@example.com', phone: '+573001112233' };
    const trimmed = await request(api, `/profiles/account/${p.id}.json`, {
      method: 'PUT',
      headers: auth(p),
      body: { profile: { ...good, name: '  Ana ' } },
    });
    expect(trimmed.status, trimmed.text).toBe(200);
    expect(expectSchema(profileResponseSchema, trimmed.json).profile.name).toBe('Ana');
    for (const [patch, path] of [
      [{ name: '😀'.repeat(121) }, 'profile.name'],
      [{ email: 'not-an-email' }, 'profile.email'],
      [{ phone: '3001112233' }, 'profile.phone'],
    ] as const) {
      const res = await request(api, `/profiles/account/${p.id}.json`, {
        method: 'PUT',
        headers: auth(p),
        body: { profile: { ...good, ...patch } },
      });
      const body = expectApiError(res, 400);
      expect(body.issues?.map((issue) => issue.path)).toContain(path);
    }
    expectApiError(
      await request(api, `/profiles/account/${p.id}.json`, {
        method: 'PUT',
        headers: auth(p),
        body: { profile: { ...good, phone: '+5730011' } },
      }),
      400,
      'invalid_phone',
    );
  });

  it('a forged profileid with another token reads and writes nothing', async () => {
    const mine = await create('Me');
    const other = await create('Other');
    expectApiError(
      await request(api, '/profiles/account.json', {
        headers: { profileid: String(other.id), token: mine.token },
      }),
      401,
      'unauthorized',
    );
    expectApiError(
      await request(api, `/profiles/account/${other.id}.json`, {
        method: 'PUT',
        headers: auth(mine),
        body: { profile: { name: 'Hijack', email: '', phone: '' } },
      }),
      401,
      'unauthorized',
    );
    const otherNow = await request(api, '/profiles/account.json', { headers: auth(other) });
    expect(expectSchema(profileResponseSchema, otherNow.json).profile.name).toBe('Other');
  });
});

describe('smart link login', () => {
  it('answers the profile with its token; a wrong token or another id logs nobody in', async () => {
    const p = await create('Linked');
    const ok = await request(
      api,
      `/profiles/login_smart_link/${p.id}.json?token=${encodeURIComponent(p.token)}`,
    );
    expect(ok.status).toBe(200);
    expect(expectSchema(profileResponseSchema, ok.json).profile).toEqual(p);

    const other = await create('Other');
    for (const url of [
      `/profiles/login_smart_link/${p.id}.json?token=wrong`,
      `/profiles/login_smart_link/${other.id}.json?token=${encodeURIComponent(p.token)}`,
      `/profiles/login_smart_link/99999999.json?token=${encodeURIComponent(p.token)}`,
    ]) {
      expectApiError(await request(api, url), 401, 'unauthorized');
    }
    expectApiError(await request(api, `/profiles/login_smart_link/${p.id}.json`), 400);
  });
});

describe('POST /legal/check_cookies.json', () => {
  it("records the profile's first acceptance and refuses a forged profileid", async () => {
    const p = await create();
    const host = 'la-brasa.localhost';
    const first = await request(api, '/legal/check_cookies.json', { method: 'POST', host, headers: auth(p) });
    expect(first.status).toBe(200);
    const again = await request(api, '/legal/check_cookies.json', { method: 'POST', host, headers: auth(p) });
    expect(again.json).toEqual(first.json);
    const other = await create();
    expectApiError(
      await request(api, '/legal/check_cookies.json', {
        method: 'POST',
        host,
        headers: { profileid: String(other.id), token: p.token },
      }),
      401,
      'unauthorized',
    );
  });
});
