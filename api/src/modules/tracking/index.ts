import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cookieManagerRoutes } from './cookie-manager-routes.ts';
import { errorReportRoutes, staffErrorReportRoutes } from './report-routes.ts';
import { trackingRoutes } from './routes.ts';

/** `/tracking`: sessions, acquisitions, events, error reports, the cookie manager; their staff reading. */
export const trackingModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(trackingRoutes, { prefix: '/tracking' });
  await app.register(errorReportRoutes, { prefix: '/tracking' });
  await app.register(cookieManagerRoutes, { prefix: '/tracking' });
  await app.register(staffErrorReportRoutes, { prefix: '/staff/error_reports' });
};
