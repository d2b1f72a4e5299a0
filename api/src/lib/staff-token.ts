import type { FastifyInstance } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { unauthorized } from './errors.ts';

/** Throws a 401 unless `authorizationHeader` is `Bearer <expected>` (compared in constant time). */
export function requireStaffToken(authorizationHeader: string | undefined, expected: string): void {
  const match = /^Bearer\s+(.+)$/i.exec(authorizationHeader ?? '');
  const given = Buffer.from(match?.[1]?.trim() ?? '', 'utf8');
  const wanted = Buffer.from(expected, 'utf8');
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
    throw unauthorized('A valid staff token is required (Authorization: Bearer <token>)');
  }
}

/** Guards every route of a plugin with the staff token: an `onRequest` hook, so a 401 comes before the body is read. */
export function staffOnly(app: Pick<FastifyInstance, 'addHook' | 'env'>): void {
  app.addHook('onRequest', async (req) => {
    requireStaffToken(req.headers.authorization, app.env.STAFF_TOKEN);
  });
}
