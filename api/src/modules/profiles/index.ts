import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartDraftRoutes } from './cart-draft-routes.ts';
import { profileRoutes } from './routes.ts';
import { smsOutboxRoutes } from './sms-outbox-routes.ts';
import { logSmsProvider, type SmsProvider } from './sms-provider.ts';
import { verificationRoutes } from './verification-routes.ts';

export interface ProfilesModuleOptions {
  /** Where verification codes go; default: the API's log (`logSmsProvider`, development). */
  sms?: SmsProvider | undefined;
}

/** `/profiles`: the diners' anonymous profiles, their kept carts in progress and phone verification; `/staff/sms`: the development outbox. */
export const profilesModule: FastifyPluginAsyncZod<ProfilesModuleOptions> = async (app, options) => {
  const sms = options.sms ?? logSmsProvider(app.log);
  await app.register(profileRoutes, { prefix: '/profiles' });
  await app.register(cartDraftRoutes, { prefix: '/profiles' });
  await app.register(verificationRoutes, { prefix: '/profiles', sms });
  // The outbox hands out codes: never in production, whatever the provider.
  if (app.env.NODE_ENV !== 'production') await app.register(smsOutboxRoutes, { prefix: '/staff/sms', sms });
};
