import { z } from 'zod';
import { purchaseIdParam } from '../../domain/purchases/context.ts';
import { supplierIdParam } from '../../lib/suppliers.ts';

export const tableInitQuery = z.object({
  supplier_id: supplierIdParam,
  table_code: z.string().min(1).max(40),
  /** The key printed in the table's QR link (`k`): its holder sees the table's open bill. */
  table_key: z.string().min(1).max(100).optional(),
});

export const purchaseParams = z.object({ purchase: purchaseIdParam });

/** GET /menudigital/init/{purchase}.json: the client's view of where it orders, checked against the purchase. */
export const activeOrderQuery = z.object({
  customer_id: z.string().max(20).optional(),
  supplier_id: supplierIdParam.optional(),
  service: z.string().max(40).optional(),
});

export const myOrdersQuery = z.object({ supplier_id: supplierIdParam });
