import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyError, type FastifyReply, type FastifyServerOptions } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { ApiError } from 'shared-contracts/schemas';
import { type Env, parseEnv, resolveDataDir } from './config/env.ts';
import type { App, AppContext } from './context.ts';
import { type Database, openDatabase } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { replyIfDatabaseUnavailable } from './lib/database-unavailable.ts';
import { HttpError } from './lib/errors.ts';
import { BoundedCache, type CachedBody } from './lib/http-cache.ts';
import { registerExperienceRoutes } from './modules/experience/routes.ts';
import { registerHealthRoutes } from './modules/health/routes.ts';
import { registerProfileRoutes } from './modules/profiles/routes.ts';
import { registerStaffRoutes } from './modules/staff/routes.ts';
import { registerSupplierRoutes } from './modules/suppliers/routes.ts';
import { registerTrackingRoutes } from './modules/tracking/routes.ts';
import { IMAGES_DIR } from './seed/fixtures.ts';

export interface BuildAppOptions {
  /** Overrides on top of the parsed process environment (tests pass `{ DATA_DIR: 'memory://' }`). */
  env?: Partial<Env>;
  /** An already open database (then the caller closes it); otherwise one is opened from the env and closed with the app. */
  database?: Database;
  /** Fastify logger option; default: pino at LOG_LEVEL. */
  logger?: FastifyServerOptions['logger'];
  /** Apply migrations and seed the fixtures when the DB is empty (default true). */
  migrate?: boolean;
}

export const ALLOWED_HEADERS = [
  'customer_id',
  'supplier_id',
  'service',
  'subservice',
  'lang',
  'profileid',
  'token',
  'content-type',
  'authorization',
  'idempotency-key',
];

/** Any port of `localhost`, `127.0.0.1` or `*.localhost`. */
export function isAllowedOrigin(origin: string): boolean {
  try {
    const { hostname } = new URL(origin);
    return hostname === 'localhost' || hostname === '127.0.0.1' || hostname.endsWith('.localhost');
  } catch {
    return false;
  }
}

function errorCodeFor(statusCode: number): string {
  switch (statusCode) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 405:
      return 'method_not_allowed';
    case 413:
      return 'payload_too_large';
    case 414:
      return 'uri_too_long';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'too_many_requests';
    default:
      return statusCode >= 500 ? 'internal_error' : 'bad_request';
  }
}

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

export async function buildApp(options: BuildAppOptions = {}): Promise<App> {
  const env: Env = { ...parseEnv(), ...options.env };
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: resolveDataDir(env.DATA_DIR) }));
  const ownsDatabase = options.database === undefined;

  const app = Fastify({
    logger: options.logger ?? { level: env.LOG_LEVEL },
    bodyLimit: 256 * 1024,
    trustProxy: false,
    // Long params reach zod (a 400 with issues) instead of the router's bare 414.
    routerOptions: { maxParamLength: 2048 },
    // Malformed URLs (bad percent-encoding) still get the ApiError shape.
    frameworkErrors: (err, _req, reply) => {
      const body: ApiError = { error: 'bad_request', message: err.message };
      // The option's reply type is generic over an unknown route; the plain FastifyReply is what it is at run time.
      void (reply as FastifyReply).code(400).send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();
  database.setLogger(app.log);

  try {
    if (options.migrate !== false) {
      const seeded = await prepareDatabase(database);
      if (seeded > 0) app.log.info(`seeded ${seeded} instances from fixtures`);
    }
  } catch (err) {
    if (ownsDatabase) await database.close();
    throw err;
  }

  const ctx: AppContext = { env, database, db: database.db, cache: new BoundedCache<CachedBody>(500) };

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (replyIfDatabaseUnavailable(err, req, reply)) return reply;
    let status = 500;
    let body: ApiError;
    if (err instanceof HttpError) {
      status = err.statusCode;
      body = { error: err.code, message: err.message, ...(err.issues ? { issues: err.issues } : {}) };
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      status = 400;
      body = {
        error: 'bad_request',
        message: `Invalid ${err.validationContext ?? 'request'}`,
        issues: err.validation.map((v) => ({
          path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
          message: v.message ?? 'Invalid value',
        })),
      };
    } else if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
      body = { error: 'internal_error', message: 'Internal server error' };
    } else if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      status = err.statusCode;
      body = { error: errorCodeFor(status), message: err.message };
    } else {
      req.log.error({ err }, 'unhandled error');
      body = { error: 'internal_error', message: 'Internal server error' };
    }
    if (status === 401) reply.header('www-authenticate', 'Bearer');
    return reply.code(status).send(body);
  });

  // PostgreSQL text cannot hold NUL characters: refuse them up front instead of failing in the database.
  app.addHook('preValidation', async (req) => {
    if (hasNul(req.params) || hasNul(req.query) || hasNul(req.body) || hasNul(req.headers)) {
      throw new HttpError(400, 'bad_request', 'NUL characters are not accepted');
    }
  });

  app.setNotFoundHandler((req, reply) => {
    const body: ApiError = {
      error: 'not_found',
      message: `Route ${req.method} ${req.url.split('?')[0]} not found`,
    };
    return reply.code(404).send(body);
  });

  await app.register(cors, {
    origin: (origin, cb) => {
      // No Origin header: not a cross-origin browser call.
      if (!origin) return cb(null, true);
      cb(null, isAllowedOrigin(origin));
    },
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: ['etag'],
    maxAge: 600,
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Mesa white-label reference API',
        version: '1.0.0',
        description: 'Core, experience, polygons and tracking hosts served under one origin.',
      },
      components: {
        securitySchemes: { staffToken: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(fastifyStatic, {
    root: IMAGES_DIR,
    prefix: '/images/',
    decorateReply: false,
    maxAge: '30d',
    immutable: false,
    index: false,
    list: false,
  });

  registerHealthRoutes(app, ctx);
  registerExperienceRoutes(app, ctx);
  registerSupplierRoutes(app, ctx);
  registerProfileRoutes(app, ctx);
  registerTrackingRoutes(app, ctx);
  registerStaffRoutes(app, ctx);

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  app.addHook('onClose', async () => {
    if (ownsDatabase) await database.close();
  });

  return app;
}
