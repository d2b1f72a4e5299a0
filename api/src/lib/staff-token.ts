import type { FastifyInstance } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { HttpError, unauthorized } from './errors.ts';

/** Throws a 401 unless `authorizationHeader` is `Bearer <expected>` (compared in constant time). */
function requireStaffToken(authorizationHeader: string | undefined, expected: string): void {
  const match = /^Bearer\s+(.+)$/i.exec(authorizationHeader ?? '');
  const given = Buffer.from(match?.[1]?.trim() ?? '', 'utf8');
  const wanted = Buffer.from(expected, 'utf8');
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
    throw unauthorized('A valid staff token is required (Authorization: Bearer <token>)');
  }
}

/**
 * Guards every route of a plugin with the staff token: an `onRequest` hook, so a 401 comes before the
 * body is read. An address that failed too often (`STAFF_AUTH_FAILURES`) gets a 429 with `Retry-After`
 * before its token is even looked at, so guessing runs at a few tries an hour whatever it sends.
 */
export function staffOnly(app: Pick<FastifyInstance, 'addHook' | 'env' | 'staffAuthThrottle'>): void {
  app.addHook('onRequest', async (req, reply) => {
    const retryAfter = await app.staffAuthThrottle.retryAfter(req);
    if (retryAfter !== null) {
      void reply.header('retry-after', String(retryAfter));
      throw new HttpError(
        429,
        'too_many_requests',
        `Too many failed staff logins from this address; try again in ${retryAfter} s`,
      );
    }
    try {
      requireStaffToken(req.headers.authorization, app.env.STAFF_TOKEN);
    } catch (error) {
      await app.staffAuthThrottle.failed(req);
      throw error;
    }
  });
}
