import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supplierRoutes } from './routes.ts';

/** `/api` suppliers: an instance's branches and their menus. */
export const suppliersModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(supplierRoutes, { prefix: '/api' });
};
