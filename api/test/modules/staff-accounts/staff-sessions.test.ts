import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { capabilitiesOf, staffInviteResponseSchema, staffSessionSchema } from 'shared-contracts/schemas';
import { staffAccounts, staffSessions } from '../../../src/db/schema.ts';
import { STAFF_SESSION } from '../../../src/lib/staff-auth/session-cookie.ts';
import { expectApiError, expectSchema, request, STAFF_TOKEN, useTestApi } from '../../helpers.ts';
import {
  cookieOf,
  DEMO_PASSWORD,
  demoEmail,
  signIn,
  signInRequest,
  siteOrigin,
  staffCall,
  type StaffClient,
} from '../../support/staff-session.ts';

const api = useTestApi();
const OPERATOR = { authorization: `Bearer ${STAFF_TOKEN}` };
const popupPath = '/staff/instances/la-brasa/popup';

afterEach(() => {
  vi.useRealTimers();
});

const me = (client: StaffClient) => staffCall(api, client, '/staff/session');

describe('signing in (POST /staff/session)', () => {
  it('sets an HttpOnly, Secure, SameSite=Strict cookie on /staff and answers the account, its capabilities and a CSRF token', async () => {
    const res = await signInRequest(api, 'la-brasa', demoEmail('waiter', 'la-brasa'), DEMO_PASSWORD);
    expect(res.status, res.text).toBe(200);
    const cookie = res.headers['set-cookie'] ?? '';
    expect(cookie).toMatch(/^mesa_staff=[A-Za-z0-9_-]{43};/);
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/staff']) {
      expect(cookie).toContain(attribute);
    }
    expect(cookie).toContain(`Max-Age=${STAFF_SESSION.absoluteMs / 1000}`);
    const session = expectSchema(staffSessionSchema, res.json);
    expect(session.account).toMatchObject({ email: 'waiter@la-brasa.demo', roles: ['waiter'] });
    expect(session.instance.slug).toBe('la-brasa');
    expect(session.capabilities).toEqual(capabilitiesOf(['waiter']));
    expect(session.capabilities).not.toContain('kitchen');
    expect(session.csrf_token.length).toBeGreaterThan(20);
    // The CSRF token is not the cookie's secret.
    expect(cookie).not.toContain(session.csrf_token);
  });

  it('answers a wrong password and an unknown email with the same 401, and sets no cookie', async () => {
    const wrong = await signInRequest(api, 'la-brasa', demoEmail('owner', 'la-brasa'), 'not-the-password');
    const unknown = await signInRequest(api, 'la-brasa', 'nobody@la-brasa.demo', DEMO_PASSWORD);
    const bodies = [wrong, unknown].map((res) => expectApiError(res, 401, 'sign_in_failed'));
    expect(bodies[0]).toEqual(bodies[1]);
    expect(cookieOf(wrong)).toBeUndefined();
    expect(cookieOf(unknown)).toBeUndefined();
  });

  it("compares the email trimmed and in any case, and only within the host's instance", async () => {
    const res = await signInRequest(api, 'la-brasa', '  Owner@LA-BRASA.demo ', DEMO_PASSWORD);
    expect(res.status, res.text).toBe(200);
    // La Brasa's account does not exist on Hotel Mirador's host.
    const elsewhere = await signInRequest(
      api,
      'hotel-mirador',
      demoEmail('owner', 'la-brasa'),
      DEMO_PASSWORD,
    );
    expectApiError(elsewhere, 401, 'sign_in_failed');
  });

  it("refuses a sign-in that does not come from the instance's own site (login CSRF)", async () => {
    for (const origin of ['http://evil.example', siteOrigin('hotel-mirador'), '']) {
      const res = await signInRequest(api, 'la-brasa', demoEmail('owner', 'la-brasa'), DEMO_PASSWORD, {
        origin,
      });
      expectApiError(res, 403, 'csrf_invalid');
      expect(cookieOf(res)).toBeUndefined();
    }
  });
});

