import { describe, expect, it } from 'vitest';
import { customerIds, request, useTestApi } from '../helpers.ts';

const PROXY = '10.0.0.5';
const LIMIT = 3;
const api = useTestApi(() => ({ TRUSTED_PROXIES: [PROXY], DINER_WRITES_PER_ADDRESS_PER_MINUTE: LIMIT }));

/** A request as it arrives from `from` (the socket's address), with the headers a proxy would add. */
function fromAddress(
  from: string,
  url: string,
  headers: Record<string, string>,
  method: 'GET' | 'POST' = 'POST',
) {
  return api.app.inject({
    method,
    url,
    remoteAddress: from,
    headers: { host: 'la-brasa.localhost', ...headers },
  });
}

// A write without a profile is counted per client address: the count shows which address the API believed.
async function statusesOf(from: string, forwardedFor: (i: number) => string) {
  const statuses: number[] = [];
  for (let i = 0; i < LIMIT * 2; i++) {
    const res = await fromAddress(from, '/legal/check_cookies.json', { 'x-forwarded-for': forwardedFor(i) });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('X-Forwarded-* is believed only from TRUSTED_PROXIES', () => {
  it('from any other address, a made-up X-Forwarded-For does not escape the count of the real address', async () => {
    const statuses = await statusesOf('192.0.2.10', (i) => `198.51.100.${i}`);
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
    expect(statuses.slice(LIMIT)).toEqual(Array(LIMIT).fill(429));
  });

  it("from the proxy, each client's own address counts", async () => {
    expect(await statusesOf(PROXY, (i) => `203.0.113.${i}`)).toEqual(Array(LIMIT * 2).fill(401));
    const one = await statusesOf(PROXY, () => '203.0.113.200');
    expect(one.slice(LIMIT)).toEqual(Array(LIMIT).fill(429));
  });

  it("from the proxy, made-up profile ids do not split one client's count", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT * 2; i++) {
      const res = await fromAddress(PROXY, '/legal/check_cookies.json', {
        'x-forwarded-for': '203.0.113.201',
        profileid: String(800_000 + i),
        token: 'made-up',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(401), ...Array(LIMIT).fill(429)]);
  });

  it('X-Forwarded-Proto: https makes the cookie cross-site only when the proxy sent it', async () => {
    const { 'la-brasa': customer } = await customerIds(api, ['la-brasa']);
    async function deviceCookie(from: string) {
      const session = await request(api, '/tracking/sessions', {
        method: 'POST',
        body: { customer_id: customer, so: 'Linux', browser: 'Chrome', pixel_width: 390, pixel_height: 844 },
      });
      const { id } = session.json as { id: number };
      const res = await fromAddress(
        from,
        `/tracking/cookie_manager?session_id=${id}&customer_id=${customer}&consent=1`,
        { 'x-forwarded-proto': 'https' },
        'GET',
      );
      expect(res.statusCode, res.body).toBe(200);
      return String(res.headers['set-cookie']);
    }
    const direct = await deviceCookie('192.0.2.11');
    expect(direct).toContain('SameSite=Lax');
    expect(direct).not.toContain('Secure');
    expect(await deviceCookie(PROXY)).toContain('SameSite=None; Secure');
  });
});
