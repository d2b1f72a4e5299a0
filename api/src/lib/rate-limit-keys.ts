import { normalizeIP } from '@fastify/rate-limit';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { profiles } from '../db/schema.ts';
import { tokenMatches } from './tokens.ts';

/**
 * Who a rate limit counts: every limit of the API takes its key from here, so the store behind the
 * counters (process memory today) can change without any route changing how it is counted.
 */

/** IPv6 clients get a /64 each from their provider: one network, one count (@fastify/rate-limit's default). */
const IPV6_SUBNET = 64;

/**
 * The client's address: the socket's, or behind a proxy listed in `TRUSTED_PROXIES` the address it
 * forwarded (`req.ip` is Fastify's `trustProxy` answer). Headers a client made up never change it.
 */
export function addressKey(req: FastifyRequest): string {
  return `ip:${normalizeIP(req.ip, IPV6_SUBNET)}`;
}

const headerValue = (raw: string | string[] | undefined): string | undefined =>
  Array.isArray(raw) ? raw[0] : raw;

/**
 * The profile of the request's `profileid` + `token` headers when the token is its own and its phone was
 * verified with an SMS code; undefined otherwise (no headers, a made-up id, a wrong token, an anonymous
 * profile). A failed lookup (the database away) is undefined too: the request is then counted by address
 * and the route itself answers for the database.
 */
async function verifiedProfileId(req: FastifyRequest): Promise<number | undefined> {
  const id = headerValue(req.headers['profileid']);
  const token = headerValue(req.headers['token']);
  if (!id || !token || token.length > 200 || !/^[1-9][0-9]{0,9}$/.test(id) || Number(id) > 2147483647) {
    return undefined;
  }
  try {
    const [row] = await req.server.db
      .select({ tokenHash: profiles.tokenHash, phoneVerifiedAt: profiles.phoneVerifiedAt })
      .from(profiles)
      .where(eq(profiles.id, Number(id)))
      .limit(1);
    return tokenMatches(row?.tokenHash, token) && row?.phoneVerifiedAt ? Number(id) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A diner's key: their own profile once it proved a phone (a verified diner is one person, whatever
 * network they share), else their address. A profile id alone proves nothing: anyone can send any
 * number, so an unverified or made-up one is counted with everything else from its address.
 */
export async function dinerKey(req: FastifyRequest): Promise<string> {
  const profile = await verifiedProfileId(req);
  return profile === undefined ? addressKey(req) : `profile:${profile}`;
}

export const isProfileKey = (key: string): boolean => key.startsWith('profile:');
