import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentCancelRoutes } from './cancel-routes.ts';
import { paymentProofRoutes, staffPaymentProofRoutes } from './proof-routes.ts';
import { paymentRoutes } from './routes.ts';
import { sandboxBankRoutes } from './sandbox-bank-routes.ts';
import { staffPaymentRoutes } from './staff-routes.ts';

/**
 * Payments: charging and the payer's cancel (`/api/v4`), the sandbox bank, transfer proofs (`/api`) and
 * the staff's side.
 */
export const paymentsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(paymentRoutes, { prefix: '/api/v4' });
  await app.register(paymentCancelRoutes, { prefix: '/api/v4' });
  await app.register(sandboxBankRoutes, { prefix: '/api/v4' });
  await app.register(staffPaymentRoutes, { prefix: '/staff/payments' });
  await app.register(paymentProofRoutes, { prefix: '/api' });
  await app.register(staffPaymentProofRoutes, { prefix: '/staff/payment_proofs' });
};
