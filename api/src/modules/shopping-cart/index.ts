import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shoppingCartRoutes } from './routes.ts';

/** `/shopping_cart`: the delivery and take-away cart. */
export const shoppingCartModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(shoppingCartRoutes, { prefix: '/shopping_cart' });
};
