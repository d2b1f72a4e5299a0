import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  staffClosePurchaseCall,
  staffLineStatusCall,
  staffOrderPreparedCall,
  staffOrderStatusCall,
  staffQrSheetCall,
  staffWaiterCallAnsweredCall,
} from 'shared-contracts/api-declarations';
import { declaredRoute } from '../../lib/declared-route.ts';
import { apiErrorSchema, purchaseResponseSchema, tableOrdersResponseSchema } from 'shared-contracts/schemas';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { publicApiOrigin, publicSiteOrigin } from '../../config/env.ts';
import { requireInstanceBySlug } from '../../lib/instance.ts';
import { requirePurchase } from '../../domain/purchases/access.ts';
import { afterChange, purchaseIdParam } from '../../domain/purchases/context.ts';
import { listKitchenPurchases } from '../../domain/purchases/view.ts';
import { qrSheetSvg } from '../../lib/qr-sheet.ts';
import { auditActorOf } from '../../lib/staff-auth/guard.ts';
import { STAFF_SECURITY } from '../../lib/staff-auth/openapi.ts';
import { requireSupplier, supplierIdParam } from '../../lib/suppliers.ts';
import {
  answerWaiterCall,
  closePurchase,
  listTables,
  rotateTableKey,
  prepareOrder,
  recallItem,
  setItemStatus,
  setOrderStatus,
  type StaffChange,
} from './table-orders.ts';

const slug = z.string().min(1).max(120);
const branchParams = z.object({ slug, branch: supplierIdParam });
const itemParams = z.object({ slug, purchase: purchaseIdParam, item: purchaseIdParam });
const tableParams = z.object({ slug, branch: supplierIdParam, code: z.string().min(1).max(40) });
const tableLinkSchema = z.object({
  code: z.string(),
  kind: z.enum(['table', 'room']),
  key: z.string(),
  url: z.string(),
});
const tableLinksResponseSchema = z.object({ tables: z.array(tableLinkSchema) });
const tableLinkResponseSchema = z.object({ table: tableLinkSchema });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ['staff'];
const security = STAFF_SECURITY;

/** A line `prepared` is the kitchen's to mark; `delivered` (served at the table) the floor's. */
const lineCapability = (req: FastifyRequest) =>
  (req.body as { status?: string } | undefined)?.status === 'prepared' ? 'kitchen' : 'floor';

/**
 * The kitchen's and the waiters' side of table orders (under `/staff`, behind its guard). Every path
 * names the instance (`{slug}`); a purchase of another instance is not found in it.
 */
