import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is, sql } from 'drizzle-orm';
import * as schema from '../../src/db/schema.ts';
import type { TestApi } from '../helpers.ts';

/**
 * Tables whose rows move without anything being changed: a staff session's `last_seen_at` moves as it
 * is used (a refused call included), a refused sign-in is meant to count against its email and
 * address, and every request a rate limit counts (a refused one too) moves its window's counter. Every
 * other table must be equal before and after a refusal.
 */
const BOOKKEEPING = new Set(['staff_sessions', 'staff_sign_in_failures', 'rate_limit_counters']);

/** Every table's row count and a digest of its rows: equal before and after means nothing changed. */
export async function fingerprint(api: TestApi): Promise<string> {
  const names = Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table).name)
    .filter((name) => !BOOKKEEPING.has(name))
    .sort();
  const parts = names.map(
    (name) =>
      `select '${name}' as t, count(*)::text || ':' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as f from "${name}" x`,
  );
  // Both drivers (PGlite and node-postgres) answer `{ rows }`; the Db type unions their result types.
  const result: unknown = await api.app.db.execute(sql.raw(parts.join(' union all ')));
  const { rows } = result as { rows: { t: string; f: string }[] };
  return rows.map((row) => `${row.t}=${row.f}`).join(';');
}
