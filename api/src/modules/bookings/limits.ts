import type { CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors.ts';
import { dinerKey } from '../../lib/rate-limit-keys.ts';

const HOUR_MS = 60 * 60_000;

/**
 * Refused booking attempts one diner key may make an hour, per booking it may make. A diner who mistypes
 * an email or picks an hour that has just gone loses none of their bookings for it, but a script sending
 * junk is still stopped: at the default 20 bookings, after 60 refusals in the hour.
 */
export const REFUSALS_PER_BOOKING = 3;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type LimitStatus = Awaited<ReturnType<Limiter>>;

/** The two hourly counts of the booking route, and where the route calls them. */
export interface BookingLimits {
  /** Before the body is read: a 429 when the diner spent either count this hour. */
  refuseSpent(req: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts a booking about to be made: a 429 when a request sent alongside took the last one. */
  countBooking(req: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts an answer that refused the request (any 4xx but the limits' own 429). */
  countRefusal(req: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/** Seconds until the counted window ends once nothing is left in it; null while something is. */
function spentFor(status: LimitStatus): number | null {
  return !status.isAllowed && status.remaining === 0 ? Math.max(1, status.ttlInSeconds) : null;
}

function tooMany(reply: FastifyReply, seconds: number, what: string): HttpError {
  // Read by the booking form (CORS exposes it), which says how long is left of the hour.
  void reply.header('retry-after', String(seconds));
  return new HttpError(429, 'too_many_requests', `Too many ${what} this hour; try again in ${seconds} s`);
}

/**
 * Bookings made and requests refused are counted apart, per `dinerKey`, each in its own hourly bucket of
 * the shared counters (lib/rate-limit-store.ts): a booking is counted once every check has passed, just
 * before it is written, so only bookings made spend `bookingsPerHour`.
 */
export function bookingLimits(app: FastifyInstance, bookingsPerHour: number): BookingLimits {
  // The key reads the profile in the database: once per request, whichever counts ask for it.
  const keys = new WeakMap<FastifyRequest, Promise<string>>();
  const keyOf = (req: FastifyRequest) => {
    let key = keys.get(req);
    if (!key) {
      key = dinerKey(req);
      keys.set(req, key);
    }
    return key;
  };
  // `bucket` names the counters: these limits are called by the route, not attached to it.
  const limit = (bucket: string, max: number): Limiter => {
    const options: CreateRateLimitOptions & { bucket: string } = {
      max,
      timeWindow: HOUR_MS,
      keyGenerator: keyOf,
      bucket,
    };
    return app.createRateLimit(options);
  };
  const made = limit('bookings-made', bookingsPerHour);
  const refused = limit('booking-refusals', bookingsPerHour * REFUSALS_PER_BOOKING);

  return {
    async refuseSpent(req, reply) {
      const bookingsLeft = spentFor(await made(req, { increment: false }));
      if (bookingsLeft !== null) throw tooMany(reply, bookingsLeft, 'bookings');
      const refusalsLeft = spentFor(await refused(req, { increment: false }));
      if (refusalsLeft !== null) throw tooMany(reply, refusalsLeft, 'refused bookings');
    },
    async countBooking(req, reply) {
      const status = await made(req);
      if (!status.isAllowed && status.isExceeded) {
        throw tooMany(reply, Math.max(1, status.ttlInSeconds), 'bookings');
      }
    },
    async countRefusal(req, reply) {
      if (reply.statusCode >= 400 && reply.statusCode < 500 && reply.statusCode !== 429) await refused(req);
    },
  };
}
