import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ratingRoutes } from './routes.ts';

/** `/menudigital` ratings of a paid purchase. */
export const ratingsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(ratingRoutes, { prefix: '/menudigital' });
};
