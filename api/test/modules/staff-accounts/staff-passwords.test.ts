import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { capabilitiesOf, staffInviteResponseSchema } from 'shared-contracts/schemas';
import { buildApp } from '../../../src/app.ts';
import { auditLog, instances, staffAccounts, staffSessions } from '../../../src/db/schema.ts';
import {
  createPasswordHasher,
  requireStrongPassword,
  SCRYPT_COST,
  temporaryPassword,
} from '../../../src/lib/staff-auth/passwords.ts';
import { DEMO_STAFF_PASSWORD, seedDemoStaff } from '../../../src/seed/demo-staff.ts';
import {
  expectApiError,
  expectSchema,
  request,
  STAFF_TOKEN,
  TEST_PASSWORD_COST,
  useTestApi,
} from '../../helpers.ts';
import { cookieOf, signIn, signInRequest, staffCall } from '../../support/staff-session.ts';

const api = useTestApi();
const OPERATOR = { authorization: `Bearer ${STAFF_TOKEN}` };
const PHC = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/;

/** Every text of a table, as one string: a password must appear nowhere in it. */
async function tableText(table: 'staff_accounts' | 'staff_sessions' | 'audit_log'): Promise<string> {
  const result: unknown = await api.app.db.execute(
    sql`select string_agg(x::text, '|') as t from ${sql.identifier(table)} x`,
  );
  return (result as { rows: { t: string | null }[] }).rows[0]?.t ?? '';
}

