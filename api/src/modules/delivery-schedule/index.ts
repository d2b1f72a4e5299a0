import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryScheduleRoutes } from './routes.ts';

/** The delivery and pick-up times a branch offers (its routes carry their full paths). */
export const deliveryScheduleModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(deliveryScheduleRoutes);
};
