import { createEvent, createStore, sample } from 'effector';
import * as z from 'zod/mini';
import { createApiFx } from '../api/api-effect.ts';
import { api } from '../api/endpoints.ts';
import { coveragePolygonSchema } from '../schemas/coverage.ts';
import { deliveryAddressChosen, deliveryZoneChosen } from './frame.ts';

/** GET which zone (and branch) delivers to a point, for `delivery` or `schedule`. */
export const checkCoverageFx = createApiFx(api.getSupplierAvailability);
/** GET the places an address names (the API's geocoder). */
export const geocodeFx = createApiFx(api.geocode);
/** GET the address the address form shows as its example (one the geocoder finds). */
export const loadAddressExampleFx = createApiFx(api.geocodeExample);
/** POST an address search the diner made (`search_google_logs`). */
export const logAddressSearchFx = createApiFx(api.logAddressSearch);

/**
 * Where the diner takes delivery: a point a zone covers, its branch and the zone's fee and minimum, with
 * the address and reference the diner typed (none for the browser's position). Kept on the device.
 */
export const deliveryLocationSchema = z.object({
  latitude: z.number().check(z.minimum(-90), z.maximum(90)),
  longitude: z.number().check(z.minimum(-180), z.maximum(180)),
  address: z.nullable(z.string()),
  reference: z.nullable(z.string()),
  supplierSlug: z.string(),
  polygon: coveragePolygonSchema,
});
export type DeliveryLocation = z.infer<typeof deliveryLocationSchema>;

export const deliveryLocationFound = createEvent<DeliveryLocation>();
/** The covered place the diner chose; cleared with the zone (choosing take-away clears both). */
export const $deliveryLocation = createStore<DeliveryLocation | null>(null, {
  sid: 'contracts/delivery-location',
})
  .on(deliveryLocationFound, (_, location) => location)
  .on(deliveryZoneChosen, (location, zone) => (zone === null ? null : location));

// The frame's zone and address follow the place, also when it comes back from storage.
sample({
  clock: $deliveryLocation.updates,
  filter: Boolean,
  fn: (location) => location.polygon.id,
  target: deliveryZoneChosen,
});
sample({
  clock: $deliveryLocation.updates,
  fn: (location) => location?.address ?? null,
  target: deliveryAddressChosen,
});
