import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelPaymentCall } from 'shared-contracts/api-declarations';
import { payments } from '../../db/schema.ts';
import { declaredRoute } from '../../lib/declared-route.ts';
import { errorAnswers, notFound } from '../../lib/errors.ts';
import { PROFILE_SECURITY } from '../../lib/profile-auth.ts';
import { announcePurchaseChange } from '../../domain/purchases/announce.ts';
import { dinerContext } from '../../domain/purchases/context.ts';
import { toPayment } from './balance.ts';
import { cancelPayment } from './cancel.ts';

/** The payer's way out of a PSE payment the bank has not answered, registered under `/api/v4`. */
export const paymentCancelRoutes: FastifyPluginAsyncZod = async (app) => {
  declaredRoute(app, cancelPaymentCall, {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    tags: ['payments'],
    summary:
      "The payer cancels their own PSE payment while the bank has not answered: it holds nothing any more (the amount is due again, the tip and the coupon free). 403 not_your_payment, 409 payment_not_cancellable (not PSE) / payment_not_pending (details.status: the bank's answer); a cancelled one answers as it is. A bank approval after it pays the bill when the bill still takes it, else it is owed back (reason refund_due)",
    security: PROFILE_SECURITY,
    answers: errorAnswers(400, 401, 403, 404, 409),
    handler: async (req) => {
      const [found] = await app.db
        .select({ purchaseId: payments.purchaseId })
        .from(payments)
        .where(eq(payments.id, req.params.id))
        .limit(1);
      if (!found) throw notFound('payment_not_found', `No payment ${req.params.id}`);
      // A locked site, a profile that never joined the bill or another site's payment: refused as any write.
      const { profile, purchase } = await dinerContext(app, req, found.purchaseId);
      const { row, balance, changed } = await cancelPayment(app.db, req.params.id, profile.id);
      if (changed) {
        await announcePurchaseChange(app, {
          purchaseId: purchase.id,
          menuChanged: false,
          supplierId: purchase.supplierId,
        });
      }
      return { payment: toPayment(row, purchase.supplierId, profile.id), balance };
    },
  });
};
