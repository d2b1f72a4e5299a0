import * as z from 'zod/mini';
import { purchaseBalanceSchema } from './payment.ts';
import { tablePurchaseSchema } from './table-order.ts';

/** GET /api/my_purchases/{id}.json: a purchase the diner joined, whatever its status, with its balance. */
export const myPurchaseResponseSchema = z.object({
  purchase: tablePurchaseSchema,
  balance: purchaseBalanceSchema,
});
export type MyPurchaseResponse = z.infer<typeof myPurchaseResponseSchema>;

/**
 * GET /api/actual_purchases.json[?supplier_id]: the diner's purchases (at one branch when asked) still in progress, newest first: open ones (the
 * staff did not end them), and closed accounts whose lines the kitchen has not served yet.
 */
export const actualPurchasesResponseSchema = z.object({ purchases: z.array(tablePurchaseSchema) });
export type ActualPurchasesResponse = z.infer<typeof actualPurchasesResponseSchema>;
