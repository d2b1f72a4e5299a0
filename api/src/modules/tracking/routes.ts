import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acquisitionCall, sessionCall, trackingCall } from 'shared-contracts/api-declarations';
import { declaredRoute } from '../../lib/declared-route.ts';
import { z } from 'zod';
import { storedAcquisitionSchema } from 'shared-contracts/schemas';
import { errorAnswers, notFound } from '../../lib/errors.ts';
import { type InstanceSource, requireInstanceById, requireWritableInstanceId } from '../../lib/instance.ts';
import {
  createSession,
  findAcquisition,
  saveAcquisition,
  saveTracking,
  sessionOfInstance,
} from './queries.ts';

/** Per client address and minute: a page load makes one session, a visit a few dozen events. */
const SESSION_LIMIT = { max: 300, timeWindow: 60_000 };
const EVENT_LIMIT = { max: 1200, timeWindow: 60_000 };

/**
 * The instance's session, 404 when either is unknown; for a write (`writing`) also 403 when the instance
 * is locked.
 */
async function requireSession(
  source: InstanceSource,
  customerId: number,
  sessionId: number,
  writing = true,
): Promise<number> {
  const instance = writing
    ? await requireWritableInstanceId(source, customerId)
    : await requireInstanceById(source.db, customerId);
  if (!(await sessionOfInstance(source.db, sessionId, instance.id))) {
    throw notFound('session_not_found', `No session ${sessionId} for customer_id ${customerId}`);
  }
  return instance.id;
}

/** The tracking host, registered under `/tracking`. */
export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  declaredRoute(app, sessionCall, {
    config: { rateLimit: SESSION_LIMIT },
    tags: ['tracking'],
    summary: 'Records a visitor session',
    answers: errorAnswers(400, 404),
    handler: async (req, reply) => {
      const instance = await requireWritableInstanceId(app, req.body.customer_id);
      const id = await createSession(app.db, instance.id, req.body);
      return reply.code(201).send({ id });
    },
  });

  declaredRoute(app, acquisitionCall, {
    config: { rateLimit: SESSION_LIMIT },
    tags: ['tracking'],
    summary: "Stores where the session's visit came from; once per session (a retry gets the same id)",
    answers: errorAnswers(400, 404),
    handler: async (req, reply) => {
      const instanceId = await requireSession(app, req.body.customer_id, req.body.session_id);
      const id = await saveAcquisition(app.db, instanceId, req.body);
      return reply.code(201).send({ id });
    },
  });

  app.get(
    '/sessions/:id/acquisition',
    {
      schema: {
        tags: ['tracking'],
        summary: 'The acquisition stored for a session of the instance',
        params: z.object({ id: z.coerce.number().int().min(1).max(2147483647) }),
        querystring: z.object({ customer_id: z.coerce.number().int().min(1).max(2147483647) }),
        response: { 200: storedAcquisitionSchema, ...errorAnswers(400, 404) },
      },
    },
    async (req) => {
      await requireSession(app, req.query.customer_id, req.params.id, false);
      const acquisition = await findAcquisition(app.db, req.params.id);
      if (!acquisition)
        throw notFound('acquisition_not_found', `No acquisition for session ${req.params.id}`);
      return acquisition;
    },
  );

  declaredRoute(app, trackingCall, {
    config: { rateLimit: EVENT_LIMIT },
    tags: ['tracking'],
    summary: 'Records one diner event of the session (page_view, add_to_cart, begin_checkout, purchase)',
    answers: errorAnswers(400, 404),
    handler: async (req, reply) => {
      const instanceId = await requireSession(app, req.body.customer_id, req.body.session_id);
      const id = await saveTracking(app.db, instanceId, req.body);
      return reply.code(201).send({ id });
    },
  });
};
