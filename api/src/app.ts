import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, BuildAppOptions } from './app-options.ts';
import { type Env, parseEnv } from './config/env.ts';
import { registerModules } from './modules.ts';
import { bodyCachePlugin } from './plugins/body-cache.ts';
import { clockPlugin } from './plugins/clock.ts';
import { connectionLimitsPlugin } from './plugins/connection-limits.ts';
import { corsPlugin } from './plugins/cors.ts';
import { databasePlugin } from './plugins/database.ts';
import { embeddedAdmissionPlugin } from './plugins/embedded-admission.ts';
import { envPlugin } from './plugins/env.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { guardsPlugin } from './plugins/guards.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { pubsubPlugin } from './plugins/pubsub.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { requestIdPlugin } from './plugins/request-id.ts';
import { requestInstancePlugin } from './plugins/request-instance.ts';
import { servedByPlugin } from './plugins/served-by.ts';
import { retentionPlugin } from './plugins/retention.ts';
import { staffAuthPlugin } from './plugins/staff-auth.ts';
import { staffGuardPlugin } from './plugins/staff-guard.ts';
import { staticFilesPlugin } from './plugins/static-files.ts';
import { serverOptions } from './server-options.ts';

export type { App, BuildAppOptions } from './app-options.ts';

/** The API: cross-cutting plugins first (the routes registered after them inherit them), then the modules. */
export async function buildApp(options: BuildAppOptions = {}): Promise<App> {
  const env: Env = { ...parseEnv(), ...options.env };
  const app = Fastify(serverOptions(env, options.logger)).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(envPlugin, { env });
  await app.register(requestIdPlugin);
  await app.register(servedByPlugin, { name: env.SERVED_BY });
  await app.register(clockPlugin, { clock: options.clock });
  await app.register(connectionLimitsPlugin, { maxPerClient: env.MAX_CONNECTIONS_PER_CLIENT });
  await app.register(databasePlugin, { database: options.database, migrate: options.migrate !== false });
  await app.register(embeddedAdmissionPlugin);
  await app.register(metricsPlugin);
  await app.register(pubsubPlugin);
  await app.register(staffAuthPlugin, {
    passwordCost: options.passwordCost,
    seedDemo: options.migrate !== false,
  });
  await app.register(bodyCachePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(guardsPlugin);
  await app.register(rateLimitPlugin, {
    dinerWritesPerMinute: env.DINER_WRITES_PER_MINUTE,
    dinerWritesPerAddressPerMinute: env.DINER_WRITES_PER_ADDRESS_PER_MINUTE,
  });
  await app.register(staffGuardPlugin);
  await app.register(requestInstancePlugin);
  await app.register(corsPlugin);
  await app.register(openapiPlugin);
  await app.register(staticFilesPlugin);
  await app.register(retentionPlugin);

  await registerModules(app, options);
  return app;
}
