import { eq, inArray, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { VERIFICATION } from 'shared-contracts/schemas';
import * as schema from '../../src/db/schema.ts';
import { PROFILE_REFERENCES, pruneStale, RETENTION } from '../../src/lib/retention.ts';
import { STAFF_SIGN_IN_LIMITS } from '../../src/lib/staff-auth/sign-in-throttle.ts';
import { useTestApi } from '../helpers.ts';

const api = useTestApi();
const DAY = 24 * 60 * 60 * 1_000;
const NOTHING = {
  sessions: 0,
  profiles: 0,
  errorReports: 0,
  searchLogs: 0,
  bookings: 0,
  phoneCodeSends: 0,
  staffSignInFailures: 0,
  rateLimitCounters: 0,
  cartDrafts: 0,
};

describe('retention', () => {
  it('knows every table that points at a profile (a new one must be added to PROFILE_REFERENCES)', () => {
    const referencing = Object.values(schema as Record<string, unknown>)
      .filter((value): value is PgTable => is(value, PgTable))
      .filter((table) =>
        getTableConfig(table).foreignKeys.some((fk) => fk.reference().foreignTable === schema.profiles),
      )
      .map((table) => getTableConfig(table).name)
      .sort();
    expect(PROFILE_REFERENCES.map(({ table }) => getTableConfig(table).name).sort()).toEqual(referencing);
  });

  it('deletes old sessions and old untouched anonymous profiles, and keeps everything a diner used', async () => {
    const { db } = api.app;
    const now = new Date('2026-11-22T12:00:00Z');
    const old = new Date(now.getTime() - (RETENTION.untouchedProfileDays + 1) * DAY);
    const oldSession = new Date(now.getTime() - (RETENTION.sessionDays + 1) * DAY);
    const recent = new Date(now.getTime() - DAY);
    const [instance] = await db.select().from(schema.instances).where(eq(schema.instances.slug, 'la-brasa'));
    if (!instance) throw new Error('la-brasa is missing from the fixtures');
    const instanceId = instance.id;
    const [supplier] = await db
      .select()
      .from(schema.suppliers)
      .where(eq(schema.suppliers.instanceId, instanceId));
    if (!supplier) throw new Error('la-brasa has no branch');

    const profile = (createdAt: Date, extra: Partial<typeof schema.profiles.$inferInsert> = {}) => ({
      instanceId,
      tokenHash: 'x',
      anonymous: true,
      domain: 'la-brasa.localhost',
      name: 'Anónimo',
      createdAt,
      ...extra,
    });
    const rows = await db
      .insert(schema.profiles)
      .values([
        profile(old), // untouched: deleted
        profile(recent), // too young: kept
        profile(old, { email: 'ana@example.com' }), // gave data: kept
        profile(old, { anonymous: false }), // logged in: kept
        profile(old, { categories: ['vegan'] }), // said what they like: kept
        profile(old, { sex: 'other' }), // gave their details: kept
        profile(old, { dni: 'X1234567' }), // gave their document: kept
        profile(old), // opened a purchase: kept
      ])
      .returning({ id: schema.profiles.id });
    const ids = rows.map((row) => row.id);
    await db
      .insert(schema.purchases)
      .values({ instanceId, supplierId: supplier.id, openedBy: ids.at(-1) ?? 0 });

    const session = (createdAt: Date) => ({
      instanceId,
      so: 'Android',
      browser: 'Chrome',
      pixelWidth: 390,
      pixelHeight: 844,
      createdAt,
    });
    const sessionRows = await db
      .insert(schema.sessions)
      .values([session(oldSession), session(recent)])
      .returning({ id: schema.sessions.id });
    const oldReport = new Date(now.getTime() - (RETENTION.errorReportDays + 1) * DAY);
    const reportRows = await db
      .insert(schema.errorReports)
      .values([
        { kind: 'error', message: 'old', createdAt: oldReport },
        { kind: 'error', message: 'recent', createdAt: recent },
      ])
      .returning({ id: schema.errorReports.id });

    const deleted = await pruneStale(db, now);
    expect(deleted).toEqual({ ...NOTHING, sessions: 1, profiles: 1, errorReports: 1 });

    const left = await db
      .select({ id: schema.profiles.id })
      .from(schema.profiles)
      .where(inArray(schema.profiles.id, ids));
    expect(left.map((row) => row.id).sort((a, b) => a - b)).toEqual(ids.slice(1));
    const sessionsLeft = await db
      .select({ id: schema.sessions.id })
      .from(schema.sessions)
      .where(
        inArray(
          schema.sessions.id,
          sessionRows.map((row) => row.id),
        ),
      );
    expect(sessionsLeft.map((row) => row.id)).toEqual([sessionRows.at(-1)?.id]);
    const reportsLeft = await db.select({ id: schema.errorReports.id }).from(schema.errorReports);
    expect(reportsLeft.map((row) => row.id)).toEqual([reportRows.at(-1)?.id]);

    // A second run finds nothing more.
    expect(await pruneStale(db, now)).toEqual(NOTHING);
  });

  it('blanks who made a booking long past (the booking stays), deletes old address searches and spent per-phone counts', async () => {
    const { db } = api.app;
    // The first test's clock: what it kept is still young.
    const now = new Date('2026-11-22T12:00:00Z');
    const [supplier] = await db.select().from(schema.suppliers).limit(1);
    if (!supplier) throw new Error('no branch in the fixtures');
    const [slot] = await db
      .insert(schema.bookingSlots)
      .values({ supplierId: supplier.id, date: '2026-10-01', hour: '20:00' })
      .returning();
    if (!slot) throw new Error('no slot');
    const booking = (startsAt: Date, name: string) => ({
      instanceId: supplier.instanceId,
      slotId: slot.id,
      tokenHash: 'x',
      startsAt,
      persons: 2,
      name,
      phone: '+57 300 111 2233',
      email: `${name}@example.com`,
      dniType: 'passport' as const,
      dni: 'X1234567',
      status: 'approved' as const,
    });
    const past = new Date(now.getTime() - (RETENTION.bookingContactDays + 1) * DAY);
    const recent = new Date(now.getTime() - (RETENTION.bookingContactDays - 1) * DAY);
    const [old, young] = await db
      .insert(schema.bookings)
      .values([booking(past, 'old'), booking(recent, 'young')])
      .returning({ id: schema.bookings.id });
    const search = (createdAt: Date, query: string) => ({
      instanceId: supplier.instanceId,
      query,
      latitude: 4.6,
      longitude: -74.1,
      createdAt,
    });
    await db
      .insert(schema.searchLogs)
      .values([
        search(new Date(now.getTime() - (RETENTION.searchLogDays + 1) * DAY), 'Calle 1'),
        search(new Date(now.getTime() - DAY), 'Calle 2'),
      ]);
    const hour = VERIFICATION.phoneWindowMs;
    await db.insert(schema.phoneCodeSends).values([
      {
        phoneHash: 'spent',
        windowStartedAt: new Date(now.getTime() - 2 * hour),
        sentInWindow: 5,
        lastSentAt: new Date(now.getTime() - hour - 1),
      },
      {
        phoneHash: 'live',
        windowStartedAt: new Date(now.getTime() - 2 * hour),
        sentInWindow: 1,
        lastSentAt: new Date(now.getTime() - 1_000),
      },
    ]);

    expect(await pruneStale(db, now)).toEqual({ ...NOTHING, bookings: 1, searchLogs: 1, phoneCodeSends: 1 });

    const rows = await db
      .select()
      .from(schema.bookings)
      .where(inArray(schema.bookings.id, [old?.id ?? 0, young?.id ?? 0]))
      .orderBy(schema.bookings.id);
    expect(
      rows.map(({ name, phone, email, dni, persons, status }) => ({
        name,
        phone,
        email,
        dni,
        persons,
        status,
      })),
    ).toEqual([
      { name: '', phone: '', email: '', dni: '', persons: 2, status: 'approved' },
      {
        name: 'young',
        phone: '+57 300 111 2233',
        email: 'young@example.com',
        dni: 'X1234567',
        persons: 2,
        status: 'approved',
      },
    ]);
    expect(rows[0]?.anonymizedAt?.toISOString()).toBe(now.toISOString());
    const searches = await db.select({ query: schema.searchLogs.query }).from(schema.searchLogs);
    expect(searches.map((row) => row.query)).toEqual(['Calle 2']);
    const counts = await db.select({ hash: schema.phoneCodeSends.phoneHash }).from(schema.phoneCodeSends);
    expect(counts.map((row) => row.hash)).toEqual(['live']);

    // Blanked once: the next run touches nothing.
    expect(await pruneStale(db, now)).toEqual(NOTHING);
  });

  it('deletes staff sign-in counts whose window has passed, and keeps the ones that still hold', async () => {
    const { db } = api.app;
    const now = new Date('2026-11-22T12:00:00Z');
    const window = STAFF_SIGN_IN_LIMITS.windowMs;
    await db.insert(schema.staffSignInFailures).values([
      { key: 'address:ip:192.0.2.1', windowStartedAt: new Date(now.getTime() - window), failures: 30 },
      { key: 'account:1:spent', windowStartedAt: new Date(now.getTime() - 2 * window), failures: 3 },
      { key: 'account:1:live', windowStartedAt: new Date(now.getTime() - window + 1_000), failures: 11 },
    ]);

    expect(await pruneStale(db, now)).toEqual({ ...NOTHING, staffSignInFailures: 2 });
    const left = await db.select({ key: schema.staffSignInFailures.key }).from(schema.staffSignInFailures);
    expect(left.map((row) => row.key)).toEqual(['account:1:live']);
    expect(await pruneStale(db, now)).toEqual(NOTHING);
  });

  it('deletes rate limit counters whose window has ended, and keeps the ones still counting', async () => {
    const { db } = api.app;
    const now = new Date('2026-11-22T12:00:00Z');
    await db.insert(schema.rateLimitCounters).values([
      { bucket: 'POST /retention-test', key: 'ip:192.0.2.1', count: 7, windowEndsAt: now },
      {
        bucket: 'POST /retention-test',
        key: 'ip:192.0.2.2',
        count: 300,
        windowEndsAt: new Date(now.getTime() - DAY),
      },
      {
        bucket: 'POST /retention-test',
        key: 'ip:192.0.2.3',
        count: 1,
        windowEndsAt: new Date(now.getTime() + 1),
      },
    ]);

    expect(await pruneStale(db, now)).toEqual({ ...NOTHING, rateLimitCounters: 2 });

    const left = await db
      .select({ key: schema.rateLimitCounters.key })
      .from(schema.rateLimitCounters)
      .where(eq(schema.rateLimitCounters.bucket, 'POST /retention-test'));
    expect(left.map((row) => row.key)).toEqual(['ip:192.0.2.3']);
  });
});
