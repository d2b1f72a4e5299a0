import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env.ts';
import type { Database, Db } from './db/client.ts';
import type { BoundedCache, CachedBody } from './lib/http-cache.ts';

/** The fastify instance with zod schemas as its type provider. */
export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What every module's routes need. */
export interface AppContext {
  env: Env;
  database: Database;
  db: Db;
  /** Serialized config and menu bodies, keyed by instance version (bumped on every change) and origin. */
  cache: BoundedCache<CachedBody>;
}
