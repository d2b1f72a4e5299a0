import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponRoutes } from './routes.ts';

/** `/api/v4` coupons applied to a purchase. */
export const couponsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(couponRoutes, { prefix: '/api/v4' });
};
