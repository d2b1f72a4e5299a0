import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_AUTH_FAILURES } from '../../../src/plugins/rate-limit.ts';
import { expectApiError, request, STAFF_TOKEN, useTestApi } from '../../helpers.ts';

const api = useTestApi();

/** A staff read every deployment has: the latest error reports. */
const staffCall = (remoteAddress: string, token: string) =>
  request(api, '/staff/error_reports?limit=1', {
    headers: { authorization: `Bearer ${token}` },
    remoteAddress,
  });

/** Spends the address's failures: every one answered 401, as any wrong token is. */
async function exhaust(remoteAddress: string) {
  for (let i = 0; i < STAFF_AUTH_FAILURES.max; i++) {
    expectApiError(await staffCall(remoteAddress, `guess-${i}`), 401, 'unauthorized');
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('failed staff logins are throttled per address', () => {
  it('after the failures an address may make, it gets 429 with Retry-After, even with the right token; others go on', async () => {
    await exhaust('198.51.100.1');
    for (const token of ['another-guess', STAFF_TOKEN]) {
      const refused = await staffCall('198.51.100.1', token);
      expectApiError(refused, 429, 'too_many_requests');
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(STAFF_AUTH_FAILURES.windowMs / 1000);
    }
    expect((await staffCall('198.51.100.2', STAFF_TOKEN)).status).toBe(200);
  });

  it('never limits successful calls', async () => {
    for (let i = 0; i < STAFF_AUTH_FAILURES.max * 3; i++) {
      expect((await staffCall('198.51.100.3', STAFF_TOKEN)).status).toBe(200);
    }
    // Failures still count after any number of good calls.
    await exhaust('198.51.100.3');
    expectApiError(await staffCall('198.51.100.3', STAFF_TOKEN), 429, 'too_many_requests');
  });

  it('counts failures on every staff route together, and refuses every staff route once they are spent', async () => {
    const document = (await request(api, '/openapi.json')).json as {
      paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
    };
    // Every call the operator's token opens (signing in takes no token, and is throttled on its own).
    const operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/staff'))
      .flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([, operation]) => operation.security?.some((scheme) => 'staffToken' in scheme))
          .map(([method]) => ({
            method: method.toUpperCase() as 'GET' | 'PUT' | 'POST' | 'DELETE',
            url: path.replace(/\{[^}]+\}/g, '1'),
          })),
      );
    expect(operations.length).toBeGreaterThan(5);

    // The failures of one address add up across routes: one wrong token on each until they are spent.
    let spent = 0;
    while (spent < STAFF_AUTH_FAILURES.max) {
      for (const operation of operations) {
        if (spent === STAFF_AUTH_FAILURES.max) break;
        const res = await request(api, operation.url, {
          method: operation.method,
          headers: { authorization: 'Bearer wrong' },
          remoteAddress: '198.51.100.4',
        });
        expect(res.status, `${operation.method} ${operation.url}`).toBe(401);
        spent++;
      }
    }
    for (const operation of operations) {
      const res = await request(api, operation.url, {
        method: operation.method,
        headers: { authorization: `Bearer ${STAFF_TOKEN}` },
        remoteAddress: '198.51.100.4',
      });
      expect(res.status, `${operation.method} ${operation.url}`).toBe(429);
    }
  });

  it('lets the address try again once its window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await exhaust('198.51.100.5');
    expect((await staffCall('198.51.100.5', STAFF_TOKEN)).status).toBe(429);
    vi.setSystemTime(Date.now() + STAFF_AUTH_FAILURES.windowMs);
    expect((await staffCall('198.51.100.5', STAFF_TOKEN)).status).toBe(200);
  });
});
