import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, paymentResponseSchema, staffPaymentRequestSchema } from 'shared-contracts/schemas';
import { z } from 'zod';
import { announcePurchaseChange } from '../../lib/purchases/announce.ts';
import { purchaseIdParam } from '../../lib/purchases/context.ts';
import { staffOnly } from '../../lib/staff-token.ts';
import { toPayment } from './balance.ts';
import { settlePayment } from './charge.ts';
import { eq } from 'drizzle-orm';
import { purchases } from '../../db/schema.ts';

/**
 * The staff's confirmation of a pending payment (cash, card reader, transfer, a sandbox card that stays
 * pending), registered under `/staff/payments` (staff token).
 */
export const staffPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  staffOnly(app);

  app.put(
    '/:id.json',
    {
      schema: {
        tags: ['staff'],
        summary: 'Approves or declines a pending payment; a fully paid purchase closes (staff token)',
        security: [{ staffToken: [] }],
        params: z.object({ id: purchaseIdParam }),
        body: staffPaymentRequestSchema,
        response: {
          200: paymentResponseSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (req) => {
      const { row, balance } = await settlePayment(app.db, req.params.id, null, req.body.status);
      await announcePurchaseChange(app, { purchaseId: row.purchaseId, menuChanged: false });
      const [purchase] = await app.db
        .select({ supplierId: purchases.supplierId })
        .from(purchases)
        .where(eq(purchases.id, row.purchaseId))
        .limit(1);
      return { payment: toPayment(row, purchase?.supplierId ?? 0), balance };
    },
  );
};
