import * as z from 'zod/mini';

export const citySchema = z.object({
  id: z.int(),
  name: z.string(),
  /** Slugs of the instance's branches in this city. */
  suppliers: z.array(z.string()),
});
export type City = z.infer<typeof citySchema>;
/** GET /api/v2/search_cities.json?customer_id */
export const citiesResponseSchema = z.object({ cities: z.array(citySchema) });
