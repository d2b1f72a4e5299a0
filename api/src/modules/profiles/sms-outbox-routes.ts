import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, notFound } from '../../lib/errors.ts';
import { OPERATOR_SECURITY } from '../../lib/staff-auth/openapi.ts';
import { hasOutbox, type SmsProvider } from './sms-provider.ts';

const outboxSchema = z.object({
  messages: z.array(z.object({ to: z.string(), text: z.string(), sent_at: z.string() })),
});

/**
 * What the development SMS provider "sent" (registered under `/staff/sms`, staff token): how e2e tests and
 * a developer without a phone read a verification code. It answers 404 with a real gateway, and is not
 * registered at all when `NODE_ENV=production`.
 */
export const smsOutboxRoutes: FastifyPluginAsyncZod<{ sms: SmsProvider }> = async (app, { sms }) => {
  app.get(
    '/outbox',
    {
      config: { staff: { operatorOnly: true } },
      schema: {
        tags: ['staff'],
        summary: "The log SMS provider's latest messages, newest first (development only, operator token)",
        security: OPERATOR_SECURITY,
        querystring: z.object({ to: z.string().max(20).optional() }),
        response: { 200: outboxSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (req) => {
      if (!hasOutbox(sms)) throw notFound('no_outbox', `The SMS provider '${sms.name}' keeps no outbox`);
      return { messages: sms.outbox(req.query.to) };
    },
  );
};
