import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instanceConfigSchema, profileResponseSchema, VERIFICATION } from 'shared-contracts/schemas';
import { STAFF_AUTH_FAILURES } from '../../src/plugins/rate-limit.ts';
import { STAFF_TOKEN, expectSchema } from '../helpers.ts';
import { killSpawned, PROCESS_TEST_MS, type RunningApi, startApiProcess } from '../support/api-process.ts';
import { createFreshDatabase, type FreshDatabase, withClient } from '../support/fresh-database.ts';

/**
 * Two API processes on one PostgreSQL behind one address (a proxy spreading one client's requests over
 * both): every limit holds for the site, not once per process, because the counters are in the database.
 * It needs PostgreSQL; the same rules for one process on the embedded database are in
 * rate-limit-counters.test.ts, diner-write-limits.test.ts, staff-auth-throttle.test.ts and
 * phone-verification.test.ts.
 */
const postgresUrl = process.env.DATABASE_URL || undefined;
const postgresPassFollows = !postgresUrl && Boolean(process.env.TEST_DATABASE_URL);
if (!postgresUrl && !postgresPassFollows && process.env.CI === 'true') {
  throw new Error(
    'CI=true but neither DATABASE_URL nor TEST_DATABASE_URL is set: the two-process rate limit test needs PostgreSQL',
  );
}

/** `POST /profiles/anonymous.json`: this many a minute per address (its route's own limit). */
const ANONYMOUS_PER_MINUTE = 300;
const PHONE = '+573001114455';
/** `POST /profiles/verification_code.json`: this many a minute per address (its route's own limit). */
const CODE_REQUESTS_PER_MINUTE = 10;

interface Answer {
  status: number;
  json: unknown;
}

async function call(
  api: RunningApi,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const res = await fetch(`${api.base}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...init.headers, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, json: await res.json() };
}

const errorOf = (answer: Answer) => (answer.json as { error?: string }).error;

describe.skipIf(!postgresUrl)('rate limits with two API processes on one PostgreSQL', () => {
  let database: FreshDatabase | undefined;
  let first: RunningApi;
  let second: RunningApi;
  let customer: Record<string, string> = {};
  /** Two profiles (one made on each process) that saved `PHONE`; made first, before the profile test spends the address's count. */
  let askers: Record<string, string>[] = [];
  /** The process of the i-th request: one after the other, as a round-robin proxy sends them. */
  const either = (i: number) => (i % 2 === 0 ? first : second);

  beforeAll(async () => {
    database = await createFreshDatabase(postgresUrl ?? '', 'limits');
    const env = { DATABASE_URL: database.url, STAFF_TOKEN, LOG_LEVEL: 'info' };
    first = await startApiProcess(env);
    second = await startApiProcess(env);
    const config = await call(first, '/experience/la-brasa.localhost/config');
    customer = { customer_id: String(expectSchema(instanceConfigSchema, config.json).id) };
    askers = [await dinerWithPhone(first), await dinerWithPhone(second)];
  }, PROCESS_TEST_MS);

  afterAll(async () => {
    killSpawned();
    await database?.drop();
  });

  const newProfile = (api: RunningApi) =>
    call(api, '/profiles/anonymous.json', {
      method: 'POST',
      headers: customer,
      body: { profile: { domain: 'la-brasa.localhost', name: 'Diner' } },
    });

  async function dinerWithPhone(api: RunningApi): Promise<Record<string, string>> {
    const { profile } = expectSchema(profileResponseSchema, (await newProfile(api)).json);
    const headers = { ...customer, profileid: String(profile.id), token: profile.token };
    const saved = await call(api, `/profiles/account/${profile.id}.json`, {
      method: 'PUT',
      headers,
      body: { profile: { name: 'Ana', email: '', phone: PHONE } },
    });
    expect(saved.status).toBe(200);
    return headers;
  }

  it(
    'anonymous profiles: one address gets its limit for the whole site, not once per process',
    async () => {
      const statuses: number[] = [];
      // beforeAll made two profiles from this address already.
      const left = ANONYMOUS_PER_MINUTE - 2;
      // In small batches, so the whole run stays well inside the limit's minute.
      const total = left + 20;
      for (let start = 0; start < total; start += 10) {
        const batch = Array.from({ length: Math.min(10, total - start) }, (_, j) =>
          newProfile(either(start + j)),
        );
        statuses.push(...(await Promise.all(batch)).map((answer) => answer.status));
      }
      expect(statuses.filter((status) => status === 201)).toHaveLength(left);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20);
      // Both processes refuse now.
      expect(errorOf(await newProfile(first))).toBe('too_many_requests');
      expect(errorOf(await newProfile(second))).toBe('too_many_requests');
    },
    PROCESS_TEST_MS,
  );

  it(
    'failed staff logins add up across processes: the address is refused on both, even with the right token',
    async () => {
      const staffCall = (api: RunningApi, token: string) =>
        call(api, '/staff/error_reports?limit=1', { headers: { authorization: `Bearer ${token}` } });
      expect((await staffCall(first, STAFF_TOKEN)).status).toBe(200);
      for (let i = 0; i < STAFF_AUTH_FAILURES.max; i++) {
        expect((await staffCall(either(i), `guess-${i}`)).status).toBe(401);
      }
      for (const api of [first, second]) {
        const refused = await staffCall(api, STAFF_TOKEN);
        expect(refused.status).toBe(429);
        expect(errorOf(refused)).toBe('too_many_requests');
      }
    },
    PROCESS_TEST_MS,
  );

  it(
    'codes sent to one phone are counted for the site: whichever process and profile ask',
    async () => {
      let asked = 0;
      const ask = (i: number) => {
        asked++;
        return call(either(i), '/profiles/verification_code.json', {
          method: 'POST',
          headers: askers[i % 2],
        });
      };

      expect((await ask(0)).status).toBe(201);
      // At once through the other process: the phone's resend wait holds there too.
      const tooSoon = await ask(1);
      expect([tooSoon.status, errorOf(tooSoon)]).toEqual([429, 'code_resend_too_soon']);

      // Past each resend wait (the stored clock moved back), the phone's codes an hour add up on both.
      const passResendWait = () =>
        withClient(database?.url ?? '', (client) =>
          client.query(
            `update phone_code_sends set last_sent_at = last_sent_at - interval '${VERIFICATION.resendAfterMs + 1000} milliseconds'`,
          ),
        );
      for (let i = 1; i < VERIFICATION.codesPerPhone; i++) {
        await passResendWait();
        expect((await ask(i)).status).toBe(201);
      }
      await passResendWait();
      for (const i of [0, 1]) {
        const over = await ask(i);
        expect([over.status, errorOf(over)]).toEqual([429, 'phone_code_limit']);
      }

      // The code route's own limit per address counted every ask above, on both processes.
      while (asked < CODE_REQUESTS_PER_MINUTE) expect((await ask(asked)).status).toBe(429);
      for (const i of [0, 1]) expect(errorOf(await ask(i))).toBe('too_many_requests');
    },
    PROCESS_TEST_MS,
  );
});

if (!postgresUrl) {
  it.skip(
    postgresPassFollows
      ? 'rate limits with two API processes: runs in the PostgreSQL pass (DATABASE_URL from TEST_DATABASE_URL)'
      : 'rate limits with two API processes: needs DATABASE_URL (scripts/test-api.mjs sets it from TEST_DATABASE_URL)',
    () => undefined,
  );
}
