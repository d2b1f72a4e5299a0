import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  itemStatusRequestSchema,
  orderStatusRequestSchema,
  purchaseResponseSchema,
  tableOrdersResponseSchema,
} from 'shared-contracts/schemas';
import { z } from 'zod';
import { publicApiOrigin, publicSiteOrigin } from '../../config/env.ts';
import { requireInstanceBySlug } from '../../lib/instance.ts';
import { requirePurchase } from '../../lib/purchases/access.ts';
import { afterChange, purchaseIdParam } from '../../lib/purchases/context.ts';
import { listKitchenPurchases } from '../../lib/purchases/view.ts';
import { qrSheetSvg } from '../../lib/qr-sheet.ts';
import { requireSupplier, supplierIdParam } from '../../lib/suppliers.ts';
import {
  answerWaiterCall,
  closePurchase,
  listTables,
  setItemStatus,
  setOrderStatus,
} from './table-orders.ts';

const slug = z.string().min(1).max(120);
const branchParams = z.object({ slug, branch: supplierIdParam });
const purchaseParams = z.object({ slug, purchase: purchaseIdParam });
const itemParams = z.object({ slug, purchase: purchaseIdParam, item: purchaseIdParam });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tags = ['staff'];
const security = [{ staffToken: [] }];

/** The kitchen's and the waiters' side of table orders (under `/staff`, behind its token hook). */
export const tableOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/instances/:slug/branches/:branch/table-orders',
    {
      schema: {
        tags,
        summary:
          "A branch's open purchases, and closed accounts with lines the kitchen has not served, with every line, oldest first",
        security,
        params: branchParams,
        response: { 200: tableOrdersResponseSchema, ...errors },
      },
    },
    async (req) => {
      const instance = await requireInstanceBySlug(app.db, req.params.slug);
      const supplier = await requireSupplier(app.db, instance, req.params.branch);
      return { purchases: await listKitchenPurchases(app.db, supplier.id, publicApiOrigin(app.env)) };
    },
  );

  app.put(
    '/instances/:slug/purchases/:purchase/items/:item',
    {
      schema: {
        tags,
        summary: 'Marks a line prepared (from ordered) or delivered (from ordered or prepared)',
        security,
        params: itemParams,
        body: itemStatusRequestSchema,
        response: { 200: purchaseResponseSchema, ...errors },
      },
    },
    async (req) => {
      const instance = await requireInstanceBySlug(app.db, req.params.slug);
      const purchase = await requirePurchase(app.db, instance, req.params.purchase);
      return afterChange(app, await setItemStatus(app.db, purchase.id, req.params.item, req.body.status));
    },
  );

  app.put(
    '/instances/:slug/purchases/:purchase/status',
    {
      schema: {
        tags,
        summary:
          "Moves the order's status (SPEC section 4's labels); finished and cancelled are final, a closed account takes only those",
        security,
        params: purchaseParams,
        body: orderStatusRequestSchema,
        response: { 200: purchaseResponseSchema, ...errors },
      },
    },
    async (req) => {
      const instance = await requireInstanceBySlug(app.db, req.params.slug);
      const purchase = await requirePurchase(app.db, instance, req.params.purchase);
      return afterChange(app, await setOrderStatus(app.db, purchase.id, req.body.status));
    },
  );

  const purchaseActions = [
    { path: 'waiter-call', summary: "Answers the table's waiter call", run: answerWaiterCall },
    {
      path: 'close',
      summary: 'Closes the purchase when the table leaves; the next scan opens a new one',
      run: closePurchase,
    },
  ];
  for (const action of purchaseActions) {
    app.put(
      `/instances/:slug/purchases/:purchase/${action.path}`,
      {
        schema: {
          tags,
          summary: action.summary,
          security,
          params: purchaseParams,
          response: { 200: purchaseResponseSchema, ...errors },
        },
      },
      async (req) => {
        const instance = await requireInstanceBySlug(app.db, req.params.slug);
        const purchase = await requirePurchase(app.db, instance, req.params.purchase);
        return afterChange(app, await action.run(app.db, purchase.id));
      },
    );
  }

  app.get(
    '/instances/:slug/branches/:branch/qr.svg',
    {
      schema: {
        tags,
        summary: 'A printable SVG sheet with the QR link of every table and room of a branch',
        security,
        params: branchParams,
        response: { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const instance = await requireInstanceBySlug(app.db, req.params.slug);
      const supplier = await requireSupplier(app.db, instance, req.params.branch);
      const origin = publicSiteOrigin(app.env, instance.domain);
      const entries = (await listTables(app.db, supplier.id)).map((table) => {
        const page = table.kind === 'room' ? 'service-room' : 'menu-digital';
        const url = `${origin}/${encodeURIComponent(supplier.slug)}/${page}?mesa=${encodeURIComponent(table.code)}`;
        return { caption: table.kind === 'room' ? `Room ${table.code}` : `Table ${table.code}`, url };
      });
      const svg = qrSheetSvg(supplier.label, entries);
      // A string body with a non-JSON type is sent as it is; the route's typed replies only know the error shape.
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(svg as never);
    },
  );
};