export const tableOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The purchase of the path's instance and who changes it. */
  async function target(req: FastifyRequest, slugParam: string, purchaseId: number) {
    const instance = await requireInstanceBySlug(app.db, slugParam);
    const purchase = await requirePurchase(app.db, instance, purchaseId);
    const by: StaffChange = { instanceId: instance.id, actor: auditActorOf(req) };
    return { purchase, by };
  }

  app.get(
    '/instances/:slug/branches/:branch/table-orders',
    {
      config: { staff: { capability: 'floor', instance: 'path' } },
      schema: {
        tags,
        summary:
          "A branch's open purchases, and closed accounts with lines the kitchen has not served, with every line, oldest first (floor)",
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

  declaredRoute(app, staffLineStatusCall, {
    config: { staff: { capability: lineCapability, instance: 'path' } },
    tags,
    summary: 'Marks a line prepared (from ordered; kitchen) or delivered (from ordered or prepared; floor)',
    security,
    answers: errors,
    handler: async (req) => {
      const { purchase, by } = await target(req, req.params.slug, req.params.purchase);
      const change = await setItemStatus(app.db, purchase.id, req.params.item, req.body.status, by);
      return afterChange(app, { ...change, supplierId: purchase.supplierId });
    },
  });

  app.put(
    '/instances/:slug/purchases/:purchase/items/:item/recall',
    {
      config: { staff: { capability: 'kitchen', instance: 'path' } },
      schema: {
        tags,
        summary: 'Takes back a line marked prepared by mistake: prepared → ordered (kitchen)',
        security,
        params: itemParams,
        response: { 200: purchaseResponseSchema, ...errors },
      },
    },
    async (req) => {
      const { purchase, by } = await target(req, req.params.slug, req.params.purchase);
      const change = await recallItem(app.db, purchase.id, req.params.item, by);
      return afterChange(app, { ...change, supplierId: purchase.supplierId });
    },
  );

  declaredRoute(app, staffOrderPreparedCall, {
    config: { staff: { capability: 'kitchen', instance: 'path' } },
    tags,
    summary: 'Marks every line of an order the kitchen has (ordered) prepared at once (kitchen)',
    security,
    answers: errors,
    handler: async (req) => {
      const { purchase, by } = await target(req, req.params.slug, req.params.purchase);
      const change = await prepareOrder(app.db, purchase.id, by);
      return afterChange(app, { ...change, supplierId: purchase.supplierId });
    },
  });

  declaredRoute(app, staffOrderStatusCall, {
    config: { staff: { capability: 'orders', instance: 'path' } },
    tags,
    summary:
      "Moves the order's status (one of the order status labels); finished and cancelled are final, a closed account takes only those",
    security,
    answers: errors,
    handler: async (req) => {
      const { purchase, by } = await target(req, req.params.slug, req.params.purchase);
      const change = await setOrderStatus(app.db, purchase.id, req.body.status, by);
      return afterChange(app, { ...change, supplierId: purchase.supplierId });
    },
  });

  const purchaseActions = [
    {
      call: staffWaiterCallAnsweredCall,
      summary: "Answers the table's waiter call; the diner sees it answered (floor)",
      run: answerWaiterCall,
    },
    {
      call: staffClosePurchaseCall,
      summary: 'Closes the purchase when the table leaves; the next scan opens a new one (floor)',
      run: closePurchase,
    },
  ];
  for (const action of purchaseActions) {
    declaredRoute(app, action.call, {
      config: { staff: { capability: 'floor', instance: 'path' } },
      tags,
      summary: action.summary,
      security,
      answers: errors,
      handler: async (req) => {
        const { purchase, by } = await target(req, req.params.slug, req.params.purchase);
        const change = await action.run(app.db, purchase.id, by);
        return afterChange(app, { ...change, supplierId: purchase.supplierId });
      },
    });
  }

  /** The QR links of a branch's tables and rooms: the site's on-table page with the code and its key. */
  async function tableLinks(slug: string, branch: string) {
    const instance = await requireInstanceBySlug(app.db, slug);
    const supplier = await requireSupplier(app.db, instance, branch);
    const origin = publicSiteOrigin(app.env, instance.domain);
    const linkOf = (table: { code: string; kind: 'table' | 'room'; key: string }) => {
      const page = table.kind === 'room' ? 'service-room' : 'menu-digital';
      const query = new URLSearchParams({ mesa: table.code, k: table.key });
      return { ...table, url: `${origin}/${encodeURIComponent(supplier.slug)}/${page}?${query}` };
    };
    return { instance, supplier, linkOf, tables: (await listTables(app.db, supplier.id)).map(linkOf) };
  }

  declaredRoute(app, staffQrSheetCall, {
    config: { staff: { capability: 'branch_settings', instance: 'path' } },
    tags,
    summary: 'A printable SVG sheet with the QR link (code and key) of every table and room of a branch',
    security,
    // The SVG is sent as it is, with its own type: no JSON schema serializes it.
    stream: true,
    answers: { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
    handler: async (req, reply) => {
      const { supplier, tables } = await tableLinks(req.params.slug, req.params.branch);
      const entries = tables.map((table) => ({
        caption: table.kind === 'room' ? `Room ${table.code}` : `Table ${table.code}`,
        url: table.url,
      }));
      const svg = qrSheetSvg(supplier.label, entries);
      // A string body with a non-JSON type is sent as it is; the route's typed replies only know the error shape.
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(svg as never);
    },
  });

  app.get(
    '/instances/:slug/branches/:branch/qr.json',
    {
      config: { staff: { capability: 'branch_settings', instance: 'path' } },
      schema: {
        tags,
        summary: "The QR sheet's links as data: every table and room with its code, key and link",
        security,
        params: branchParams,
        response: { 200: tableLinksResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { tables } = await tableLinks(req.params.slug, req.params.branch);
      return reply.header('cache-control', 'no-store').send({ tables });
    },
  );

  app.post(
    '/instances/:slug/branches/:branch/tables/:code/key',
    {
      config: { staff: { capability: 'branch_settings', instance: 'path' } },
      schema: {
        tags,
        summary:
          'Gives a table or room a new QR key: the old printed link no longer reaches its bill (reprint the sheet)',
        security,
        params: tableParams,
        response: { 200: tableLinkResponseSchema, ...errors },
      },
    },
    async (req) => {
      const { instance, supplier, linkOf } = await tableLinks(req.params.slug, req.params.branch);
      const by: StaffChange = { instanceId: instance.id, actor: auditActorOf(req) };
      return { table: linkOf(await rotateTableKey(app.db, supplier.id, req.params.code, by)) };
    },
  );
};
