import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, instanceRemotes } from '../../../src/db/schema.ts';
import { OPERATOR } from '../../../src/lib/audit.ts';
import { changeRemote } from '../../../src/modules/staff/queries.ts';
import { customerIds, request, useTestApi } from '../../helpers.ts';

const api = useTestApi(() => ({ CANARY_ERROR_MARGIN: 1, CANARY_MIN_REPORTS: 4 }));

const openSessions = async (customer: number, n: number) => {
  for (let i = 0; i < n; i++) {
    const res = await request(api, '/tracking/sessions', {
      method: 'POST',
      body: { customer_id: customer, so: 'Linux', browser: 'Chrome', pixel_width: 390, pixel_height: 844 },
    });
    expect(res.status).toBe(201);
  }
};
const report = async (customer: number) => {
  const res = await request(api, '/tracking/error_reports', {
    method: 'POST',
    body: { customer_id: customer, kind: 'error', message: 'TypeError: x is undefined' },
  });
  expect(res.status).toBe(201);
};
const checkoutRelease = async (instanceId: number) => {
  const [row] = await api.app.db
    .select({ release: instanceRemotes.release })
    .from(instanceRemotes)
    .where(and(eq(instanceRemotes.instanceId, instanceId), eq(instanceRemotes.name, 'checkout')));
  return row?.release;
};
const rollbacks = (instanceId: number) =>
  api.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.instanceId, instanceId), eq(auditLog.action, 'remote.canary_rollback')));

describe('a canary whose error rate runs past the current build is rolled back by itself', () => {
  it('keeps a canary that errs no more than the current build, and unpins one that errs more', async () => {
    const ids = await customerIds(api, ['la-brasa', 'taqueria-lupita', 'hotel-mirador']);
    const idOf = (slug: string): number => {
      const id = ids[slug];
      if (id === undefined) throw new Error(`no instance ${slug}`);
      return id;
    };
    const [brasa, lupita, mirador] = [idOf('la-brasa'), idOf('taqueria-lupita'), idOf('hotel-mirador')];
    await changeRemote(api.app.db, brasa, 'checkout', { enabled: true, release: 'canary-1' }, OPERATOR);
    await changeRemote(api.app.db, lupita, 'checkout', { enabled: true, release: 'canary-2' }, OPERATOR);

    // The current build (hotel-mirador): 10 sessions, 2 reports: 0.2 a session.
    await openSessions(mirador, 10);
    for (let i = 0; i < 2; i++) await report(mirador);

    // taqueria-lupita's canary: 4 reports over 10 sessions, 0.4 — not past twice 0.2: kept.
    await openSessions(lupita, 10);
    for (let i = 0; i < 4; i++) await report(lupita);
    expect(await checkoutRelease(lupita)).toBe('canary-2');

    // la-brasa's canary: 3 reports over 5 sessions are too few to judge; the 4th (0.8 a session) decides.
    await openSessions(brasa, 5);
    for (let i = 0; i < 3; i++) await report(brasa);
    expect(await checkoutRelease(brasa)).toBe('canary-1');
    await report(brasa);
    expect(await checkoutRelease(brasa)).toBeNull();
    const [entry, ...more] = await rollbacks(brasa);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorKind: 'operator',
      objectId: 'checkout',
      details: { rolled_back_release: 'canary-1', reports: 4, sessions: 5, rate: 0.8, margin: 1 },
    });
    expect(entry?.details['current_rate']).toBeCloseTo(0.2, 5);

    // Later reports do not roll back what is no longer pinned.
    await report(brasa);
    expect(await rollbacks(brasa)).toHaveLength(1);
    expect(await checkoutRelease(lupita)).toBe('canary-2');

    // A new pin counts from its own start: the reports made before it do not weigh on it.
    await changeRemote(api.app.db, brasa, 'checkout', { release: 'canary-3' }, OPERATOR);
    await report(brasa);
    expect(await checkoutRelease(brasa)).toBe('canary-3');
    expect(await rollbacks(brasa)).toHaveLength(1);
  });
});
