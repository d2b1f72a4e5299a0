import * as z from 'zod/mini';

/**
 * The pieces of paths and queries many calls share, as the API checks them. Path and query values
 * arrive as text: numbers are coerced, and the client passes them as the numbers it holds.
 */

/** A database id (`:purchase`, `:id`, `purchase_id`): a positive 32-bit integer. */
export const recordId = z.coerce
  .number<number | string>()
  .check(z.int(), z.minimum(1), z.maximum(2_147_483_647));

/** A branch by its numeric id or its slug (`supplier_id`, `branch_id`, `:id` of the suppliers calls). */
export const supplierRef = z.coerce.string<string | number>().check(z.minLength(1), z.maxLength(120));

/** The instance a server-side call names (`customer_id`); a page's host names it otherwise. */
export const customerRef = z.optional(z.coerce.string<string | number>().check(z.maxLength(20)));

/** `{ purchase }` of the paths on one purchase. */
export const purchasePathParams = z.object({ purchase: recordId });

/** `{ id }` of the paths on one record. */
export const idPathParams = z.object({ id: recordId });
