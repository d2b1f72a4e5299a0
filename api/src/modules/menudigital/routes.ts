import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addTipCall,
  callWaiterCall,
  checkPurchaseCall,
  cookProductsCall,
  joinTableCall,
  myOrdersCall,
  receiveOrderCall,
  tableInitCall,
} from 'shared-contracts/api-declarations';
import { loadBalance } from '../../domain/purchases/balance.ts';
import { declaredRoute } from '../../lib/declared-route.ts';
import { publicApiOrigin } from '../../config/env.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { optionalProfile, PROFILE_SECURITY, requireDiner } from '../../lib/profile-auth.ts';
import { afterChange, dinerContext, purchaseView } from '../../domain/purchases/context.ts';
import {
  callWaiter,
  cookProducts,
  receiveOrder,
  updatePurchase,
} from '../../domain/purchases/diner-changes.ts';
import { tableRules } from '../../domain/purchases/rules.ts';
import { DINER_ERRORS as errors } from '../../lib/diner-errors.ts';
import { joinTablePurchase, requireTable, sharedPurchaseFor } from '../../domain/purchases/tables.ts';
import { closedStateOf } from '../../lib/taking-orders.ts';
import { listMemberPurchases } from '../../domain/purchases/view.ts';
import { requireSupplier } from '../../lib/suppliers.ts';
import { liveRoutes } from './live.ts';
import { manualPaymentRoutes } from './manual-payment-routes.ts';

const tags = ['menudigital'];

/**
 * The table's shared purchase, registered under `/menudigital`. Every
 * call but the table check needs the diner's `profileid` + `token`, and a purchase only answers the
 * profiles that joined it (`POST /init.json`).
 */
export const menudigitalRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(liveRoutes);
  await app.register(manualPaymentRoutes);
  declaredRoute(app, tableInitCall, {
    tags,
    summary:
      'Checks a table or room code of a branch (404 table_not_found: "scan the QR"); its open bill only to the key\'s holder or a member',
    answers: errors,
    handler: async (req) => {
      const instance = await req.instance;
      const supplier = await requireSupplier(app.db, instance, req.query.supplier_id);
      const table = await requireTable(app.db, supplier, req.query.table_code);
      const profile = await optionalProfile(app.db, req, instance);
      const shared = await sharedPurchaseFor(app.db, table, {
        key: req.query.table_key,
        profileId: profile?.id ?? null,
      });
      const room = table.kind === 'room';
      return {
        supplier_id: supplier.id,
        table: { code: table.code, kind: table.kind },
        service: 'on_table' as const,
        subservice: room ? ('room' as const) : null,
        rules: tableRules(supplier.onTableClass, table.kind),
        shared_access: shared.access,
        purchase_id: shared.purchaseId ?? null,
        closed: closedStateOf(supplier),
      };
    },
  });

  declaredRoute(app, joinTableCall, {
    tags,
    summary:
      "Joins the table's shared bill with its QR key (opening it when there is none); a code without the key starts the diner's own order at that table (table_code null: without a table)",
    security: PROFILE_SECURITY,
    answers: errors,
    handler: async (req) => {
      const { instance, profile } = await requireDiner(app.db, req);
      const { supplier_id, table_code, table_key } = req.body.purchase;
      const supplier = await requireSupplier(app.db, instance, String(supplier_id));
      const table = table_code === null ? null : await requireTable(app.db, supplier, table_code);
      if (!table && !supplier.serviceTable) {
        throw conflict('on_table_unavailable', `${supplier.label} does not take orders at the table`);
      }
      const purchaseId = await joinTablePurchase(app.db, supplier, table, profile, table_key);
      return { purchase: await purchaseView(app, purchaseId) };
    },
  });

  declaredRoute(app, checkPurchaseCall, {
    tags,
    summary: 'Checks that a stored purchase is still open, of this branch and joined by the profile',
    security: PROFILE_SECURITY,
    answers: errors,
    handler: async (req) => {
      const { instance, purchase } = await dinerContext(app, req, req.params.purchase);
      if (req.query.supplier_id !== undefined) {
        const supplier = await requireSupplier(app.db, instance, req.query.supplier_id);
        if (supplier.id !== purchase.supplierId) {
          throw notFound('purchase_not_found', `Purchase ${purchase.id} is not of ${supplier.label}`);
        }
      }
      if (purchase.status !== 'open') {
        throw conflict('purchase_closed', 'This purchase is closed: scan the table QR again');
      }
      return { purchase: await purchaseView(app, purchase.id) };
    },
  });

  declaredRoute(app, cookProductsCall, {
    tags,
    summary: 'Sends the pending lines to the kitchen (pending → ordered); unavailable ones are removed',
    security: PROFILE_SECURITY,
    answers: errors,
    handler: async (req) => {
      const { purchase } = await dinerContext(app, req, req.params.purchase);
      const { removed, ...change } = await cookProducts(app.db, purchase, req.body?.item_ids);
      return { ...(await afterChange(app, change)), removed_unavailable: removed };
    },
  });

  declaredRoute(app, callWaiterCall, {
    tags,
    summary: 'Calls the waiter to the table (checkout and no-incremental classes, not room service)',
    security: PROFILE_SECURITY,
    answers: errors,
    handler: async (req) => {
      const { purchase } = await dinerContext(app, req, req.params.purchase);
      return afterChange(app, await callWaiter(app.db, purchase));
    },
  });

  declaredRoute(app, addTipCall, {
    tags,
    summary:
      "Sets the table's tip (include, percent or a custom value); 409 tip_locked once a payment holds money on the bill",
    security: PROFILE_SECURITY,
    answers: errors,
    handler: async (req) => {
      const { purchase } = await dinerContext(app, req, req.params.purchase);
      return afterChange(app, await updatePurchase(app.db, purchase, { tip: req.body.tip }));
    },
  });

  declaredRoute(app, myOrdersCall, {
    tags,
    summary: 'The purchases the profile joined at a branch, newest first',
    security: PROFILE_SECURITY,
    answers: errors,
    handler: async (req) => {
      const { instance, profile } = await requireDiner(app.db, req);
      const supplier = await requireSupplier(app.db, instance, req.query.supplier_id);
      const purchases = await listMemberPurchases(app.db, profile.id, supplier.id, publicApiOrigin(app.env));
      const dues = [];
      for (const purchase of purchases) {
        dues.push({
          purchase_id: purchase.id,
          due_minor: (await loadBalance(app.db, purchase.id)).due_minor,
        });
      }
      return { purchases, dues };
    },
  });

  declaredRoute(app, receiveOrderCall, {
    tags,
    summary: 'The diner confirms the prepared lines reached the table (prepared → delivered)',
    security: PROFILE_SECURITY,
    answers: errors,
    handler: async (req) => {
      const { purchase } = await dinerContext(app, req, req.params.purchase);
      return afterChange(app, await receiveOrder(app.db, purchase));
    },
  });
};
