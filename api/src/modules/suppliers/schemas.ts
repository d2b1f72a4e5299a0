import { z } from 'zod';
import { supplierIdParam } from '../../lib/suppliers.ts';

export const supplierParams = z.object({ id: supplierIdParam });

/** `customer_id` is checked by `parseCustomerId` (one rule for the header and the query). */
export const searchCitiesQuery = z.object({ customer_id: z.string().max(20).optional() });
