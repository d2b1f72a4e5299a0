import { paymentRoutes } from './modules/payments/routes.ts';
import { sandboxBankRoutes } from './modules/payments/sandbox-bank-routes.ts';
import { staffPaymentRoutes } from './modules/payments/staff-routes.ts';
import { paymentProofRoutes, staffPaymentProofRoutes } from './modules/payments/proof-routes.ts';
import { logSmsProvider, type SmsProvider } from './modules/profiles/sms-provider.ts';
import { smsOutboxRoutes } from './modules/profiles/sms-outbox-routes.ts';
import { verificationRoutes } from './modules/profiles/verification-routes.ts';
import { cookieManagerRoutes } from './modules/tracking/cookie-manager-routes.ts';
import { errorReportRoutes, staffErrorReportRoutes } from './modules/tracking/report-routes.ts';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { type Env, parseEnv } from './config/env.ts';
import type { Database } from './db/client.ts';
import { coverageRoutes } from './modules/coverage/routes.ts';
import { geocodingRoutes } from './modules/geocoding/routes.ts';
import { bookingProductRoutes } from './modules/bookings/preorder-routes.ts';
import { bookingRatingRoutes } from './modules/bookings/rating-routes.ts';
import { bookingRoutes } from './modules/bookings/routes.ts';
import { staffBookingListRoutes, staffBookingRoutes } from './modules/bookings/staff-routes.ts';
import { staffSessionRoutes } from './modules/staff-accounts/session-routes.ts';
import { staffTeamRoutes } from './modules/staff-accounts/team-routes.ts';
import type { ScryptCost } from './lib/staff-auth/passwords.ts';
import { staffAuthPlugin } from './plugins/staff-auth.ts';
import { experienceRoutes } from './modules/experience/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { legalRoutes } from './modules/legal/routes.ts';
import { couponRoutes } from './modules/coupons/routes.ts';
import { ratingRoutes } from './modules/ratings/routes.ts';
import { myPurchaseRoutes } from './modules/my-purchases/routes.ts';
import { menudigitalRoutes } from './modules/menudigital/routes.ts';
import { profileRoutes } from './modules/profiles/routes.ts';
import { deliveryScheduleRoutes } from './modules/delivery-schedule/routes.ts';
import { deliveryOrderRoutes } from './modules/delivery-orders/routes.ts';
import { shoppingCartRoutes } from './modules/shopping-cart/routes.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { supplierRoutes } from './modules/suppliers/routes.ts';
import { trackingRoutes } from './modules/tracking/routes.ts';
import { bodyCachePlugin } from './plugins/body-cache.ts';
import { clockPlugin } from './plugins/clock.ts';
import type { Clock } from './lib/clock.ts';
import { corsPlugin } from './plugins/cors.ts';
import { databasePlugin } from './plugins/database.ts';
import { envPlugin } from './plugins/env.ts';
import { errorHandlerPlugin, frameworkErrors } from './plugins/error-handler.ts';
import { guardsPlugin } from './plugins/guards.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { clientErrorHandler } from './lib/client-errors.ts';
import { connectionLimitsPlugin } from './plugins/connection-limits.ts';
import { pubsubPlugin } from './plugins/pubsub.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { retentionPlugin } from './plugins/retention.ts';
import { staticFilesPlugin } from './plugins/static-files.ts';

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

/** The API: cross-cutting plugins first (the routes registered after them inherit them), then one plugin per module. */
export async function buildApp(options: BuildAppOptions = {}): Promise<App> {
  const env: Env = { ...parseEnv(), ...options.env };
  const app = Fastify({
    logger: options.logger ?? { level: env.LOG_LEVEL },
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
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(envPlugin, { env });
  await app.register(clockPlugin, { clock: options.clock });
  await app.register(connectionLimitsPlugin, { maxPerClient: env.MAX_CONNECTIONS_PER_CLIENT });
  await app.register(databasePlugin, { database: options.database, migrate: options.migrate !== false });
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
  await app.register(corsPlugin);
  await app.register(openapiPlugin);
  await app.register(staticFilesPlugin);
  await app.register(retentionPlugin);

  await app.register(healthRoutes);
  await app.register(experienceRoutes, { prefix: '/experience' });
  await app.register(supplierRoutes, { prefix: '/api' });
  await app.register(coverageRoutes, { prefix: '/api' });
  await app.register(geocodingRoutes, { prefix: '/api' });
  await app.register(profileRoutes, { prefix: '/profiles' });
  const sms = options.sms ?? logSmsProvider(app.log);
  await app.register(verificationRoutes, { prefix: '/profiles', sms });
  // The outbox hands out codes: never in production, whatever the provider.
  if (env.NODE_ENV !== 'production') await app.register(smsOutboxRoutes, { prefix: '/staff/sms', sms });
  await app.register(trackingRoutes, { prefix: '/tracking' });
  await app.register(errorReportRoutes, { prefix: '/tracking' });
  await app.register(cookieManagerRoutes, { prefix: '/tracking' });
  await app.register(staffErrorReportRoutes, { prefix: '/staff/error_reports' });
  await app.register(menudigitalRoutes, { prefix: '/menudigital' });
  await app.register(ratingRoutes, { prefix: '/menudigital' });
  await app.register(shoppingCartRoutes, { prefix: '/shopping_cart' });
  await app.register(deliveryOrderRoutes, { prefix: '/shopping_cart' });
  await app.register(deliveryScheduleRoutes);
  await app.register(legalRoutes, { prefix: '/legal' });
  await app.register(staffRoutes, { prefix: '/staff' });
  await app.register(staffSessionRoutes, { prefix: '/staff/session' });
  await app.register(staffTeamRoutes, { prefix: '/staff/instances' });
  await app.register(bookingRoutes, { prefix: '/api/v4' });
  await app.register(bookingProductRoutes, { prefix: '/shopping_cart' });
  await app.register(bookingRatingRoutes, { prefix: '/rate' });
  await app.register(staffBookingRoutes, { prefix: '/staff/bookings' });
  await app.register(staffBookingListRoutes, { prefix: '/staff/instances' });
  await app.register(paymentRoutes, { prefix: '/api/v4' });
  await app.register(couponRoutes, { prefix: '/api/v4' });
  await app.register(sandboxBankRoutes, { prefix: '/api/v4' });
  await app.register(staffPaymentRoutes, { prefix: '/staff/payments' });
  await app.register(paymentProofRoutes, { prefix: '/api' });
  await app.register(myPurchaseRoutes, { prefix: '/api' });
  await app.register(staffPaymentProofRoutes, { prefix: '/staff/payment_proofs' });
  return app;
}
