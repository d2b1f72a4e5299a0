import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { metricsRoutes } from './routes.ts';

/** `/staff/metrics`: this process's Prometheus figures, for the operator's scraper only. */
export const metricsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(metricsRoutes, { prefix: '/staff' });
};
