import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from 'shared-contracts/schemas';

export const healthResponseSchema = z.object({ status: z.literal('ok') });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Answers 200 once the database answers `select 1`',
        response: { 200: healthResponseSchema, 503: apiErrorSchema },
      },
    },
    async (req, reply) => {
      try {
        await app.database.ping();
      } catch (err) {
        req.log.error({ err }, 'health: database ping failed');
        return reply.code(503).send({ error: 'db_unavailable', message: 'The database does not answer' });
      }
      return { status: 'ok' as const };
    },
  );
};
