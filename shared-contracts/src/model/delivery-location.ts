import { createEvent, createStore, sample } from 'effector';
import { createApiFx } from '../api/api-effect.ts';
import { api } from '../api/endpoints.ts';
import type { CoveragePolygon } from '../schemas/coverage.ts';
import { deliveryAddressChosen, deliveryZoneChosen } from './frame.ts';

/** GET which zone (and branch) delivers to a point, for `delivery` or `schedule` (SPEC section 7). */
export const checkCoverageFx = createApiFx(api.getSupplierAvailability);
/** GET the places an address names (the API's geocoder). */
export const geocodeFx = createApiFx(api.geocode);
/** POST an address search the diner made (SPEC `search_google_logs`). */
export const logAddressSearchFx = createApiFx(api.logAddressSearch);

/** Where the diner takes delivery: a point a zone covers, its branch and the zone's fee and minimum. */
export interface DeliveryLocation {
  latitude: number;
  longitude: number;
  address: string | null;
  supplierSlug: string;
  polygon: CoveragePolygon;
}

export const deliveryLocationFound = createEvent<DeliveryLocation>();
/** The covered place the diner chose; cleared with the zone (choosing take-away clears both). */
export const $deliveryLocation = createStore<DeliveryLocation | null>(null, {
  sid: 'contracts/delivery-location',
})
  .on(deliveryLocationFound, (_, location) => location)
  .on(deliveryZoneChosen, (location, zone) => (zone === null ? null : location));

sample({ clock: deliveryLocationFound, fn: (location) => location.polygon.id, target: deliveryZoneChosen });
sample({ clock: deliveryLocationFound, fn: (location) => location.address, target: deliveryAddressChosen });
