import { and, count, eq, gte, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { RemoteName } from 'shared-contracts/schemas';
import type { Db } from '../../db/client.ts';
import { errorReports, instanceRemotes, sessions } from '../../db/schema.ts';
import { bumpInstanceVersion } from '../../domain/purchases/stock.ts';
import { withTransaction } from '../../db/transaction.ts';
import { OPERATOR, recordAudit } from '../../lib/audit.ts';

export interface CanaryRule {
  /** The canary is rolled back when its rate exceeds the current build's by this fraction (1: twice). */
  margin: number;
  /** Fewer reports than this on the canary decide nothing. */
  minReports: number;
}

export interface CanaryVerdict {
  remote: RemoteName;
  release: string;
  reports: number;
  sessions: number;
  rate: number;
  currentRate: number;
}

/** Error reports and sessions of some instances since `since`: the two halves of an error rate. */
async function reportsAndSessions(db: Db, instanceIds: 'all-but' | 'only', ids: number[], since: Date) {
  const pick = <T extends typeof errorReports.instanceId | typeof sessions.instanceId>(column: T) =>
    instanceIds === 'only' ? inArray(column, ids) : ids.length === 0 ? sql`true` : notInArray(column, ids);
  const [reports] = await db
    .select({ n: count() })
    .from(errorReports)
    .where(
      and(
        isNotNull(errorReports.instanceId),
        pick(errorReports.instanceId),
        gte(errorReports.createdAt, since),
      ),
    );
  const [opened] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(pick(sessions.instanceId), gte(sessions.createdAt, since)));
  return { reports: reports?.n ?? 0, sessions: opened?.n ?? 0 };
}

/** Reports per session; with no session a report still counts (a page that fails before it opens one). */
const rateOf = (reports: number, opened: number) => reports / Math.max(opened, 1);

/**
 * Judges every release the instance is pinned to, after one of its error reports was stored: a canary
 * whose reports per session since the pin exceed, by the margin, those of the instances on the current
 * build over the same time is unpinned (back to the current build), the instance's version bumped so
 * every process serves the current build at once, and the audit log says so. Reports carry no remote,
 * so every release pinned on the instance answers for the instance's errors: pin one canary at a time.
 */
export async function judgeCanaries(db: Db, instanceId: number, rule: CanaryRule): Promise<CanaryVerdict[]> {
  const pinned = await db
    .select({
      name: instanceRemotes.name,
      release: instanceRemotes.release,
      since: instanceRemotes.pinnedAt,
    })
    .from(instanceRemotes)
    .where(and(eq(instanceRemotes.instanceId, instanceId), isNotNull(instanceRemotes.release)));
  const rolledBack: CanaryVerdict[] = [];
  for (const { name, release, since } of pinned) {
    if (release === null || since === null) continue;
    const canary = await reportsAndSessions(db, 'only', [instanceId], since);
    if (canary.reports < rule.minReports) continue;
    const onCanary = await db
      .select({ id: instanceRemotes.instanceId })
      .from(instanceRemotes)
      .where(and(eq(instanceRemotes.name, name), isNotNull(instanceRemotes.release)));
    const current = await reportsAndSessions(
      db,
      'all-but',
      onCanary.map((row) => row.id),
      since,
    );
    const rate = rateOf(canary.reports, canary.sessions);
    const currentRate = rateOf(current.reports, current.sessions);
    if (rate <= currentRate * (1 + rule.margin)) continue;
    const verdict = { remote: name, release, ...canary, rate, currentRate };
    const unpinned = await withTransaction(db, async (tx) => {
      // Only if it is still this release: two processes judging at once roll it back once.
      const rows = await tx
        .update(instanceRemotes)
        .set({ release: null, pinnedAt: null })
        .where(
          and(
            eq(instanceRemotes.instanceId, instanceId),
            eq(instanceRemotes.name, name),
            eq(instanceRemotes.release, release),
          ),
        )
        .returning({ id: instanceRemotes.id });
      if (rows.length === 0) return false;
      await bumpInstanceVersion(tx, instanceId);
      await recordAudit(tx, {
        instanceId,
        actor: OPERATOR,
        action: 'remote.canary_rollback',
        objectType: 'remote',
        objectId: name,
        details: {
          release: null,
          rolled_back_release: release,
          reports: verdict.reports,
          sessions: verdict.sessions,
          rate: Number(rate.toFixed(4)),
          current_rate: Number(currentRate.toFixed(4)),
          margin: rule.margin,
        },
      });
      return true;
    });
    if (unpinned) rolledBack.push(verdict);
  }
  return rolledBack;
}
