import * as z from 'zod/mini';

/**
 * The pieces of paths and queries many calls share, as the API checks them. Path and query values
 * arrive as text: numbers are coerced, and the client passes them as the numbers it holds.
 */

/** A database id (`:purchase`, `:id`, `purchase_id`): a positive 32-bit integer. */
export const recordId = z.coerce
  .number<number | string>()
  .check(z.int(), z.minimum(1), z.maximum(2_147_483_647));

/**
 * A value the client may hold as a number but that travels as text (a query value, a path segment): the
 * API checks the text as it arrives, so a repeated query key (an array) is refused, never joined; the
 * client may still give the number it holds.
 */
export function sentAsText<Output>(
  schema: z.ZodMiniType<Output, string>,
): z.ZodMiniType<Output, string | number> {
  // Only the input type widens: the client's number is written as the same text the API then checks.
  return schema as unknown as z.ZodMiniType<Output, string | number>;
}

/** A branch by its numeric id or its slug (`supplier_id`, `branch_id`, `:id` of the suppliers calls). */
export const supplierRef = sentAsText(z.string().check(z.minLength(1), z.maxLength(120)));

/** The instance a server-side call names (`customer_id`); a page's host names it otherwise. */
export const customerRef = z.optional(sentAsText(z.string().check(z.maxLength(20))));

/** `{ purchase }` of the paths on one purchase. */
export const purchasePathParams = z.object({ purchase: recordId });

/** The cart's PUT may repeat its purchase in `?purchase_id` (a different one is refused). */
export const cartUpdateQuery = z.object({ purchase_id: z.optional(recordId) });

/** `{ id }` of the paths on one record. */
export const idPathParams = z.object({ id: recordId });
