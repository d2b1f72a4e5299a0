import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coverageRoutes } from './routes.ts';

/** `/api` coverage: which branch delivers to a point. */
export const coverageModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(coverageRoutes, { prefix: '/api' });
};
