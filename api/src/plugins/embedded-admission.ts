import fp from 'fastify-plugin';
import { WritesInFlightError } from '../db/write-queue.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * On the embedded engine, at most `EMBEDDED_WRITES_IN_FLIGHT` writes are served at once; one more is
 * refused before its handler runs (503 `busy`, Retry-After), which costs the engine nothing. Without it a
 * burst of writes queues every query behind it on the API's one thread, and waits grow to many seconds
 * before a request is even read. Counted once the body is read (a client slow to send holds no place),
 * until the answer is sent or the client goes away. PostgreSQL serves writes side by side: no limit.
 */
export const embeddedAdmissionPlugin = fp(
  async (app) => {
    if (app.database.kind !== 'pglite') return;
    const max = app.env.EMBEDDED_WRITES_IN_FLIGHT;
    let inFlight = 0;
    app.addHook('preHandler', async (req, reply) => {
      if (READS.has(req.method)) return;
      if (inFlight >= max) throw new WritesInFlightError(inFlight);
      inFlight++;
      reply.raw.once('close', () => inFlight--);
      // PGlite answers in microtasks, so a write would run all its queries before the process reads
      // another socket: step aside once so the requests already waiting are read (and counted) first.
      await new Promise((resolve) => setImmediate(resolve));
    });
  },
  { name: 'embedded-admission', dependencies: ['database', 'env'] },
);
