import type { Db } from './client.ts';

/** A write the embedded engine refused before it started, so nothing of it was written (503 `busy`). */
export class EmbeddedBusyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedBusyError';
  }
}

/** A write that waited its whole budget for its turn. */
export class WriteQueueTimeoutError extends EmbeddedBusyError {
  constructor(readonly waitedMs: number) {
    super(`The database is busy: a write waited ${waitedMs} ms for its turn and was not started`);
    this.name = 'WriteQueueTimeoutError';
  }
}

/** A write that came while as many as the engine takes at once were already being served. */
export class WritesInFlightError extends EmbeddedBusyError {
  constructor(readonly inFlight: number) {
    super(`The database is busy: ${inFlight} writes are being served; this one was not started`);
    this.name = 'WritesInFlightError';
  }
}

/**
 * Lets one transaction at a time reach a database that runs one at a time anyway (PGlite), and makes
 * the others wait in line here, where a wait can be given up: a write whose turn has not come within
 * `maxWaitMs` is refused before it starts (503 with Retry-After) instead of waiting behind a burst for
 * seconds. Once started, a transaction is never cut.
 */
export class WriteQueue {
  #running = false;
  readonly #waiting: Array<{ start: () => void }> = [];

  constructor(readonly maxWaitMs: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.#turn();
    try {
      return await work();
    } finally {
      this.#next();
    }
  }

  #turn(): Promise<void> {
    if (!this.#running) {
      this.#running = true;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const waiter = {
        start: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.#waiting.splice(this.#waiting.indexOf(waiter), 1);
        reject(new WriteQueueTimeoutError(this.maxWaitMs));
      }, this.maxWaitMs);
      this.#waiting.push(waiter);
    });
  }

  /** Hands the turn to the first waiter (it stays "running"), or frees it. */
  #next(): void {
    const waiter = this.#waiting.shift();
    if (waiter) waiter.start();
    else this.#running = false;
  }
}

const queues = new WeakMap<Db, WriteQueue>();

/** Makes every `withTransaction` on `db` go through `queue` (the embedded engine's handle). */
export function queueWritesOf(db: Db, queue: WriteQueue): void {
  queues.set(db, queue);
}

export function writeQueueOf(db: Db): WriteQueue | undefined {
  return queues.get(db);
}
