import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Secrets handed to a client once (profile and booking tokens); only their hash is stored. */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Whether `token` hashes to `storedHash` (constant time); an absent row compares against a dummy hash. */
export function tokenMatches(storedHash: string | undefined, token: string): boolean {
  const expected = Buffer.from(storedHash ?? hashToken('no-such-row'), 'hex');
  const given = Buffer.from(hashToken(token), 'hex');
  return timingSafeEqual(expected, given) && storedHash !== undefined;
}

/** Whether two secrets kept in the clear (a table QR's key) are equal, in constant time. */
export function secretMatches(stored: string, given: string): boolean {
  return timingSafeEqual(Buffer.from(hashToken(stored), 'hex'), Buffer.from(hashToken(given), 'hex'));
}

/** A new table QR key: 128 random bits, hex (the same shape as the database's default). */
export function newTableKey(): string {
  return randomBytes(16).toString('hex');
}
