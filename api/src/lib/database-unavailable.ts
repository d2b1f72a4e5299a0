import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from 'shared-contracts/schemas';
import { isDatabaseUnavailableError } from '../db/connection-errors.ts';
import { EmbeddedBusyError } from '../db/write-queue.ts';

export const DB_UNAVAILABLE_CODE = 'db_unavailable';

export const databaseUnavailableBody: ApiError = {
  error: DB_UNAVAILABLE_CODE,
  message: 'The database is unavailable; try again shortly',
};

export const databaseBusyBody: ApiError = {
  error: 'busy',
  message: 'Too many orders at once; nothing was saved, try again in a moment',
};

/**
 * For the error handler: answers 503 `busy` for a write refused by the embedded engine's queue, and 503 `db_unavailable`
 * when `err` is a lost or refused database connection
 * (logged as a warning: the pool reconnects by itself) and returns true; false for any other error.
 */
export function replyIfDatabaseUnavailable(err: unknown, req: FastifyRequest, reply: FastifyReply): boolean {
  if (err instanceof EmbeddedBusyError) {
    // Nothing was written: the client may send the same write again once Retry-After has passed.
    req.log.warn({ reason: err.message }, 'write refused: the embedded database is busy');
    void reply.code(503).header('retry-after', '1').send(databaseBusyBody);
    return true;
  }
  if (!isDatabaseUnavailableError(err)) return false;
  req.log.warn({ err }, 'database unavailable');
  void reply.code(503).header('retry-after', '5').send(databaseUnavailableBody);
  return true;
}
