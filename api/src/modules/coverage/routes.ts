import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchLogCall, supplierAvailabilityCall } from 'shared-contracts/api-declarations';
import { declaredRoute } from '../../lib/declared-route.ts';
import { errorAnswers } from '../../lib/errors.ts';
import { coverageResponseSchema } from 'shared-contracts/schemas';
import { withTransaction } from '../../db/transaction.ts';
import { resolveQueryInstance } from '../../lib/instance.ts';
import { requireSupplier } from '../../lib/suppliers.ts';
import { findAvailability } from '../../lib/coverage/availability.ts';
import { insertSearchLog, listCoverage } from './queries.ts';
import { coverageQuery } from './schemas.ts';

/** Delivery coverage, registered under `/api`. */
export const coverageRoutes: FastifyPluginAsyncZod = async (app) => {
  declaredRoute(app, supplierAvailabilityCall, {
    tags: ['coverage'],
    summary:
      'The delivery zone holding a point (lat, lon) for delivery or schedule, or the nearest branch when none does',
    answers: errorAnswers(400, 404),
    handler: async (req) => {
      const { customer_id, service, lat, lon, supplier_id } = req.query;
      const instance = await resolveQueryInstance(app, req, customer_id);
      const branchId =
        supplier_id === undefined ? undefined : (await requireSupplier(app.db, instance, supplier_id)).id;
      return findAvailability(app.db, instance.id, service, [lat, lon], branchId);
    },
  });

  app.get(
    '/coverage',
    {
      schema: {
        tags: ['coverage'],
        summary: "The instance's delivering branches with their zones (rings of [lat, lon])",
        querystring: coverageQuery,
        response: { 200: coverageResponseSchema, ...errorAnswers(400, 404) },
      },
    },
    async (req) => ({
      coverage: await listCoverage(app.db, (await resolveQueryInstance(app, req, req.query.customer_id)).id),
    }),
  );

  declaredRoute(app, searchLogCall, {
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    tags: ['coverage'],
    summary: "Records a diner's address search",
    answers: errorAnswers(400, 404),
    handler: async (req, reply) => {
      const log = req.body.search_google_log;
      const instance = await req.instance;
      const supplierId =
        log.supplier_id == null
          ? null
          : (await requireSupplier(app.db, instance, String(log.supplier_id))).id;
      const created = await withTransaction(app.db, (tx) =>
        insertSearchLog(tx, {
          instanceId: instance.id,
          supplierId,
          query: log.query,
          latitude: log.latitude ?? null,
          longitude: log.longitude ?? null,
        }),
      );
      return reply.code(201).send(created);
    },
  });
};
