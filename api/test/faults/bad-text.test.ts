import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema, profileResponseSchema } from 'shared-contracts/schemas';
import { profiles } from '../../src/db/schema.ts';
import { expectApiError, expectSchema, request, useTestApi } from '../helpers.ts';

const api = useTestApi();

async function profileCount(): Promise<number> {
  const [row] = await api.app.db.select({ n: count() }).from(profiles);
  return row?.n ?? 0;
}

describe('text that is not text', () => {
  it('refuses a JSON body whose bytes are not UTF-8, and stores nothing', async () => {
    const before = await profileCount();
    const body = Buffer.concat([
      Buffer.from('{"profile":{"domain":"la-brasa.localhost","name":"'),
      Buffer.from([0xc3, 0x28, 0xff]),
      Buffer.from('"}}'),
    ]);
    const res = await api.app.inject({
      method: 'POST',
      url: '/profiles/anonymous.json',
      headers: { host: 'localhost:4000', 'content-type': 'application/json' },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).message).toMatch(/UTF-8/);
    expect(await profileCount()).toBe(before);
  });

  it('refuses lone surrogates in JSON', async () => {
    const lone = await request(api, '/profiles/anonymous.json', {
      method: 'POST',
      body: '{"profile":{"domain":"la-brasa.localhost","name":"\\ud800"}}',
    });
    expectApiError(lone, 400, 'bad_request');
  });

  it('refuses a look-alike domain and stores the instance’s own domain for a local one', async () => {
    const cyrillic = await request(api, '/profiles/anonymous.json', {
      method: 'POST',
      body: { profile: { domain: 'lа-brasa.localhost', name: '' } },
    });
    expectApiError(cyrillic, 400, 'bad_request');

    const punycode = await request(api, '/profiles/anonymous.json', {
      method: 'POST',
      body: { profile: { domain: 'xn--l-brasa-2fg.localhost', name: '  ' } },
    });
    expect(punycode.status).toBe(201);
    const { profile } = expectSchema(profileResponseSchema, punycode.json);
    expect(profile.domain).toBe('la-brasa.localhost');
    expect(profile.name).toBe('');
  });

  it('refuses a session with an empty system or browser name', async () => {
    const ids = await request(api, '/experience/la-brasa.localhost/config');
    expect(ids.status).toBe(200);
    const res = await request(api, '/tracking/sessions', {
      method: 'POST',
      body: { customer_id: 1, so: '   ', browser: 'Chrome', pixel_width: 390, pixel_height: 844 },
    });
    expectApiError(res, 400, 'bad_request');
  });
});
