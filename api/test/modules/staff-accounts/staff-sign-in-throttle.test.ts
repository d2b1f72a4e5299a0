import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../../../src/app.ts';
import { instances, staffSignInFailures } from '../../../src/db/schema.ts';
import { signInKeys, STAFF_SIGN_IN_LIMITS } from '../../../src/lib/staff-auth/sign-in-throttle.ts';
import { expectApiError, STAFF_TOKEN, TEST_PASSWORD_COST, useTestApi } from '../../helpers.ts';
import {
  DEMO_PASSWORD,
  demoEmail,
  signIn,
  signInRequest,
  siteOrigin,
  staffCall,
} from '../../support/staff-session.ts';

const api = useTestApi();
const owner = demoEmail('owner', 'la-brasa');

afterEach(() => {
  vi.useRealTimers();
});

const tryPassword = (email: string, password: string, remoteAddress: string) =>
  signInRequest(api, 'la-brasa', email, password, { remoteAddress });

describe('failed sign-ins are throttled per account', () => {
  it('after STAFF_SIGN_IN_LIMITS.perAccount failures the account is refused with 429 and Retry-After, even with the right password, from any address', async () => {
    const email = demoEmail('manager', 'la-brasa');
    for (let i = 0; i < STAFF_SIGN_IN_LIMITS.perAccount; i++) {
      // Each from its own address: the account's count is what stops them.
      expectApiError(await tryPassword(email, `guess-${i}`, `203.0.113.${i + 1}`), 401, 'sign_in_failed');
    }
    const refused = await tryPassword(email, DEMO_PASSWORD, '203.0.113.200');
    expectApiError(refused, 429, 'too_many_requests');
    expect(refused.headers['set-cookie']).toBeUndefined();
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(STAFF_SIGN_IN_LIMITS.windowMs / 1000);
    // Other accounts are not held by it.
    expect((await tryPassword(owner, DEMO_PASSWORD, '203.0.113.201')).status).toBe(200);
  });

  it('an unknown email is counted the same way, so the answers never tell which emails exist', async () => {
    const unknown = 'nobody-here@la-brasa.demo';
    const known = demoEmail('waiter', 'la-brasa');
    for (let i = 0; i < STAFF_SIGN_IN_LIMITS.perAccount; i++) {
      const a = await tryPassword(unknown, 'guess', `198.51.100.${i + 1}`);
      const b = await tryPassword(known, 'guess', `198.51.100.${i + 101}`);
      expect([a.status, a.json]).toEqual([b.status, b.json]);
    }
    const a = await tryPassword(unknown, 'guess', '198.51.100.250');
    const b = await tryPassword(known, 'guess', '198.51.100.251');
    expectApiError(a, 429, 'too_many_requests');
    expect([a.status, (a.json as { error: string }).error]).toEqual([
      b.status,
      (b.json as { error: string }).error,
    ]);
  });

  it('a right password gives its try back: only failures add up', async () => {
    const email = demoEmail('kitchen', 'la-brasa');
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < STAFF_SIGN_IN_LIMITS.perAccount - 1; i++) {
        expectApiError(await tryPassword(email, 'guess', '192.0.2.10'), 401, 'sign_in_failed');
      }
      expect((await tryPassword(email, DEMO_PASSWORD, '192.0.2.10')).status).toBe(200);
    }
  });

  it('lets the account try again once its window has passed, not a second before', async () => {
    // Only Date is faked, and it stands still: the window is measured on the clock the API reads.
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const email = demoEmail('owner', 'hotel-mirador');
    const at = (address: string) =>
      signInRequest(api, 'hotel-mirador', email, DEMO_PASSWORD, { remoteAddress: address });
    for (let i = 0; i < STAFF_SIGN_IN_LIMITS.perAccount; i++) {
      await signInRequest(api, 'hotel-mirador', email, 'guess', { remoteAddress: `192.0.2.${i + 20}` });
    }
    const refused = await at('192.0.2.99');
    expectApiError(refused, 429, 'too_many_requests');
    expect(refused.headers['retry-after']).toBe(String(STAFF_SIGN_IN_LIMITS.windowMs / 1000));

    vi.setSystemTime(start + STAFF_SIGN_IN_LIMITS.windowMs - 1_000);
    const late = await at('192.0.2.99');
    expectApiError(late, 429, 'too_many_requests');
    expect(late.headers['retry-after']).toBe('1');

    vi.setSystemTime(start + STAFF_SIGN_IN_LIMITS.windowMs);
    expect((await at('192.0.2.99')).status).toBe(200);
  });

  it('counts the email however it is typed (case, spaces) as one account', async () => {
    const variants = [
      'manager@taqueria-lupita.demo',
      'Manager@Taqueria-Lupita.demo',
      ' MANAGER@taqueria-lupita.demo ',
    ];
    for (let i = 0; i < STAFF_SIGN_IN_LIMITS.perAccount; i++) {
      const res = await signInRequest(api, 'taqueria-lupita', variants[i % variants.length] ?? '', 'guess', {
        remoteAddress: `198.18.0.${i + 1}`,
      });
      expectApiError(res, 401, 'sign_in_failed');
    }
    const res = await signInRequest(api, 'taqueria-lupita', 'manager@taqueria-lupita.demo', DEMO_PASSWORD, {
      remoteAddress: '198.18.0.200',
    });
    expectApiError(res, 429, 'too_many_requests');
  });

  it('keeps the counts in the database, per account and per address, without the email in clear', async () => {
    const email = demoEmail('waiter', 'hotel-mirador');
    const address = '198.18.1.1';
    const [mirador] = await api.app.db
      .select({ id: instances.id })
      .from(instances)
      .where(eq(instances.slug, 'hotel-mirador'));
    const keys = signInKeys(mirador?.id ?? 0, email, `ip:${address}`);
    const failuresOf = async (key: string) =>
      (await api.app.db.select().from(staffSignInFailures).where(eq(staffSignInFailures.key, key)))[0]
        ?.failures;
    for (let i = 0; i < 3; i++) {
      await signInRequest(api, 'hotel-mirador', email, 'guess', { remoteAddress: address });
    }
    expect(await failuresOf(keys.account)).toBe(3);
    expect(await failuresOf(keys.address)).toBe(3);
    for (const row of await api.app.db.select().from(staffSignInFailures)) {
      expect(row.key).not.toContain('@');
    }
    // A right password starts the account's count again and gives the address back the try it spent.
    expect(
      (await signInRequest(api, 'hotel-mirador', email, DEMO_PASSWORD, { remoteAddress: address })).status,
    ).toBe(200);
    expect(await failuresOf(keys.account)).toBeUndefined();
    expect(await failuresOf(keys.address)).toBe(3);
  });

  it('tries sent all at once are counted one by one: no more than the limit reach the password check', async () => {
    const email = demoEmail('kitchen', 'hotel-mirador');
    const extra = 5;
    const answers = await Promise.all(
      Array.from({ length: STAFF_SIGN_IN_LIMITS.perAccount + extra }, (_, i) =>
        signInRequest(api, 'hotel-mirador', email, 'guess', { remoteAddress: `198.18.2.${i + 1}` }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(STAFF_SIGN_IN_LIMITS.perAccount);
    expect(statuses.filter((status) => status === 429)).toHaveLength(extra);
  });

  it('guessing the current password through a session is counted the same way', async () => {
    const client = await signIn(api, 'zumeria-tropical', 'manager', '198.18.3.1');
    for (let i = 0; i < STAFF_SIGN_IN_LIMITS.perAccount; i++) {
      const res = await staffCall(api, client, '/staff/session/password', {
        method: 'PUT',
        body: { current_password: `guess-${i}`, new_password: 'a brand new passphrase' },
      });
      expectApiError(res, 400, 'password_wrong');
    }
    const res = await staffCall(api, client, '/staff/session/password', {
      method: 'PUT',
      body: { current_password: DEMO_PASSWORD, new_password: 'a brand new passphrase' },
    });
    expectApiError(res, 429, 'too_many_requests');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // The account's sign-in is held by the same count.
    expectApiError(
      await signInRequest(api, 'zumeria-tropical', demoEmail('manager', 'zumeria-tropical'), DEMO_PASSWORD, {
        remoteAddress: '198.18.3.2',
      }),
      429,
      'too_many_requests',
    );
  });
});

describe('failed sign-ins are throttled per address', () => {
  it('after STAFF_SIGN_IN_LIMITS.perAddress failures on any emails, the address is refused, even for a right password', async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < STAFF_SIGN_IN_LIMITS.perAddress; i++) {
      expectApiError(
        await tryPassword(`someone-${i}@la-brasa.demo`, 'guess', address),
        401,
        'sign_in_failed',
      );
    }
    expectApiError(await tryPassword(owner, DEMO_PASSWORD, address), 429, 'too_many_requests');
    expect((await tryPassword(owner, DEMO_PASSWORD, '203.0.113.78')).status).toBe(200);
  });
});