describe('the session', () => {
  it('GET /staff/session answers the signed-in account; signed out it is 401; the operator has no account', async () => {
    const client = await signIn(api, 'la-brasa', 'kitchen');
    const res = await me(client);
    expect(res.status, res.text).toBe(200);
    const session = expectSchema(staffSessionSchema, res.json);
    expect(session.account.email).toBe('kitchen@la-brasa.demo');
    expect(session.csrf_token).toBe(client.csrf);
    expectApiError(await request(api, '/staff/session'), 401, 'unauthorized');
    expectApiError(await request(api, '/staff/session', { headers: OPERATOR }), 403, 'account_only');
  });

  it('a made-up cookie is 401 session_expired and the cookie is cleared', async () => {
    const res = await request(api, '/staff/session', {
      headers: { cookie: 'mesa_staff=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    expectApiError(res, 401, 'session_expired');
    expect(res.headers['set-cookie']).toMatch(/^mesa_staff=;.*Max-Age=0/);
  });

  it('signing out ends the session: its cookie is refused afterwards', async () => {
    const client = await signIn(api, 'la-brasa', 'manager');
    const out = await staffCall(api, client, '/staff/session', { method: 'DELETE' });
    expect(out.status, out.text).toBe(200);
    expect(out.headers['set-cookie']).toMatch(/^mesa_staff=;.*Max-Age=0/);
    expectApiError(await me(client), 401, 'session_expired');
  });

  it('ends after STAFF_SESSION.idleMs unused, and after STAFF_SESSION.absoluteMs whatever the use', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const hour = 60 * 60_000;
    const at = (hours: number) => vi.setSystemTime(start + hours * hour);
    const idle = await signIn(api, 'la-brasa', 'waiter');
    const busy = await signIn(api, 'la-brasa', 'waiter');
    // Used every 11 hours the busy session lives on; the idle one ends at 12.
    at(11);
    expect((await me(busy)).status).toBe(200);
    at(12.5);
    expectApiError(await me(idle), 401, 'session_expired');
    let used = 12.5;
    while (used + 11 < STAFF_SESSION.absoluteMs / hour) {
      at(used);
      expect((await me(busy)).status, `after ${used} h`).toBe(200);
      used += 11;
    }
    at(STAFF_SESSION.absoluteMs / hour);
    expectApiError(await me(busy), 401, 'session_expired');
  });
});

describe('CSRF on every write with a session', () => {
  const popup = { popup: null };

  it('refuses a write without the token, with a wrong one, or from another origin, and changes nothing', async () => {
    const client = await signIn(api, 'la-brasa', 'manager');
    const before = await api.app.db.select().from(staffSessions);
    const attempts: Record<string, string>[] = [
      { cookie: client.cookie, origin: siteOrigin('la-brasa') },
      { cookie: client.cookie, origin: siteOrigin('la-brasa'), 'x-csrf-token': 'forged' },
      { cookie: client.cookie, origin: 'http://evil.example', 'x-csrf-token': client.csrf },
      { cookie: client.cookie, 'x-csrf-token': client.csrf },
    ];
    for (const headers of attempts) {
      const res = await request(api, popupPath, { method: 'PUT', headers, body: popup });
      expectApiError(res, 403, 'csrf_invalid');
    }
    // Another session's token does not open this one.
    const other = await signIn(api, 'la-brasa', 'owner');
    const crossed = await request(api, popupPath, {
      method: 'PUT',
      headers: { cookie: client.cookie, origin: siteOrigin('la-brasa'), 'x-csrf-token': other.csrf },
      body: popup,
    });
    expectApiError(crossed, 403, 'csrf_invalid');
    expect(await api.app.db.select().from(staffSessions)).toHaveLength(before.length + 1);
    const ok = await staffCall(api, client, popupPath, { method: 'PUT', body: popup });
    expect(ok.status, ok.text).toBe(200);
  });

  it('reads need no CSRF token; the operator token needs none either', async () => {
    const client = await signIn(api, 'la-brasa', 'manager');
    const read = await request(api, '/staff/instances/la-brasa/audit', {
      headers: { cookie: client.cookie },
    });
    expect(read.status, read.text).toBe(200);
    const operator = await request(api, popupPath, { method: 'PUT', headers: OPERATOR, body: popup });
    expect(operator.status, operator.text).toBe(200);
  });
});

describe('passwords and revocation', () => {
  it('changing the password asks the current one, refuses a weak one, and signs out every other session', async () => {
    const invited = await invite('cook.one@la-brasa.test', ['kitchen']);
    const first = await signIn(api, 'la-brasa', { email: 'cook.one@la-brasa.test', password: invited });
    // An invited account must choose its own password before anything else.
    expectApiError(
      await staffCall(api, first, '/staff/instances/la-brasa/branches/chapinero/kitchen'),
      403,
      'password_change_required',
    );
    const change = (client: StaffClient, current: string, next: string) =>
      staffCall(api, client, '/staff/session/password', {
        method: 'PUT',
        body: { current_password: current, new_password: next },
      });
    expectApiError(await change(first, 'wrong-password', 'a-good-new-password'), 400, 'password_wrong');
    expectApiError(await change(first, invited, 'short'), 400, 'password_too_weak');
    expectApiError(await change(first, invited, 'cook.one@la-brasa.test'), 400, 'password_too_weak');
    const second = await signIn(api, 'la-brasa', { email: 'cook.one@la-brasa.test', password: invited });
    const changed = await change(first, invited, 'a-good-new-password');
    expect(changed.status, changed.text).toBe(200);
    expect(expectSchema(staffSessionSchema, changed.json).account.must_change_password).toBe(false);
    expect((await staffCall(api, first, '/staff/instances/la-brasa/branches/chapinero/kitchen')).status).toBe(
      200,
    );
    expectApiError(await me(second), 401, 'session_expired');
    expectApiError(
      await signInRequest(api, 'la-brasa', 'cook.one@la-brasa.test', invited),
      401,
      'sign_in_failed',
    );
    expect(
      (await signInRequest(api, 'la-brasa', 'cook.one@la-brasa.test', 'a-good-new-password')).status,
    ).toBe(200);
  });

  it("removing an account signs out every session of it; an owner's reset does too and asks for a new password", async () => {
    const owner = await signIn(api, 'la-brasa', 'owner');
    const password = await invite('waiter.two@la-brasa.test', ['waiter']);
    const waiter = await signIn(api, 'la-brasa', { email: 'waiter.two@la-brasa.test', password });
    const [row] = await api.app.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.email, 'waiter.two@la-brasa.test'));
    const reset = await staffCall(api, owner, `/staff/instances/la-brasa/team/${row?.id}/password`, {
      method: 'POST',
    });
    expect(reset.status, reset.text).toBe(200);
    expectApiError(await me(waiter), 401, 'session_expired');
    const { temporary_password } = reset.json as { temporary_password: string };
    const again = await signIn(api, 'la-brasa', {
      email: 'waiter.two@la-brasa.test',
      password: temporary_password,
    });
    expect(again.session.account.must_change_password).toBe(true);

    const removed = await staffCall(api, owner, `/staff/instances/la-brasa/team/${row?.id}`, {
      method: 'DELETE',
    });
    expect(removed.status, removed.text).toBe(200);
    expectApiError(await me(again), 401, 'session_expired');
    expect(
      await api.app.db
        .select()
        .from(staffSessions)
        .where(eq(staffSessions.accountId, row?.id ?? 0)),
    ).toEqual([]);
  });
});

/** The owner invites an account; returns its temporary password. */
async function invite(email: string, roles: string[]): Promise<string> {
  const owner = await signIn(api, 'la-brasa', 'owner');
  const res = await staffCall(api, owner, '/staff/instances/la-brasa/team', {
    method: 'POST',
    body: { email, name: 'New colleague', roles },
  });
  expect(res.status, res.text).toBe(201);
  return expectSchema(staffInviteResponseSchema, res.json).temporary_password;
}