describe('staff passwords are scrypt hashes', () => {
  it("hashes with OWASP's scrypt cost by default (N = 2^17, r = 8, p = 1) in the PHC string format", async () => {
    expect(SCRYPT_COST).toEqual({ ln: 17, r: 8, p: 1 });
    const hasher = createPasswordHasher();
    const hash = await hasher.hash('correct horse battery');
    expect(hash).toMatch(PHC);
    expect(hash.startsWith('$scrypt$ln=17,r=8,p=1$')).toBe(true);
    expect(await hasher.verify(hash, 'correct horse battery')).toBe(true);
    expect(await hasher.verify(hash, 'correct horse batterY')).toBe(false);
  }, 60_000);

  it('salts every hash, and never matches a malformed or missing hash', async () => {
    const hasher = createPasswordHasher(TEST_PASSWORD_COST);
    const [a, b] = [await hasher.hash('same password'), await hasher.hash('same password')];
    expect(a).not.toBe(b);
    expect(await hasher.verify(b, 'same password')).toBe(true);
    for (const stored of [undefined, '', 'same password', '$scrypt$ln=10,r=8,p=1$bad$bad', a.slice(0, -4)]) {
      expect(await hasher.verify(stored, 'same password'), String(stored)).toBe(false);
    }
  });

  it('stores no password in plain text: demo, invited and changed passwords alike', async () => {
    const invited = await request(api, '/staff/instances/la-brasa/team', {
      method: 'POST',
      headers: OPERATOR,
      body: { email: 'plain.check@la-brasa.test', name: 'Plain check', roles: ['waiter'] },
    });
    const temporary = expectSchema(staffInviteResponseSchema, invited.json).temporary_password;
    const client = await signIn(api, 'la-brasa', { email: 'plain.check@la-brasa.test', password: temporary });
    const chosen = 'a very private passphrase';
    const changed = await staffCall(api, client, '/staff/session/password', {
      method: 'PUT',
      body: { current_password: temporary, new_password: chosen },
    });
    expect(changed.status, changed.text).toBe(200);
    const text = [
      await tableText('staff_accounts'),
      await tableText('staff_sessions'),
      await tableText('audit_log'),
    ].join('|');
    expect(text).toContain('account.password_change');
    for (const secret of [DEMO_STAFF_PASSWORD, temporary, chosen]) expect(text).not.toContain(secret);
    const rows = await api.app.db.select({ hash: staffAccounts.passwordHash }).from(staffAccounts);
    expect(rows.length).toBeGreaterThan(30);
    for (const row of rows) expect(row.hash).toMatch(PHC);
  });

  it('no answer carries a password hash: sign-in, who am I, the team, an invite, a reset', async () => {
    const owner = await signIn(api, 'la-brasa', 'owner');
    const invited = await staffCall(api, owner, '/staff/instances/la-brasa/team', {
      method: 'POST',
      body: { email: 'no.hash@la-brasa.test', name: 'No hash', roles: ['kitchen'] },
    });
    expect(invited.status, invited.text).toBe(201);
    const id = expectSchema(staffInviteResponseSchema, invited.json).account.id;
    const answers = [
      await signInRequest(api, 'la-brasa', 'owner@la-brasa.demo', DEMO_STAFF_PASSWORD),
      await staffCall(api, owner, '/staff/session'),
      await staffCall(api, owner, '/staff/instances/la-brasa/team'),
      invited,
      await staffCall(api, owner, `/staff/instances/la-brasa/team/${id}/password`, { method: 'POST' }),
    ];
    for (const res of answers) {
      expect(res.status, res.text).toBeLessThan(300);
      expect(res.text).not.toMatch(/\$scrypt\$|password_hash|passwordHash/);
      expect(res.text).not.toContain(DEMO_STAFF_PASSWORD);
    }
  });

  it('a wrong password is 401 sign_in_failed and opens nothing; a changed password stops working', async () => {
    const email = 'wrong.password@la-brasa.test';
    const invited = await request(api, '/staff/instances/la-brasa/team', {
      method: 'POST',
      headers: OPERATOR,
      body: { email, name: 'Wrong password', roles: ['waiter'] },
    });
    const { account, temporary_password: temporary } = expectSchema(staffInviteResponseSchema, invited.json);
    const sessionsOf = () =>
      api.app.db.select().from(staffSessions).where(eq(staffSessions.accountId, account.id));
    const signIns = () =>
      api.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.accountId, account.id), eq(auditLog.action, 'session.sign_in')));

    for (const wrong of [`${temporary}x`, temporary.toUpperCase(), ` ${temporary}`, 'mesa-demo']) {
      const res = await signInRequest(api, 'la-brasa', email, wrong);
      expectApiError(res, 401, 'sign_in_failed');
      expect(cookieOf(res), wrong).toBeUndefined();
    }
    expect(await sessionsOf()).toEqual([]);
    expect(await signIns()).toEqual([]);
    const [untouched] = await api.app.db.select().from(staffAccounts).where(eq(staffAccounts.id, account.id));
    expect(untouched?.lastSignInAt).toBeNull();

    const client = await signIn(api, 'la-brasa', { email, password: temporary });
    const chosen = 'another private passphrase';
    const wrongCurrent = await staffCall(api, client, '/staff/session/password', {
      method: 'PUT',
      body: { current_password: `${temporary}x`, new_password: chosen },
    });
    expectApiError(wrongCurrent, 400, 'password_wrong');
    const [still] = await api.app.db.select().from(staffAccounts).where(eq(staffAccounts.id, account.id));
    expect(still?.passwordHash).toBe(untouched?.passwordHash);

    const changed = await staffCall(api, client, '/staff/session/password', {
      method: 'PUT',
      body: { current_password: temporary, new_password: chosen },
    });
    expect(changed.status, changed.text).toBe(200);
    expectApiError(await signInRequest(api, 'la-brasa', email, temporary), 401, 'sign_in_failed');
    expect((await signInRequest(api, 'la-brasa', email, chosen)).status).toBe(200);
  });

  it('rehashes at the next sign-in a hash made with another cost', async () => {
    const older = createPasswordHasher({ ln: 9, r: 8, p: 1 });
    const [row] = await api.app.db
      .insert(staffAccounts)
      .values({
        instanceId: 3,
        email: 'old.hash@la-brasa.test',
        name: 'Old hash',
        roles: ['waiter'],
        passwordHash: await older.hash('an older password'),
      })
      .returning();
    expect(row?.passwordHash.startsWith('$scrypt$ln=9,')).toBe(true);
    expect((await signInRequest(api, 'la-brasa', 'old.hash@la-brasa.test', 'an older password')).status).toBe(
      200,
    );
    const [after] = await api.app.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.id, row?.id ?? 0));
    expect(after?.passwordHash.startsWith(`$scrypt$ln=${TEST_PASSWORD_COST.ln},`)).toBe(true);
    expect((await signInRequest(api, 'la-brasa', 'old.hash@la-brasa.test', 'an older password')).status).toBe(
      200,
    );
  });

  it('temporary passwords are 16 readable characters; chosen ones at least 10 and not the email', () => {
    const seen = new Set(Array.from({ length: 50 }, temporaryPassword));
    expect(seen.size).toBe(50);
    for (const password of seen) expect(password).toMatch(/^[a-hj-km-np-z2-9]{4}(-[a-hj-km-np-z2-9]{4}){3}$/);
    expect(() => requireStrongPassword('a-long-enough-one', 'ana@x.test')).not.toThrow();
    for (const weak of ['short', 'ana@x.test', 'aaaaaaaaaaaaaa', 'ababababababab']) {
      expect(() => requireStrongPassword(weak, 'ana@x.test'), weak).toThrow(/at least 10/);
    }
  });
});

