import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffRoutes } from './routes.ts';

/** `/staff`: the instance console, its table orders, menu and live stream. */
export const staffModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(staffRoutes, { prefix: '/staff' });
};
