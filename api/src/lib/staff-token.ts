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
