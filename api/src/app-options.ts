import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Env } from './config/env.ts';
import type { Database } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { ScryptCost } from './lib/staff-auth/passwords.ts';
import type { SmsProvider } from './modules/profiles/sms-provider.ts';

/** The fastify instance with zod schemas as its type provider. */
export type App = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface BuildAppOptions {
  /** Overrides on top of the parsed process environment (tests pass `{ DATA_DIR: 'memory://' }`). */
  env?: Partial<Env>;
  /** An already open database (then the caller closes it); otherwise one is opened from the env and closed with the app. */
  database?: Database;
  /** Fastify logger option; default: pino at LOG_LEVEL. */
  logger?: FastifyServerOptions['logger'];
  /** Apply migrations and seed the fixtures when the DB is empty (default true). */
  migrate?: boolean;
  /** Where verification codes go; default: the API's log (`logSmsProvider`, development). */
  sms?: SmsProvider;
  /** "Now" for the time-of-day rules (tests move it); default: the system clock, or `CLOCK_START`'s. */
  clock?: Clock;
  /** Tests only: a cheaper scrypt cost for staff passwords (lib/staff-auth/passwords.ts). */
  passwordCost?: ScryptCost;
}
