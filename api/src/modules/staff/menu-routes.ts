import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  staffMenuResponseSchema,
  staffProductResponseSchema,
  staffProductUpdateSchema,
} from 'shared-contracts/schemas';
import { z } from 'zod';
import { requireInstanceBySlug } from '../../lib/instance.ts';
import { purchaseIdParam } from '../../domain/purchases/context.ts';
import { auditActorOf } from '../../lib/staff-auth/guard.ts';
import { STAFF_SECURITY } from '../../lib/staff-auth/openapi.ts';
import { requireSupplier, supplierIdParam } from '../../lib/suppliers.ts';
import { branchesOfMenu, menuProducts, updateProduct } from './menu-queries.ts';

const slug = z.string().min(1).max(120);
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** A branch's menu as the managers change it (under `/staff`): sold out, stock, price, promo. */
export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/instances/:slug/branches/:branch/menu',
    {
      config: { staff: { capability: 'menu', instance: 'path' } },
      schema: {
        tags: ['staff'],
        summary:
          "A branch's products with availability, stock, price and promo, and the branches sharing its menu (menu)",
        security: STAFF_SECURITY,
        params: z.object({ slug, branch: supplierIdParam }),
        response: { 200: staffMenuResponseSchema, ...errors },
      },
    },
    async (req) => {
      const instance = await requireInstanceBySlug(app.db, req.params.slug);
      const branch = await requireSupplier(app.db, instance, req.params.branch);
      return {
        branch_id: branch.id,
        shared_with: (await branchesOfMenu(app.db, branch.menuId)).filter((other) => other.id !== branch.id),
        products: await menuProducts(app.db, branch.menuId),
      };
    },
  );

  app.patch(
    '/instances/:slug/branches/:branch/products/:product',
    {
      config: { staff: { capability: 'menu', instance: 'path' } },
      schema: {
        tags: ['staff'],
        summary:
          'Marks a product sold out or available, sets its stock, price or promo; diners see it on their next menu load (menu)',
        security: STAFF_SECURITY,
        params: z.object({ slug, branch: supplierIdParam, product: purchaseIdParam }),
        body: staffProductUpdateSchema,
        response: { 200: staffProductResponseSchema, ...errors },
      },
    },
    async (req) => {
      const instance = await requireInstanceBySlug(app.db, req.params.slug);
      const branch = await requireSupplier(app.db, instance, req.params.branch);
      const product = await updateProduct(app.db, branch.menuId, req.params.product, req.body, {
        instanceId: instance.id,
        actor: auditActorOf(req),
      });
      // This process drops its cached menus now; the others within the instance-ref second.
      app.forgetInstances();
      return { product };
    },
  );
};
