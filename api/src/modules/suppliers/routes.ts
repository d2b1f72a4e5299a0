import { z } from 'zod';
import {
  apiErrorSchema,
  citiesResponseSchema,
  menuSchema,
  supplierResponseSchema,
} from 'shared-contracts/schemas';
import type { App, AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { makeCachedBody, sendWithEtag } from '../../lib/http-cache.ts';
import { absolutizeImages, requestOrigin } from '../../lib/images.ts';
import { findInstanceById, parseCustomerId, resolveRequestInstance } from '../../lib/instance.ts';
import { findSupplier, loadMenu, searchCities, toSupplier } from './queries.ts';

const idParam = z.string().min(1).max(120);

export function registerSupplierRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/suppliers/:id/menu.json',
    {
      schema: {
        tags: ['suppliers'],
        summary: "A branch's menu (instance from Host or customer_id header). ETag + no-cache.",
        params: z.object({ id: idParam }),
        response: { 200: menuSchema, 304: z.null(), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const ref = await resolveRequestInstance(ctx.db, ctx.env, req);
      const found = await findSupplier(ctx.db, ref.id, req.params.id);
      if (!found) throw notFound('supplier_not_found', `No branch ${req.params.id} in ${ref.slug}`);
      const origin = requestOrigin(req);
      const key = `menu:${found.row.id}:${ref.version}:${origin}`;
      let cached = ctx.cache.get(key);
      if (!cached) {
        const menu = await loadMenu(ctx.db, found.row);
        cached = makeCachedBody(menuSchema.parse(absolutizeImages(menu, origin)));
        ctx.cache.set(key, cached);
      }
      return sendWithEtag(req, reply, cached);
    },
  );

  app.get(
    '/api/suppliers/:id.json',
    {
      schema: {
        tags: ['suppliers'],
        summary: 'One branch by slug or numeric id (instance from Host or customer_id header)',
        params: z.object({ id: idParam }),
        response: { 200: supplierResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req) => {
      const { id } = req.params;
      const ref = await resolveRequestInstance(ctx.db, ctx.env, req);
      const found = await findSupplier(ctx.db, ref.id, id);
      if (!found) throw notFound('supplier_not_found', `No branch ${id} in ${ref.slug}`);
      return { supplier: absolutizeImages(toSupplier(found.row, found.city), requestOrigin(req)) };
    },
  );

  app.get(
    '/api/v2/search_cities.json',
    {
      schema: {
        tags: ['suppliers'],
        summary: 'Cities with delivery or scheduled delivery, each with the slugs of its branches',
        querystring: z.object({ customer_id: z.string().max(20).optional() }),
        response: { 200: citiesResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req) => {
      const customerId = parseCustomerId(req.query.customer_id);
      if (customerId === undefined) {
        throw badRequest('customer_id is required', [{ path: 'customer_id', message: 'Required' }]);
      }
      const ref = await findInstanceById(ctx.db, customerId);
      if (!ref) throw notFound('instance_not_found', `No instance with customer_id ${customerId}`);
      return { cities: await searchCities(ctx.db, ref.id) };
    },
  );
}
