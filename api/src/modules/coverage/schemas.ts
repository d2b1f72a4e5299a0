import { z } from 'zod';

export const coverageQuery = z.object({ customer_id: z.string().max(20).optional() });
