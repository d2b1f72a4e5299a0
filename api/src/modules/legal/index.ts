import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { legalRoutes } from './routes.ts';

/** `/legal`: the instance's terms and the diner's confirmations. */
export const legalModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(legalRoutes, { prefix: '/legal' });
};
