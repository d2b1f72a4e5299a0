import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { experienceRoutes } from './routes.ts';

/** `/experience`: an instance's configuration, remotes and popup for the apps. */
export const experienceModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(experienceRoutes, { prefix: '/experience' });
};
