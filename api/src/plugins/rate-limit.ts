import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiError } from 'shared-contracts/schemas';
import { WRITE_METHODS } from '../lib/http-methods.ts';

/**
 * A diner's write is counted per profile when the request names one, else per address: the diners of a
 * restaurant share its Wi-Fi (one address), and a forged profile id buys nothing since the route then
 * refuses the write. Profile creation itself is limited per address, which bounds how many keys one
 * client can mint.
 */
export function dinerKey(req: FastifyRequest): string {
  const profile = req.headers.profileid;
  return typeof profile === 'string' && /^[1-9]\d{0,11}$/.test(profile)
    ? `profile:${profile}`
    : `ip:${req.ip}`;
}

function isStaffOrSystem(url: string): boolean {
  return url.startsWith('/staff') || url === '/health' || url.startsWith('/docs');
}

/**
 * `@fastify/rate-limit`, opted into per route with `config: { rateLimit: { max, timeWindow } }` (coupon
 * checks, logins, codes: per address). Every other anonymous-facing write (carts, table orders, bookings,
 * legal confirmations...) gets `dinerWritesPerMinute` per `dinerKey`. Staff routes are token-guarded and
 * left alone. Counters live in process memory, so the limits are per process (documented).
 */
export const rateLimitPlugin = fp<{ dinerWritesPerMinute: number }>(
  async (app, { dinerWritesPerMinute }) => {
    // Registered before the limiter's own onRoute hook, so the limiter sees the filled-in config.
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!methods.some((m) => WRITE_METHODS.has(m)) || isStaffOrSystem(route.url)) return;
      const config = (route.config ?? {}) as { rateLimit?: unknown };
      if (config.rateLimit !== undefined) return;
      route.config = {
        ...config,
        rateLimit: { max: dinerWritesPerMinute, timeWindow: 60_000, keyGenerator: dinerKey },
      } as typeof route.config;
    });
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_req, context): ApiError & { statusCode: number } => ({
        statusCode: context.statusCode,
        error: 'too_many_requests',
        message: `Too many requests; try again in ${context.after}`,
      }),
    });
  },
  { name: 'rate-limit' },
);
