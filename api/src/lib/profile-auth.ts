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
 * The profile when `token` is its token, or the token of a device that reached it by proving its verified
 * phone; undefined otherwise (same answer for unknown id and wrong token).
 */
export async function authenticateProfile(
  db: Db,
  id: number,
  token: string,
): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
  if (tokenMatches(row?.tokenHash, token)) return row;
  if (!row) return undefined;
  // Another device's token: looked up by its hash among the profile's devices.
  const [device] = await db
    .select({ id: profileDevices.id })
    .from(profileDevices)
    .where(and(eq(profileDevices.profileId, id), eq(profileDevices.tokenHash, hashToken(token))))
    .limit(1);
  return device ? row : undefined;
}

const headerValue = (raw: string | string[] | undefined): string | undefined =>
  Array.isArray(raw) ? raw[0] : raw;

/**
 * The profile of the `profileid` + `token` headers, or a 401 (missing, malformed, unknown or wrong, all
 * the same answer). With `instance`, a profile of another instance is refused the same way.
 */
export async function requireProfile(
  db: Db,
  req: FastifyRequest,
  instance?: InstanceRef,
): Promise<ProfileRow> {
  const profileid = headerValue(req.headers['profileid']);
  const token = headerValue(req.headers['token']);
  if (!profileid || !token || !/^[1-9][0-9]{0,9}$/.test(profileid) || Number(profileid) > 2147483647) {
    throw unauthorized('profileid and token headers are required');
  }
  if (token.length > 200) throw unauthorized('Unknown profile or wrong token');
  const row = await authenticateProfile(db, Number(profileid), token);
  if (!row || (instance && row.instanceId !== instance.id)) {
    throw unauthorized('Unknown profile or wrong token');
  }
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
