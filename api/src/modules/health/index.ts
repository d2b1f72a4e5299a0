import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthRoutes } from './routes.ts';

/** `/health`: whether the API and its database answer. */
export const healthModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes);
};
