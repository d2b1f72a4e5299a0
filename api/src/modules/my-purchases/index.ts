import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myPurchaseRoutes } from './routes.ts';

/** `/api` the diner's own purchases. */
export const myPurchasesModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(myPurchaseRoutes, { prefix: '/api' });
};
