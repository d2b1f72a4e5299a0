import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffSessionRoutes } from './session-routes.ts';
import { staffTeamRoutes } from './team-routes.ts';

/** `/staff/session`: signing in and out; `/staff/instances/{slug}/...`: the instance's team. */
export const staffAccountsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(staffSessionRoutes, { prefix: '/staff/session' });
  await app.register(staffTeamRoutes, { prefix: '/staff/instances' });
};
