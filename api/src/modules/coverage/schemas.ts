import { COVERAGE_SERVICES } from 'shared-contracts/schemas';
import { z } from 'zod';
import { supplierIdParam } from '../../lib/suppliers.ts';

/** Query numbers arrive as text: a finite decimal within the range, nothing else. */
const coordinate = (limit: number) =>
  z
    .string()
    .max(30)
    .regex(/^-?[0-9]{1,3}(\.[0-9]{1,15})?$/, 'Expected a decimal number')
    .transform(Number)
    .refine((value) => Math.abs(value) <= limit, `Expected a value between -${limit} and ${limit}`);

export const availabilityQuery = z.object({
  customer_id: z.string().max(20).optional(),
  service: z.enum(COVERAGE_SERVICES).default('delivery'),
  lat: coordinate(90),
  lon: coordinate(180),
  supplier_id: supplierIdParam.optional(),
});

export const coverageQuery = z.object({ customer_id: z.string().max(20).optional() });
