import * as z from 'zod/mini';

/** A place a geocoder found for an address search. */
export const geocodedPlaceSchema = z.object({
  place_id: z.string(),
  formatted_address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type GeocodedPlace = z.infer<typeof geocodedPlaceSchema>;

/** GET /api/geocode.json?customer_id&q: the places matching the text, best first (none is an empty list). */
export const geocodeResponseSchema = z.object({ places: z.array(geocodedPlaceSchema) });

/**
 * GET /api/geocode/example.json?customer_id: an address the deployment's geocoder finds in the instance's
 * delivery area, which the address form shows as its example (none: the form shows no example).
 */
export const geocodeExampleResponseSchema = z.object({ example: z.nullable(z.string()) });
export type GeocodeExampleResponse = z.infer<typeof geocodeExampleResponseSchema>;
