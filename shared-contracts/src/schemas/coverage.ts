import * as z from 'zod/mini';
import { typedText } from './typed-text.ts';

/** The services a coverage lookup answers for (`schedule` for scheduled delivery). */
export const COVERAGE_SERVICES = ['delivery', 'schedule'] as const;
export const coverageServiceSchema = z.enum(COVERAGE_SERVICES);
export type CoverageService = z.infer<typeof coverageServiceSchema>;

/** The delivery zone that holds a point. Money in the branch's major unit. */
export const coveragePolygonSchema = z.object({
  id: z.int(),
  name: z.string(),
  active: z.boolean(),
  delivery_price: z.number(),
  minimum_order_value: z.number(),
  supplier_id: z.int(),
  polygon_found: z.literal(true),
});
export type CoveragePolygon = z.infer<typeof coveragePolygonSchema>;

/** The branch closest to a point no zone covers, for the no-coverage alert. */
export const nearestBranchSchema = z.object({
  supplier_id: z.int(),
  slug: z.string(),
  label: z.string(),
  distance_km: z.number(),
});
export type NearestBranch = z.infer<typeof nearestBranchSchema>;

/**
 * GET /api/v2/supplier_availability.json?customer_id&service&lat&lon[&supplier_id]: the zone holding the
 * point (null when none does) with its branch and city, else the nearest branch offering the service.
 */
export const supplierAvailabilitySchema = z.object({
  polygon: z.nullable(coveragePolygonSchema),
  supplier_id: z.nullable(z.int()),
  supplier_slug: z.nullable(z.string()),
  ciudad_id: z.nullable(z.int()),
  nearest: z.nullable(nearestBranchSchema),
});
export type SupplierAvailability = z.infer<typeof supplierAvailabilitySchema>;

/** One zone as `GET /api/coverage` lists it: its ring of [lat, lon] points. */
export const coverageZoneSchema = z.object({
  id: z.int(),
  name: z.string(),
  delivery_price: z.number(),
  minimum_order_value: z.number(),
  polygon: z.array(z.tuple([z.number(), z.number()])),
});
export type CoverageZone = z.infer<typeof coverageZoneSchema>;

/** GET /api/coverage?customer_id: the zones of every branch that delivers. */
export const coverageResponseSchema = z.object({
  coverage: z.array(
    z.object({
      supplier_id: z.int(),
      slug: z.string(),
      label: z.string(),
      delivery: z.boolean(),
      schedule: z.boolean(),
      zones: z.array(coverageZoneSchema),
    }),
  ),
});
export type CoverageResponse = z.infer<typeof coverageResponseSchema>;

/** POST /api/search_google_logs.json: one address search of a diner, kept for the operator. */
export const searchLogRequestSchema = z.object({
  search_google_log: z.object({
    query: typedText({ min: 2, max: 300 }),
    latitude: z.optional(z.nullable(z.number().check(z.minimum(-90), z.maximum(90)))),
    longitude: z.optional(z.nullable(z.number().check(z.minimum(-180), z.maximum(180)))),
    supplier_id: z.optional(z.nullable(z.int())),
  }),
});
export type SearchLogRequest = z.infer<typeof searchLogRequestSchema>;
export const searchLogResponseSchema = z.object({ id: z.int() });
