import { BoundedCache } from 'shared-contracts/bounded-cache';
import type { InstanceRef } from './instance.ts';

/**
 * How long a looked-up instance (and its version) is reused without asking the database. This process
 * forgets them at once when it changes an instance (`clear`); another API process on the same
 * PostgreSQL sees the change within this time (and one query).
 */
export const INSTANCE_REF_TTL_MS = 1000;

type Entry = { until: number; ref: Promise<InstanceRef | undefined> };

/** Instance lookups by domain, slug or id, shared by the requests of the next second (bounded). */
export class InstanceRefCache {
  readonly #entries = new BoundedCache<Entry>(1000);

  constructor(private readonly ttlMs = INSTANCE_REF_TTL_MS) {}

  /**
   * The ref under `key`, or `load()` (once for all the requests that ask at the same time). An expired
   * ref is still answered while its reload runs, so no request waits for the once-a-second query.
   */
  lookup(key: string, load: () => Promise<InstanceRef | undefined>): Promise<InstanceRef | undefined> {
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && hit.until > now) return hit.ref;
    const entry: Entry = { until: now + this.ttlMs, ref: load() };
    this.#entries.set(key, entry);
    entry.ref.catch(() => this.#entries.deleteIf(key, entry));
    return hit ? hit.ref : entry.ref;
  }

  clear(): void {
    this.#entries.clear();
  }
}
