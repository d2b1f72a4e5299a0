import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { rateLimitCounters } from '../db/schema.ts';
import { BoundedCache } from 'shared-contracts/bounded-cache';

/**
 * The store behind every rate limit: counters in the database (`rate_limit_counters`), so a limit holds
 * for the whole site however many API processes share the database, instead of once per process.
 *
 * Counting a request is one statement: an upsert that adds one to the client's row, or starts a new
 * window in it once the last one has ended. Windows are fixed from a client's first request, like
 * `@fastify/rate-limit`'s own memory store. Time is the process clock (as for the per-phone code
 * counts), so processes on hosts whose clocks differ by a few milliseconds agree to within that.
 *
 * Once the database says a client has spent its limit, this process remembers it until that window ends
 * and refuses the client's next requests without asking again: a flood over the limit costs no
 * statement each (nor a pooled connection waiting on the client's one row), whichever process it
 * reaches, after that process's first refusal. Forgetting it (the bound below, a restart) only costs
 * the next request one statement.
 */

/** The answer `@fastify/rate-limit` expects from a store: requests counted in the window, ms left in it. */
interface Counted {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: Counted) => void;

/**
 * What `child` is given at run time: the route's merged limit options, with the route itself under
 * `routeInfo` (`app.createRateLimit` passes none: such a limit names its own `bucket`). The package's
 * types call it the route options, so it is read field by field.
 */
interface ChildOptions {
  bucket?: unknown;
  routeInfo?: { method?: unknown; url?: unknown };
}

/** The count never passes the column's range, however long a client keeps asking over its limit. */
const MAX_COUNT = 2_147_483_647;

/** Clients this process remembers as over a limit (oldest forgotten first). */
const SPENT_ENTRIES = 10_000;

/** A client whose limit is spent until `until` (ms), with the count the database gave. */
interface Spent {
  until: number;
  count: number;
}

function bucketOf(options: ChildOptions): string {
  if (typeof options.bucket === 'string' && options.bucket !== '') return options.bucket;
  const { method, url } = options.routeInfo ?? {};
  const methods = Array.isArray(method) ? method.join(',') : method;
  if (typeof methods !== 'string' || typeof url !== 'string' || url === '') {
    // Two limits must never share counters by accident.
    throw new Error('A rate limit without a route must name its own `bucket`');
  }
  return `${methods} ${url}`;
}

function answer(callback: Callback, work: Promise<Counted>): void {
  work.then(
    (counted) => callback(null, counted),
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
  );
}

/**
 * Counts one request of `key` (every diner write runs it): adds one to the client's row, or starts a new
 * window in it once the last one has ended.
 */
const countQuery = preparedQuery('rate_limit_count', (db, name) => {
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const ended = sql`${rateLimitCounters.windowEndsAt} <= ${now}`;
  return db
    .insert(rateLimitCounters)
    .values({
      bucket: sql`${sql.placeholder('bucket')}::text`,
      key: sql`${sql.placeholder('key')}::text`,
      count: 1,
      windowEndsAt: sql`${sql.placeholder('windowEndsAt')}::timestamptz`,
    })
    .onConflictDoUpdate({
      target: [rateLimitCounters.bucket, rateLimitCounters.key],
      set: {
        count: sql`case when ${ended} then 1 else least(${rateLimitCounters.count} + 1, ${MAX_COUNT}) end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, windowEndsAt: rateLimitCounters.windowEndsAt })
    .prepare(name);
});

/** The client's count and window, without counting. */
const peekQuery = preparedQuery('rate_limit_peek', (db, name) =>
  db
    .select({ count: rateLimitCounters.count, windowEndsAt: rateLimitCounters.windowEndsAt })
    .from(rateLimitCounters)
    .where(
      and(
        eq(rateLimitCounters.bucket, sql.placeholder('bucket')),
        eq(rateLimitCounters.key, sql.placeholder('key')),
      ),
    )
    .limit(1)
    .prepare(name),
);

/** The store class `@fastify/rate-limit` takes (`store` option), bound to `db`. */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const spent = new BoundedCache<Spent>(SPENT_ENTRIES);

  /** The spent entry of `id` while its window lasts. */
  const spentNow = (id: string, now: number): Spent | undefined => {
    const entry = spent.get(id);
    if (entry && entry.until <= now) spent.deleteIf(id, entry);
    return entry && entry.until > now ? entry : undefined;
  };

  /** Remembers a count that leaves nothing for a further request in its window. */
  const remember = (id: string, counted: { count: number; windowEndsAt: Date }, max: number) => {
    if (counted.count >= max) spent.set(id, { until: counted.windowEndsAt.getTime(), count: counted.count });
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** The plugin makes the root store with its options (unused); routes count in `child` stores. */
    constructor(
      _pluginOptions?: unknown,
      private readonly bucket?: string,
    ) {}

    private requireBucket(): string {
      if (this.bucket === undefined) throw new Error('Counters are kept per route: use a child store');
      return this.bucket;
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      const now = Date.now();
      const known = spentNow(this.id(key), now);
      // Over the limit already: this request is one more, refused without a statement.
      if (known) callback(null, { current: Math.max(known.count, max) + 1, ttl: known.until - now });
      else answer(callback, this.count(key, timeWindow, max));
    }

    /** The count so far without adding this request (`{ increment: false }`). */
    read(key: string, callback: Callback, _timeWindow: number, max: number): void {
      const now = Date.now();
      const known = spentNow(this.id(key), now);
      if (known) callback(null, { current: known.count, ttl: known.until - now });
      else answer(callback, this.peek(key, max));
    }

    child(options: object): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(undefined, bucketOf(options as ChildOptions));
    }

    /** The client's entry among the spent ones: its limit and key. */
    private id(key: string): string {
      return `${this.requireBucket()}\n${key}`;
    }

    private async count(key: string, timeWindow: number, max: number): Promise<Counted> {
      const bucket = this.requireBucket();
      const now = new Date();
      const [row] = await countQuery(db).execute({
        bucket,
        key,
        now: now.toISOString(),
        windowEndsAt: new Date(now.getTime() + timeWindow).toISOString(),
      });
      if (!row) throw new Error('rate limit counter not written');
      remember(this.id(key), row, max);
      return { current: row.count, ttl: Math.max(0, row.windowEndsAt.getTime() - now.getTime()) };
    }

    private async peek(key: string, max: number): Promise<Counted> {
      const bucket = this.requireBucket();
      const now = Date.now();
      const [row] = await peekQuery(db).execute({ bucket, key });
      if (!row || row.windowEndsAt.getTime() <= now) return { current: 0, ttl: 0 };
      remember(this.id(key), row, max);
      return { current: row.count, ttl: row.windowEndsAt.getTime() - now };
    }
  }
  return DatabaseRateLimitStore;
}
