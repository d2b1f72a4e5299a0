import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from 'shared-contracts/schemas';
import { databaseUnavailableBody } from '../../lib/database-unavailable.ts';

const databaseStatusSchema = z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean() });

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: databaseStatusSchema.extend({ ok: z.literal(true) }),
});
/** The 503: an `ApiError` (`db_unavailable`) that also says which database failed. */
export const healthUnavailableSchema = z.object({
  ...apiErrorSchema.shape,
  database: databaseStatusSchema.extend({ ok: z.literal(false) }),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'The process and its database: 200 once the database answers `select 1`, else 503',
        response: { 200: healthResponseSchema, 503: healthUnavailableSchema },
      },
    },
    async (req, reply) => {
      const kind = app.database.kind;
      try {
        await app.database.ping();
      } catch (err) {
        req.log.warn({ err }, 'health: database ping failed');
        return reply.code(503).send({ ...databaseUnavailableBody, database: { kind, ok: false as const } });
      }
      return { status: 'ok' as const, database: { kind, ok: true as const } };
    },
  );
};