describe('the demo accounts', () => {
  it('exist for every instance, one per role, with the demo password', async () => {
    const rows = await api.app.db
      .select()
      .from(staffAccounts)
      .where(sql`${staffAccounts.email} like '%.demo'`);
    const instances = (await api.app.db.execute(
      sql`select count(*)::int as n from instances`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(rows).toHaveLength((instances.rows[0]?.n ?? 0) * 4);
    expect(rows.map((row) => row.email)).toContain('kitchen@la-brasa.demo');
  });

  it('every one signs in on its own instance with the demo password and gets its role', async () => {
    const all = await api.app.db
      .select({ slug: instances.slug, email: staffAccounts.email, roles: staffAccounts.roles })
      .from(staffAccounts)
      .innerJoin(instances, eq(instances.id, staffAccounts.instanceId))
      .where(sql`${staffAccounts.email} like '%.demo'`);
    expect(all.length).toBeGreaterThan(0);
    for (const { slug, email, roles } of all) {
      const role = roles[0];
      expect(roles, email).toHaveLength(1);
      expect(email).toBe(`${role}@${slug}.demo`);
      const client = await signIn(api, slug, { email, password: DEMO_STAFF_PASSWORD });
      expect(client.session.account.roles).toEqual(roles);
      expect(client.session.capabilities).toEqual(capabilitiesOf(roles));
      expect(client.session.account.must_change_password).toBe(false);
    }
    // The demo password opens no account of another instance's host.
    expectApiError(
      await signInRequest(api, 'hotel-mirador', 'owner@la-brasa.demo', DEMO_STAFF_PASSWORD),
      401,
      'sign_in_failed',
    );
  });

  it('are never created with NODE_ENV=production, and a second run creates none', async () => {
    const before = await api.app.db.select().from(staffAccounts);
    await api.app.db.delete(staffAccounts).where(eq(staffAccounts.email, 'waiter@menu-nuevo.demo'));
    await expect(seedDemoStaff(api.app.db, 'production', api.app.passwords)).rejects.toThrow(
      /NODE_ENV=production/,
    );
    expect(await api.app.db.select().from(staffAccounts)).toHaveLength(before.length - 1);
    expect(await seedDemoStaff(api.app.db, 'development', api.app.passwords)).toBe(1);
    expect(await seedDemoStaff(api.app.db, 'development', api.app.passwords)).toBe(0);
  });

  it('an API started with NODE_ENV=production has none', async () => {
    // Its own embedded database (on either engine run): production must not touch the test's tables.
    const production = await buildApp({
      env: {
        NODE_ENV: 'production',
        STAFF_TOKEN: 'a-production-secret',
        DATA_DIR: 'memory://',
        DATABASE_URL: undefined,
      },
      logger: false,
      passwordCost: TEST_PASSWORD_COST,
    });
    try {
      const [accounts] = await production.db.select({ n: sql<number>`count(*)::int` }).from(staffAccounts);
      const [seeded] = await production.db.select({ n: sql<number>`count(*)::int` }).from(instances);
      expect(seeded?.n).toBeGreaterThan(0);
      expect(accounts?.n).toBe(0);
      const res = await production.inject({
        method: 'POST',
        url: '/staff/session',
        headers: { host: 'la-brasa.localhost:4000', origin: 'http://la-brasa.localhost:5173' },
        payload: { email: 'owner@la-brasa.demo', password: DEMO_STAFF_PASSWORD },
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await production.close();
    }
  }, 120_000);
});
