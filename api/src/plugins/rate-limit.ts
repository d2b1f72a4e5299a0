import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiError } from 'shared-contracts/schemas';
import { WRITE_METHODS } from '../lib/http-methods.ts';
import { addressKey, dinerKey, isProfileKey } from '../lib/rate-limit-keys.ts';

/** Failed staff logins one address may make in a window before every staff call it makes is refused. */
export const STAFF_AUTH_FAILURES = { max: 20, windowMs: 15 * 60_000 } as const;

/** Counts failed staff logins per address (`STAFF_AUTH_FAILURES`); successful calls are never counted. */
export interface StaffAuthThrottle {
  /** Seconds until the address may try again once it spent its failures; null while it may try. */
  retryAfter(req: FastifyRequest): Promise<number | null>;
  /** One more failed login from the request's address. */
  failed(req: FastifyRequest): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    staffAuthThrottle: StaffAuthThrottle;
  }
}

export interface RateLimitPluginOptions {
  /** Writes a minute per route for one verified profile (`DINER_WRITES_PER_MINUTE`). */
  dinerWritesPerMinute: number;
  /** Writes a minute per route for one address, every unverified diner behind it together. */
  dinerWritesPerAddressPerMinute: number;
}

function isStaffOrSystem(url: string): boolean {
  return url.startsWith('/staff') || url === '/health' || url.startsWith('/docs');
}

/**
 * `@fastify/rate-limit` with its keys from lib/rate-limit-keys.ts. A route opts into a limit of its own
 * with `config: { rateLimit: { max, timeWindow } }`, counted per address (codes, coupons, logins:
 * guessing is what they slow down) unless it names `dinerKey`. Every other write a diner can reach
 * (carts, table orders, legal confirmations...) gets the diner limit: per verified profile, or per
 * address for everyone else. Staff routes are guarded (the `/staff` scope's guard) and throttled on failures
 * only. Counters live in process memory, so the limits are per process (documented).
 */
export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, { dinerWritesPerMinute, dinerWritesPerAddressPerMinute }) => {
    // Registered before the limiter's own onRoute hook, so the limiter sees the filled-in config.
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!methods.some((m) => WRITE_METHODS.has(m)) || isStaffOrSystem(route.url)) return;
      const config = (route.config ?? {}) as { rateLimit?: unknown };
      if (config.rateLimit !== undefined) return;
      route.config = {
        ...config,
        rateLimit: {
          timeWindow: 60_000,
          keyGenerator: dinerKey,
          max: (_req: FastifyRequest, key: string) =>
            isProfileKey(key) ? dinerWritesPerMinute : dinerWritesPerAddressPerMinute,
        },
      } as typeof route.config;
    });
    await app.register(rateLimit, {
      global: false,
      keyGenerator: addressKey,
      errorResponseBuilder: (_req, context): ApiError & { statusCode: number } => ({
        statusCode: context.statusCode,
        error: 'too_many_requests',
        message: `Too many requests; try again in ${context.after}`,
      }),
    });

    // One counter for every staff route: the failures of one address add up wherever they are tried.
    const staffFailures = app.createRateLimit({
      max: STAFF_AUTH_FAILURES.max,
      timeWindow: STAFF_AUTH_FAILURES.windowMs,
      keyGenerator: addressKey,
    });
    app.decorate('staffAuthThrottle', {
      async retryAfter(req) {
        const status = await staffFailures(req, { increment: false });
        return !status.isAllowed && status.remaining === 0 ? Math.max(1, status.ttlInSeconds) : null;
      },
      async failed(req) {
        await staffFailures(req);
      },
    } satisfies StaffAuthThrottle);
  },
  { name: 'rate-limit' },
);
