import type { Db } from './client.ts';
import { writeQueueOf } from './write-queue.ts';

/** The handle a transaction's work runs on. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs `work` in one transaction. The only place that calls `.transaction(`, and the callback gets
 * only `tx`: using the outer `db` inside a transaction hangs PGlite. ESLint refuses
 * `.transaction(` elsewhere and any `db` inside a `withTransaction` callback.
 */
export function withTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  // On the embedded engine, transactions take turns in a queue that refuses a write kept waiting too long.
  const queue = writeQueueOf(db);
  return queue ? queue.run(() => db.transaction(work)) : db.transaction(work);
}

/**
 * Runs one statement that writes outside a transaction (it is atomic alone) in the embedded engine's
 * write queue, as a transaction would: it waits its turn there, or is refused when the wait is too long.
 */
export function inWriteTurn<T>(db: Db, write: () => Promise<T>): Promise<T> {
  const queue = writeQueueOf(db);
  return queue ? queue.run(write) : write();
}
