import type { FastifyHttpOptions, FastifyServerOptions } from 'fastify';
import type { Server } from 'node:http';
import type { Env } from './config/env.ts';
import { clientErrorHandler } from './lib/client-errors.ts';
import { frameworkErrors } from './plugins/error-handler.ts';
import { requestIdOfRequest } from './plugins/request-id.ts';

/** Fastify's own options: the logger, limits and timeouts taken from the environment. */
export function serverOptions(env: Env, logger: FastifyServerOptions['logger']): FastifyHttpOptions<Server> {
  return {
    logger: logger ?? { level: env.LOG_LEVEL },
    // Read by `genReqId`, which checks the header's shape first (Fastify would take any value).
    requestIdHeader: false,
    genReqId: requestIdOfRequest,
    bodyLimit: 256 * 1024,
    trustProxy: env.TRUSTED_PROXIES.length > 0 ? env.TRUSTED_PROXIES : false,
    // Long params reach zod (a 400 with issues) instead of the router's bare 414.
    routerOptions: { maxParamLength: 2048 },
    frameworkErrors,
    // Opening, migrating and seeding the database is a plugin; it had no time limit before it was one.
    pluginTimeout: 0,
    // Slow or unfinished requests must not hold a connection for good (Fastify's default has no limit).
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    connectionTimeout: env.IDLE_TIMEOUT_MS,
    http: {
      headersTimeout: env.HEADERS_TIMEOUT_MS,
      requestTimeout: env.REQUEST_TIMEOUT_MS,
      // How often Node checks the two timeouts above (its default, 30 s, would let them overrun by that much).
      connectionsCheckingInterval: Math.min(1_000, env.HEADERS_TIMEOUT_MS),
      // Checked by connectionLimitsPlugin, which answers in the ApiError shape.
      requireHostHeader: false,
    },
    clientErrorHandler,
  };
}
