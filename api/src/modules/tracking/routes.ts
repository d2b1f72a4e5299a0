import { apiErrorSchema, sessionRequestSchema, sessionResponseSchema } from 'shared-contracts/schemas';
import type { App, AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { findInstanceById } from '../../lib/instance.ts';
import { createSession } from './queries.ts';

export function registerTrackingRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/tracking/sessions',
    {
      schema: {
        tags: ['tracking'],
        summary: 'Records a visitor session',
        body: sessionRequestSchema,
        response: { 201: sessionResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const ref = await findInstanceById(ctx.db, req.body.customer_id);
      if (!ref) throw notFound('instance_not_found', `No instance with customer_id ${req.body.customer_id}`);
      const id = await createSession(ctx.db, ref.id, req.body);
      return reply.code(201).send({ id });
    },
  );
}
