import { createEvent, createStore, sample } from 'effector';
import type { DeliveryLocation } from '../schemas/cart-draft.ts';
import { createApiFx } from '../api/api-effect.ts';
import { api } from '../api/endpoints.ts';
import { deliveryAddressChosen, deliveryZoneChosen } from './frame.ts';

/** GET which zone (and branch) delivers to a point, for `delivery` or `schedule`. */
export const checkCoverageFx = createApiFx(api.getSupplierAvailability);
/** GET the places an address names (the API's geocoder). */
export const geocodeFx = createApiFx(api.geocode);
/** GET the address the address form shows as its example (one the geocoder finds). */
export const loadAddressExampleFx = createApiFx(api.geocodeExample);
/** POST an address search the diner made (`search_google_logs`). */
export const logAddressSearchFx = createApiFx(api.logAddressSearch);

export { deliveryLocationSchema, type DeliveryLocation } from '../schemas/cart-draft.ts';

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
