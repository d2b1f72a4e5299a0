// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleProfileCookie, profileFromCookie } from './profile-cookie.ts';

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://x');
    if (!handleProfileCookie(req, res, pathname)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/_profile`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

describe('the profile cookie', () => {
  it('is set HttpOnly for the whole site from a same-origin POST, and cleared by DELETE', async () => {
    const set = await post(JSON.stringify({ id: 9, token: 'abc_DEF-123' }), { origin: base });
    expect(set.status).toBe(204);
    const cookie = set.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^mesa_profile=9\.abc_DEF-123; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    expect(profileFromCookie(`a=1; ${cookie.split(';')[0]}`)).toEqual({ id: 9, token: 'abc_DEF-123' });

    const https = await post(JSON.stringify({ id: 9, token: 'abc' }), { 'x-forwarded-proto': 'https' });
    expect(https.headers.get('set-cookie')).toContain('; Secure');

    const cleared = await fetch(`${base}/_profile`, { method: 'DELETE' });
    expect(cleared.status).toBe(204);
    expect(cleared.headers.get('set-cookie')).toMatch(/^mesa_profile=; Path=\/; Max-Age=0; HttpOnly/);
  });

  it('refuses another site, a body that is not JSON credentials, and other methods, setting nothing', async () => {
    const answers = await Promise.all([
      post(JSON.stringify({ id: 9, token: 'abc' }), { origin: 'http://evil.example' }),
      post(JSON.stringify({ id: 9, token: 'abc' }), { 'sec-fetch-site': 'cross-site' }),
      post(JSON.stringify({ id: 9, token: 'a;b' })),
      post(JSON.stringify({ id: -1, token: 'abc' })),
      post('not json'),
      post(JSON.stringify({ id: 9, token: 'x'.repeat(2000) })),
      fetch(`${base}/_profile`, { method: 'POST', body: 'id=9&token=abc' }),
      fetch(`${base}/_profile`),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 400, 400, 400, 400, 415, 405]);
    expect(answers.every((answer) => answer.headers.get('set-cookie') === null)).toBe(true);
  });

  it('reads only a well-formed value', () => {
    expect(profileFromCookie(undefined)).toBeNull();
    expect(profileFromCookie('mesa_profile=9')).toBeNull();
    expect(profileFromCookie('mesa_profile=9.a b')).toBeNull();
    expect(profileFromCookie('xmesa_profile=9.abc')).toBeNull();
    expect(profileFromCookie('mesa_profile=12.abc; other=1')).toEqual({ id: 12, token: 'abc' });
  });
});
