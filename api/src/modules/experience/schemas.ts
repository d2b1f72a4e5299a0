import { z } from 'zod';
import { supplierIdParam } from '../../lib/suppliers.ts';

/** `{domain}`: the host the diner opened, port allowed (`la-brasa.localhost:5173`). */
const domainParam = z.string().min(1).max(300);

export const domainSupplierParams = z.object({ domain: domainParam, id: supplierIdParam });
