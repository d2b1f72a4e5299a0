import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pickupBoardCall } from 'shared-contracts/api-declarations';
import { apiErrorSchema } from 'shared-contracts/schemas';
import { declaredRoute } from '../../lib/declared-route.ts';
import { localNow, zonedInstant } from '../../lib/local-time.ts';
import { requireSupplier } from '../../lib/suppliers.ts';
import { pickupBoardOrders } from './queries.ts';

/** The public pickup board of a branch, read by the screen at its counter every few seconds. */
export const pickupBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  declaredRoute(app, pickupBoardCall, {
    tags: ['delivery'],
    summary:
      "Today's take-away orders of a branch (its own date) by number and stage (preparing, ready); nothing personal",
    answers: { 400: apiErrorSchema, 404: apiErrorSchema },
    handler: async (req) => {
      const instance = await req.instance;
      const branch = await requireSupplier(app.db, instance, req.params.supplier);
      const today = localNow(app.clock.now(), branch.timezone).date;
      const start = zonedInstant(today, '00:00', branch.timezone);
      return { orders: await pickupBoardOrders(app.db, instance.id, branch.id, today, start) };
    },
  });
};
