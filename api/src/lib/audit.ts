import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditQuery } from 'shared-contracts/schemas';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import type { Tx } from '../db/transaction.ts';

/** Who makes a staff change: an account of the instance, or the platform operator. */
export interface AuditActor {
  kind: 'account' | 'operator';
  accountId: number | null;
  email: string | null;
}

export const OPERATOR: AuditActor = { kind: 'operator', accountId: null, email: null };

/**
 * What a staff change needs to be written down: who makes it. Every query that changes something on a
 * staff call takes it and records the change inside its own transaction (`recordAudit`).
 */
export interface StaffChangeBy {
  actor: AuditActor;
}

export interface AuditRecord {
  instanceId: number;
  actor: AuditActor;
  /** `<object>.<verb>`: `payment.settle`, `line.prepared`, `account.invite`… */
  action: string;
  objectType: string;
  objectId: string | number;
  /** The new values and whatever says which object it was; never a password or a token. */
  details?: Record<string, unknown>;
}

/**
 * Writes one audit row with the transaction `tx` of the change it describes: it commits with the change
 * and goes away with it when the change rolls back.
 */
export async function recordAudit(tx: Tx, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    instanceId: record.instanceId,
    accountId: record.actor.accountId,
    actorKind: record.actor.kind,
    actorEmail: record.actor.email,
    action: record.action,
    objectType: record.objectType,
    objectId: String(record.objectId),
    details: record.details ?? {},
  });
}

const DEFAULT_PAGE = 50;

/** An instance's audit entries, newest first, filtered; `next_before_id` pages on. */
export async function listAudit(
  db: Db,
  instanceId: number,
  query: AuditQuery,
): Promise<{ entries: AuditEntry[]; next_before_id: number | null }> {
  const limit = query.limit ?? DEFAULT_PAGE;
  const filters: (SQL | undefined)[] = [
    eq(auditLog.instanceId, instanceId),
    query.action === undefined ? undefined : eq(auditLog.action, query.action),
    query.object_type === undefined ? undefined : eq(auditLog.objectType, query.object_type),
    query.object_id === undefined ? undefined : eq(auditLog.objectId, query.object_id),
    query.account_id === undefined ? undefined : eq(auditLog.accountId, query.account_id),
    query.since === undefined ? undefined : gte(auditLog.createdAt, new Date(query.since)),
    query.until === undefined ? undefined : lt(auditLog.createdAt, new Date(query.until)),
    query.before_id === undefined ? undefined : lt(auditLog.id, query.before_id),
  ];
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...filters))
    .orderBy(desc(auditLog.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    entries: page.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      actor: { kind: row.actorKind, account_id: row.accountId, email: row.actorEmail },
      action: row.action,
      object_type: row.objectType,
      object_id: row.objectId,
      details: row.details,
    })),
    next_before_id: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}
