import { createHash, timingSafeEqual } from 'node:crypto';

/** The session cookie: only the API reads it (`HttpOnly`), only over a secure context, never cross-site. */
export const STAFF_COOKIE = 'mesa_staff';
/** Every staff call lives under this path, and the cookie goes nowhere else (not with diners' calls). */
const COOKIE_PATH = '/staff';

/** How long a session lives: unused for `idleMs` it ends; whatever the use, it ends after `absoluteMs`. */
export const STAFF_SESSION = {
  /** A shift and its breaks: a console left overnight signs in again. */
  idleMs: 12 * 60 * 60_000,
  /** A week: a stolen cookie is useful for that long at most, and every account signs in weekly. */
  absoluteMs: 7 * 24 * 60 * 60_000,
  /** `last_seen_at` moves at most this often (a write per request would be a write per screen refresh). */
  touchEveryMs: 60_000,
} as const;

/**
 * `Set-Cookie` for a new session. `Secure` also holds on http://*.localhost, which browsers count as a
 * secure context; `SameSite=Strict` because the console and the API are one site (same host name,
 * another port), so no other site's page ever sends it.
 */
export function sessionCookie(token: string, maxAgeMs: number): string {
  const maxAge = Math.max(0, Math.floor(maxAgeMs / 1000));
  return `${STAFF_COOKIE}=${token}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Strict`;
}

/** `Set-Cookie` that removes the session cookie (sign-out, an ended session). */
export const clearedSessionCookie = (): string => sessionCookie('', 0);

/** The session token of a `Cookie` header, or undefined. */
export function sessionTokenOf(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== STAFF_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    // A session token is 43 base64url characters; anything else is not one of ours.
    return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
  }
  return undefined;
}

/**
 * The session's CSRF token: derived from its secret token (one-way), so it needs no storage, changes
 * with the session, and tells nothing of the cookie to the page that reads it.
 */
export const csrfTokenOf = (sessionToken: string): string =>
  createHash('sha256').update(`mesa-staff-csrf:${sessionToken}`, 'utf8').digest('base64url');

/** Whether `given` is the session's CSRF token (constant time). */
export function csrfMatches(sessionToken: string, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(csrfTokenOf(sessionToken), 'utf8');
  const actual = Buffer.from(given, 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
