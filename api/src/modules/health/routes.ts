import { z } from 'zod';
import { apiErrorSchema } from 'shared-contracts/schemas';
import type { App, AppContext } from '../../context.ts';

export const healthResponseSchema = z.object({ status: z.literal('ok') });

export function registerHealthRoutes(app: App, ctx: AppContext): void {
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
        await ctx.database.ping();
      } catch (err) {
        req.log.error({ err }, 'health: database ping failed');
        return reply.code(503).send({ error: 'db_unavailable', message: 'The database does not answer' });
      }
      return { status: 'ok' as const };
    },
  );
}
