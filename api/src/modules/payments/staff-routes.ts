import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffSettlePaymentCall } from 'shared-contracts/api-declarations';
import { declaredRoute } from '../../lib/declared-route.ts';
import { errorAnswers } from '../../lib/errors.ts';
import { eq } from 'drizzle-orm';
import { purchases } from '../../db/schema.ts';
import { announcePurchaseChange } from '../../domain/purchases/announce.ts';
import { auditActorOf, callerInstanceId } from '../../lib/staff-auth/guard.ts';
import { STAFF_SECURITY } from '../../lib/staff-auth/openapi.ts';
import { toPayment } from './balance.ts';
import { settlePayment } from './charge.ts';

/**
 * The staff's confirmation of a pending payment (cash, card reader, transfer, a sandbox card that stays
 * pending), registered under `/staff/payments`: the operator's token, or a session whose roles allow
 * `payments`; another instance's payment is the same 404 as an unknown one.
 */
export const staffPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  declaredRoute(app, staffSettlePaymentCall, {
    config: { staff: { capability: 'payments', instance: 'object' } },
    tags: ['staff'],
    summary: 'Approves or declines a pending payment; a fully paid purchase closes (payments)',
    security: STAFF_SECURITY,
    answers: errorAnswers(401, 403, 404, 409),
    handler: async (req) => {
      const { row, balance } = await settlePayment(
        app.db,
        req.params.id,
        callerInstanceId(req),
        req.body.status,
        auditActorOf(req),
      );
      const [purchase] = await app.db
        .select({ supplierId: purchases.supplierId })
        .from(purchases)
        .where(eq(purchases.id, row.purchaseId))
        .limit(1);
      await announcePurchaseChange(app, {
        purchaseId: row.purchaseId,
        menuChanged: false,
        ...(purchase ? { supplierId: purchase.supplierId } : {}),
      });
      // The staff settle the payment: the bank's page is its payer's alone.
      return { payment: toPayment(row, purchase?.supplierId ?? 0, null), balance };
    },
  });
};
