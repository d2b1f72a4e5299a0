import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openManualPaymentCall, setManualAmountCall } from 'shared-contracts/api-declarations';
import { declaredRoute } from '../../lib/declared-route.ts';
import { PROFILE_SECURITY, requireDiner } from '../../lib/profile-auth.ts';
import { afterChange, dinerContext, purchaseView } from '../../domain/purchases/context.ts';
import { DINER_ERRORS as errors } from '../../lib/diner-errors.ts';
import { requireSupplier } from '../../lib/suppliers.ts';
import {
  openManualPayment,
  requireManualPaymentBranch,
  requirePayableAmount,
  setManualAmount,
} from './manual-payments.ts';

const tags = ['menudigital'];

/**
 * Manual payments: the purchase a diner of a list-only table with in-app
 * payment pays a typed amount on. The cart icon opens it with amount 0; MyOrder sets the amount.
 */
export const manualPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  declaredRoute(app, openManualPaymentCall, {
    config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    tags,
    summary:
      "Opens the diner's manual payment at a basic or my-list branch with in-app payment (201), or answers the open one as it is (200)",
    security: PROFILE_SECURITY,
    answers: errors,
    handler: async (req, reply) => {
      const { instance, profile } = await requireDiner(app.db, req);
      const supplier = await requireSupplier(app.db, instance, String(req.body.supplier_id));
      requireManualPaymentBranch(supplier);
      await requirePayableAmount(app.db, instance.id, req.body.amount);
      const { purchaseId, created } = await openManualPayment(app.db, supplier, profile, req.body.amount);
      return reply.code(created ? 201 : 200).send({ purchase: await purchaseView(app, purchaseId) });
    },
  });

  declaredRoute(app, setManualAmountCall, {
    tags,
    summary: "Sets a manual payment's amount (its diner; 409 once a payment holds on it)",
    security: PROFILE_SECURITY,
    answers: errors,
    handler: async (req) => {
      const { instance, purchase } = await dinerContext(app, req, req.params.purchase);
      await requirePayableAmount(app.db, instance.id, req.body.amount);
      return afterChange(app, await setManualAmount(app.db, purchase, req.body.amount));
    },
  });
};
