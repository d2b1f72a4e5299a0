import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { geocodingRoutes } from './routes.ts';

/** `/api` address search with the deployment's geocoder. */
export const geocodingModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(geocodingRoutes, { prefix: '/api' });
};
