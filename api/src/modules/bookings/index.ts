import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingProductRoutes } from './preorder-routes.ts';
import { bookingRatingRoutes } from './rating-routes.ts';
import { bookingRoutes } from './routes.ts';
import { staffBookingListRoutes, staffBookingRoutes } from './staff-routes.ts';

/** Bookings: the diner's (`/api/v4`), their pre-order (`/shopping_cart`), rating (`/rate`) and the staff's. */
export const bookingsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(bookingRoutes, { prefix: '/api/v4' });
  await app.register(bookingProductRoutes, { prefix: '/shopping_cart' });
  await app.register(bookingRatingRoutes, { prefix: '/rate' });
  await app.register(staffBookingRoutes, { prefix: '/staff/bookings' });
  await app.register(staffBookingListRoutes, { prefix: '/staff/instances' });
};
