import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from 'shared-contracts/schemas';
import { isDatabaseUnavailableError } from '../db/connection-errors.ts';

export const DB_UNAVAILABLE_CODE = 'db_unavailable';

export const databaseUnavailableBody: ApiError = {
  error: DB_UNAVAILABLE_CODE,
  message: 'The database is unavailable; try again shortly',
};

/**
 * For the error handler: answers 503 `db_unavailable` when `err` is a lost or refused database connection
 * (logged as a warning: the pool reconnects by itself) and returns true; false for any other error.
 */
export function replyIfDatabaseUnavailable(err: unknown, req: FastifyRequest, reply: FastifyReply): boolean {
  if (!isDatabaseUnavailableError(err)) return false;
  req.log.warn({ err }, 'database unavailable');
  void reply.code(503).header('retry-after', '5').send(databaseUnavailableBody);
  return true;
}