describe('several API processes count the same tries', () => {
  let second: App;
  beforeAll(async () => {
    // A second app on the same database: its own memory, the same tables (as a second process would).
    second = await buildApp({
      database: api.app.database,
      migrate: false,
      env: { DATA_DIR: 'memory://', STAFF_TOKEN, PORT: 4000 },
      logger: false,
      passwordCost: TEST_PASSWORD_COST,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
  });

  it('failures on two processes add up to one count', async () => {
    const email = demoEmail('owner', 'taqueria-lupita');
    const on = (app: App, password: string, address: string) =>
      app.inject({
        method: 'POST',
        url: '/staff/session',
        headers: { host: 'taqueria-lupita.localhost:4000', origin: siteOrigin('taqueria-lupita') },
        payload: { email, password },
        remoteAddress: address,
      });
    for (let i = 0; i < STAFF_SIGN_IN_LIMITS.perAccount; i++) {
      const res = await on(i % 2 === 0 ? api.app : second, 'guess', `192.0.2.${i + 50}`);
      expect(res.statusCode).toBe(401);
    }
    expect((await on(second, DEMO_PASSWORD, '192.0.2.120')).statusCode).toBe(429);
    expect((await on(api.app, DEMO_PASSWORD, '192.0.2.121')).statusCode).toBe(429);
  });
});
