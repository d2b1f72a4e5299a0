import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { profileDevices, profiles } from '../db/schema.ts';
import { HttpError, unauthorized } from './errors.ts';
import type { InstanceRef } from './instance.ts';
import { hashToken, tokenMatches } from './tokens.ts';

/** The OpenAPI `security` of a call that needs the diner's `profileid` + `token` headers. */
export const PROFILE_SECURITY = [{ profileId: [], profileToken: [] }];

export type ProfileRow = typeof profiles.$inferSelect;

/**
 * Whether `token` opens `row`: its own token, or the token of a device that reached it by proving its
 * verified phone (looked up by its hash among the profile's devices). An absent row is compared all the
 * same, so an unknown id takes as long as a wrong token.
 */
export async function tokenOpens(db: Db, row: ProfileRow | undefined, token: string): Promise<boolean> {
  if (tokenMatches(row?.tokenHash, token)) return true;
  if (!row) return false;
  const [device] = await db
    .select({ id: profileDevices.id })
    .from(profileDevices)
    .where(and(eq(profileDevices.profileId, row.id), eq(profileDevices.tokenHash, hashToken(token))))
    .limit(1);
  return device !== undefined;
}

/** The profile when `token` opens it (`tokenOpens`); undefined otherwise (same answer for unknown id and wrong token). */
export async function authenticateProfile(
  db: Db,
  id: number,
  token: string,
): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
  return (await tokenOpens(db, row, token)) ? row : undefined;
}

const headerValue = (raw: string | string[] | undefined): string | undefined =>
  Array.isArray(raw) ? raw[0] : raw;

/** The `profileid` + `token` headers, or a 401 when they are missing or malformed. */
export function profileCredentials(req: FastifyRequest): { id: number; token: string } {
  const profileid = headerValue(req.headers['profileid']);
  const token = headerValue(req.headers['token']);
  if (!profileid || !token || !/^[1-9][0-9]{0,9}$/.test(profileid) || Number(profileid) > 2147483647) {
    throw unauthorized('profileid and token headers are required');
  }
  if (token.length > 200) throw unknownProfile();
  return { id: Number(profileid), token };
}

/** The one answer for an unknown profile, a wrong token or another instance's profile. */
export const unknownProfile = () => unauthorized('Unknown profile or wrong token');

/**
 * The profile of the `profileid` + `token` headers, or a 401 (missing, malformed, unknown or wrong, all
 * the same answer). With `instance`, a profile of another instance is refused the same way.
 */
export async function requireProfile(
  db: Db,
  req: FastifyRequest,
  instance?: InstanceRef,
): Promise<ProfileRow> {
  const { id, token } = profileCredentials(req);
  const row = await authenticateProfile(db, id, token);
  if (!row || (instance && row.instanceId !== instance.id)) throw unknownProfile();
  return row;
}

/** The instance of the request and the diner calling it: the profile of its headers, or the same 401s. */
export async function requireDiner(
  db: Db,
  req: FastifyRequest,
): Promise<{ instance: InstanceRef; profile: ProfileRow }> {
  const instance = await req.instance;
  return { instance, profile: await requireProfile(db, req, instance) };
}

/**
 * The profile of the headers on a call that also answers without one (a public read that shows more to
 * a known diner): undefined when the headers are absent or do not name a profile of `instance`.
 */
export async function optionalProfile(
  db: Db,
  req: FastifyRequest,
  instance: InstanceRef,
): Promise<ProfileRow | undefined> {
  if (headerValue(req.headers['profileid']) === undefined) return undefined;
  try {
    return await requireProfile(db, req, instance);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) return undefined;
    throw error;
  }
}
