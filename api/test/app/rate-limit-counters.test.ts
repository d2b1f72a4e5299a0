import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rateLimitCounters } from '../../src/db/schema.ts';
import { request, STAFF_TOKEN, useTestApi } from '../helpers.ts';

/**
 * The rate limits' counters live in the database (lib/rate-limit-store.ts), on either engine: one row per
 * limit and client, reused window after window, and nothing at all for the reads every page makes.
 */
const PER_ADDRESS = 3;
const api = useTestApi(() => ({ DINER_WRITES_PER_ADDRESS_PER_MINUTE: PER_ADDRESS }));
const HOST = 'la-brasa.localhost';
const ANONYMOUS = 'POST /profiles/anonymous.json';

const newProfile = (remoteAddress: string) =>
  request(api, '/profiles/anonymous.json', {
    method: 'POST',
    host: HOST,
    remoteAddress,
    body: { profile: { domain: HOST, name: 'Diner' } },
  });

async function counter(bucket: string, key: string) {
  const rows = await api.app.db
    .select()
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.bucket, bucket), eq(rateLimitCounters.key, key)));
  return rows;
}

const allCounters = async () =>
  Number((await api.app.db.select({ n: sql<number>`count(*)` }).from(rateLimitCounters))[0]?.n);

afterEach(() => {
  vi.useRealTimers();
});

describe('rate limit counters in the database', () => {
  it('keeps one row per route and client, counting up within its window', async () => {
    const before = Date.now();
    for (let i = 0; i < 3; i++) expect((await newProfile('192.0.2.50')).status).toBe(201);
    const rows = await counter(ANONYMOUS, 'ip:192.0.2.50');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.count).toBe(3);
    // The window started with the first request and lasts the route's minute.
    const endsAt = rows[0]?.windowEndsAt.getTime() ?? 0;
    expect(endsAt).toBeGreaterThanOrEqual(before + 60_000);
    expect(endsAt).toBeLessThanOrEqual(Date.now() + 60_000);
    // Another client has a row of its own.
    expect((await newProfile('192.0.2.51')).status).toBe(201);
    expect((await counter(ANONYMOUS, 'ip:192.0.2.51'))[0]?.count).toBe(1);
  });

  it('starts a new window in the same row once the last one has ended', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await newProfile('192.0.2.52')).status).toBe(201);
    expect((await newProfile('192.0.2.52')).status).toBe(201);
    vi.setSystemTime(Date.now() + 60_000);
    expect((await newProfile('192.0.2.52')).status).toBe(201);
    const rows = await counter(ANONYMOUS, 'ip:192.0.2.52');
    expect(rows.map((row) => [row.count, row.windowEndsAt.getTime()])).toEqual([[1, Date.now() + 60_000]]);
  });

  it('refuses a client over its limit without another statement: its count stops where the limit is', async () => {
    const consent = () =>
      request(api, '/legal/check_cookies.json', { method: 'POST', host: HOST, remoteAddress: '192.0.2.55' });
    const statuses: number[] = [];
    for (let i = 0; i < PER_ADDRESS + 5; i++) statuses.push((await consent()).status);
    // No profile headers: each allowed request is a 401, then the limit answers.
    expect(statuses).toEqual([...Array(PER_ADDRESS).fill(401), ...Array(5).fill(429)]);
    const [row] = await counter('POST /legal/check_cookies.json', 'ip:192.0.2.55');
    expect(row?.count).toBe(PER_ADDRESS);
  });

  it('counts failed staff logins under one name for every staff route', async () => {
    const failed = await request(api, '/staff/error_reports?limit=1', {
      headers: { authorization: 'Bearer wrong' },
      remoteAddress: '192.0.2.53',
    });
    expect(failed.status).toBe(401);
    expect((await counter('staff-login-failures', 'ip:192.0.2.53'))[0]?.count).toBe(1);
    // A good call is never counted.
    const good = await request(api, '/staff/error_reports?limit=1', {
      headers: { authorization: `Bearer ${STAFF_TOKEN}` },
      remoteAddress: '192.0.2.53',
    });
    expect(good.status).toBe(200);
    expect((await counter('staff-login-failures', 'ip:192.0.2.53'))[0]?.count).toBe(1);
  });

  it('never counts the reads every page makes (menu, branch, config)', async () => {
    const before = await allCounters();
    for (let i = 0; i < 5; i++) {
      for (const path of [
        '/api/suppliers/chapinero/menu.json',
        '/api/suppliers/chapinero.json',
        '/experience/la-brasa.localhost:5173/config',
      ]) {
        const res = await request(api, path, { host: HOST, remoteAddress: '192.0.2.54' });
        expect(res.status, path).toBe(200);
      }
    }
    expect(await allCounters()).toBe(before);
  });
});
