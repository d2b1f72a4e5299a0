import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { ApiError } from 'shared-contracts/schemas';

/**
 * `@fastify/rate-limit`, off by default: a route opts in with `config: { rateLimit: { max, timeWindow } }`
 * (anonymous writes, coupon checks, logins, codes). Counters live in process memory, per client address;
 * a deployment with several API processes divides by nothing, so the limits are per process (documented).
 */
export const rateLimitPlugin = fp(
  async (app) => {
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
