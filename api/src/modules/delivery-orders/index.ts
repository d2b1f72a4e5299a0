import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryOrderRoutes } from './routes.ts';

/** `/shopping_cart` delivery orders: the address, the supplier change, placing the order. */
export const deliveryOrdersModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(deliveryOrderRoutes, { prefix: '/shopping_cart' });
};
