import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, sessionRequestSchema, sessionResponseSchema } from 'shared-contracts/schemas';
import { requireInstanceById } from '../../lib/instance.ts';
import { createSession } from './queries.ts';

/** The tracking host, registered under `/tracking`. */
export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sessions',
    {
      schema: {
        tags: ['tracking'],
        summary: 'Records a visitor session',
        body: sessionRequestSchema,
        response: { 201: sessionResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const instance = await requireInstanceById(app.db, req.body.customer_id);
      const id = await createSession(app.db, instance.id, req.body);
      return reply.code(201).send({ id });
    },
  );
};
