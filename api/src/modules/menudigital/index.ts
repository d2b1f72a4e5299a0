import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { menudigitalRoutes } from './routes.ts';

/** `/menudigital`: table and room orders (live stream and manual payments included). */
export const menudigitalModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(menudigitalRoutes, { prefix: '/menudigital' });
};
