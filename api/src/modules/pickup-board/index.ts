import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pickupBoardRoutes } from './routes.ts';

/** `/api/v4/pickup_board` the take-away pickup board of a branch. */
export const pickupBoardModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(pickupBoardRoutes, { prefix: '/api/v4/pickup_board' });
};
