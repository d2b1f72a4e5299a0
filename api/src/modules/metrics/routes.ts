import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from 'shared-contracts/schemas';
import { z } from 'zod';
import { OPERATOR_SECURITY } from '../../lib/staff-auth/openapi.ts';

/**
 * Prometheus's text format. Under `/staff` with the operator's token (a scraper sends it as a bearer
 * credential), so request counts and pool figures are not public; the proxy need not publish it at all.
 */
export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/metrics',
    {
      config: { staff: { operatorOnly: true } },
      schema: {
        tags: ['staff'],
        summary:
          "This process's request rates, latencies, pool state and process figures (Prometheus text, operator token)",
        security: OPERATOR_SECURITY,
        response: { 200: z.string(), 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (_req, reply) => {
      const text = await app.metrics.metrics();
      // The body is the text itself, not a JSON string.
      return reply
        .type(app.metrics.contentType)
        .serializer((body) => String(body))
        .send(text);
    },
  );
};
