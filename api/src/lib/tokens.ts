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
