import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actualPurchasesCall, myPurchaseCall } from 'shared-contracts/api-declarations';
import { declaredRoute } from '../../lib/declared-route.ts';
import { publicApiOrigin } from '../../config/env.ts';
import { errorAnswers, notFound } from '../../lib/errors.ts';
import { PROFILE_SECURITY, requireDiner } from '../../lib/profile-auth.ts';
import { requirePurchase } from '../../domain/purchases/access.ts';
import { isMember } from '../../domain/purchases/tables.ts';
import { loadBalance } from '../../domain/purchases/balance.ts';
import { purchaseView } from '../../domain/purchases/context.ts';
import { listActualPurchases } from '../../domain/purchases/view.ts';
import { requireSupplier } from '../../lib/suppliers.ts';

const tags = ['purchases'];
const errors = errorAnswers(400, 401, 404);

/**
 * The diner's own purchases, registered under `/api`: one by id, and the ones
 * still in progress. Only purchases the profile joined; another's is the same 404 as an unknown id, so
 * the call tells nothing about purchases that are not the diner's.
 */
export const myPurchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  declaredRoute(app, myPurchaseCall, {
    tags,
    summary: "The diner's own purchase (one they joined), whatever its status, with its balance",
    security: PROFILE_SECURITY,
    answers: errors,
    handler: async (req) => {
      const { instance, profile } = await requireDiner(app.db, req);
      const purchase = await requirePurchase(app.db, instance, req.params.id);
      if (!(await isMember(app.db, purchase.id, profile.id))) {
        throw notFound('purchase_not_found', `No purchase ${req.params.id}`);
      }
      return {
        purchase: await purchaseView(app, purchase.id),
        balance: await loadBalance(app.db, purchase.id),
      };
    },
  });

  declaredRoute(app, actualPurchasesCall, {
    tags,
    summary:
      "The diner's purchases still in progress (open, or paid with lines the kitchen has not served), newest first",
    security: PROFILE_SECURITY,
    answers: errors,
    handler: async (req) => {
      const { instance, profile } = await requireDiner(app.db, req);
      const supplier =
        req.query.supplier_id === undefined
          ? undefined
          : await requireSupplier(app.db, instance, req.query.supplier_id);
      return {
        purchases: await listActualPurchases(
          app.db,
          profile.id,
          instance.id,
          supplier?.id,
          publicApiOrigin(app.env),
        ),
      };
    },
  });
};
