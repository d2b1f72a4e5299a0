import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { menuCall, searchCitiesCall, supplierCall } from 'shared-contracts/api-declarations';
import { declaredRoute } from '../../lib/declared-route.ts';
import { menuSchema } from 'shared-contracts/schemas';
import { z } from 'zod';
import { publicApiOrigin } from '../../config/env.ts';
import { badRequest, errorAnswers } from '../../lib/errors.ts';
import { sendCachedJson } from '../../lib/http-cache.ts';
import { absolutizeImages } from '../../lib/images.ts';
import { parseCustomerId, requireInstanceById } from '../../lib/instance.ts';
import { requireSupplier, toSupplier } from '../../lib/suppliers.ts';
import { loadMenu, searchCities } from './queries.ts';

/** Core calls about branches, registered under `/api`; the instance comes from the Host or `customer_id`. */
export const supplierRoutes: FastifyPluginAsyncZod = async (app) => {
  declaredRoute(app, menuCall, {
    tags: ['suppliers'],
    summary: "A branch's menu (instance from Host or customer_id header). ETag + no-cache.",
    answers: { 304: z.null(), ...errorAnswers(400, 404) },
    handler: async (req, reply) => {
      const instance = await req.instance;
      // Keyed by the id as asked, so a cached menu (or its 304) needs no query at all.
      return sendCachedJson(req, reply, {
        key: `menu:${instance.id}:${instance.version}:${req.params.id}`,
        schema: menuSchema,
        load: async () => loadMenu(app.db, await requireSupplier(app.db, instance, req.params.id)),
      });
    },
  });

  declaredRoute(app, supplierCall, {
    tags: ['suppliers'],
    summary: 'One branch by slug or numeric id (instance from Host or customer_id header)',
    answers: errorAnswers(400, 404),
    handler: async (req) => {
      const instance = await req.instance;
      const supplier = await requireSupplier(app.db, instance, req.params.id);
      return { supplier: absolutizeImages(toSupplier(supplier), publicApiOrigin(app.env)) };
    },
  });

  declaredRoute(app, searchCitiesCall, {
    tags: ['suppliers'],
    summary: 'Cities with delivery or scheduled delivery, each with the slugs of its branches',
    answers: errorAnswers(400, 404),
    handler: async (req) => {
      const customerId = parseCustomerId(req.query.customer_id);
      if (customerId === undefined) {
        throw badRequest('customer_id is required', [{ path: 'customer_id', message: 'Required' }]);
      }
      const instance = await requireInstanceById(app.db, customerId);
      return { cities: await searchCities(app.db, instance.id) };
    },
  });
};
