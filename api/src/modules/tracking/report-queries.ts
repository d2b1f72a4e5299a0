import { and, desc, eq } from 'drizzle-orm';
import type { ErrorReportRequest } from 'shared-contracts/schemas';
import type { Db } from '../../db/client.ts';
import { errorReports, instances, sessions } from '../../db/schema.ts';

/** Stores one browser error report; a `customer_id` the API does not know is kept as no instance. */
export async function saveErrorReport(db: Db, report: ErrorReportRequest): Promise<number> {
  let instanceId: number | null = null;
  if (report.customer_id !== undefined) {
    const [instance] = await db
      .select({ id: instances.id })
      .from(instances)
      .where(eq(instances.id, report.customer_id))
      .limit(1);
    instanceId = instance?.id ?? null;
  }
  const [row] = await db
    .insert(errorReports)
    .values({
      instanceId,
      kind: report.kind,
      message: report.message,
      stack: report.stack ?? '',
      url: report.url ?? '',
      userAgent: report.user_agent ?? '',
      release: report.release ?? '',
    })
    .returning({ id: errorReports.id });
  if (!row) throw new Error('error report insert returned nothing');
  return row.id;
}

export async function latestErrorReports(db: Db, limit: number) {
  const rows = await db.select().from(errorReports).orderBy(desc(errorReports.id)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    customer_id: row.instanceId,
    kind: row.kind,
    message: row.message,
    stack: row.stack,
    url: row.url,
    user_agent: row.userAgent,
    release: row.release,
    created_at: row.createdAt.toISOString(),
  }));
}

/** Ties a session of the instance to the browser's id on the API's domain; false for an unknown session. */
export async function setSessionDevice(
  db: Db,
  instanceId: number,
  sessionId: number,
  deviceId: string,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ deviceId })
    .where(and(eq(sessions.id, sessionId), eq(sessions.instanceId, instanceId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}
