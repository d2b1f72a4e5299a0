import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  $currency,
  $deliveryLocation,
  $instance,
  $order,
  checkCoverageFx,
  deliveryLocationFound,
  geocodeFx,
  logAddressSearchFx,
  type NearestBranch,
  type RouteVisit,
} from 'shared-contracts';
import {
  addressErrors,
  deliveryAddressText,
  EMPTY_ADDRESS,
  searchText,
  type AddressField,
  type AddressForm,
} from './address-form.ts';
import { locateFx, type GeoPoint } from './geolocation.ts';

export const pageOpened = createEvent();
/** A server's visit: the page needs nothing but the instance, which the shell already holds. */
export const routeVisited = createEvent<RouteVisit>();
export const locateClicked = createEvent();
export const addAddressClicked = createEvent();
export const fieldChanged = createEvent<{ field: AddressField; value: string }>();
export const formSubmitted = createEvent();

/**
 * What the page shows: asking the browser, the browser said no (SPEC 'GPS inactive'), asking the API,
 * the covered place, or SPEC's no-coverage alert.
 */
export type MyLocationPhase = 'locating' | 'gps-off' | 'address' | 'checking' | 'covered' | 'no-coverage';

export const $phase = createStore<MyLocationPhase>('locating', { sid: 'delivery/my-location-phase' })
  .on(locateFx, () => 'locating')
  .on(locateFx.fail, () => 'gps-off')
  .on(addAddressClicked, () => 'address')
  .on(geocodeFx, () => 'checking')
  .on(geocodeFx.doneData, (phase, places) => (places.length === 0 ? 'address' : phase))
  .on(geocodeFx.fail, () => 'address')
  .on(checkCoverageFx, () => 'checking')
  .on(checkCoverageFx.doneData, (_, found) => (found.polygon ? 'covered' : 'no-coverage'))
  // SPEC section 8: a failed coverage lookup is logged and shows the no-coverage alert.
  .on(checkCoverageFx.fail, () => 'no-coverage');

/** The nearest branch when no zone covers the point (none when the lookup itself failed). */
export const $nearest = createStore<NearestBranch | null>(null)
  .on(checkCoverageFx.doneData, (_, found) => found.nearest)
  .reset(checkCoverageFx);

const $customerId = $instance.map((instance) => instance?.id ?? null);
/** Scheduled delivery asks about the zones that take scheduled orders (SPEC section 7). */
const $coverageService = $order.map((order) =>
  order.subservice === 'schedule' ? ('schedule' as const) : ('delivery' as const),
);

sample({ clock: [pageOpened, locateClicked], target: locateFx });

/** The form's values, its rule's answer, and whether a submit asked to show it. */
export const $form = createStore<AddressForm>(EMPTY_ADDRESS).on(fieldChanged, (form, { field, value }) => ({
  ...form,
  [field]: value,
}));
export const $errors = $form.map(addressErrors);
export const $submitted = createStore(false)
  .on(formSubmitted, () => true)
  .reset(addAddressClicked);
/** The geocoder found no place for the address (or could not be asked). */
export const $notFound = createStore(false)
  .on(geocodeFx.doneData, (_, places) => places.length === 0)
  .on(geocodeFx.fail, () => true)
  .reset(geocodeFx, addAddressClicked, fieldChanged);

/** The address the diner typed, kept for the covered place; the browser's position has none. */
const $typedAddress = createStore<string | null>(null).reset(locateFx);

const validSubmit = sample({
  clock: formSubmitted,
  source: { form: $form, errors: $errors, customerId: $customerId },
  filter: ({ errors, customerId }) => Object.keys(errors).length === 0 && customerId !== null,
  fn: ({ form, customerId }) => ({ form, customerId: customerId ?? 0 }),
});
sample({ clock: validSubmit, fn: ({ form }) => deliveryAddressText(form), target: $typedAddress });
sample({
  clock: validSubmit,
  fn: ({ form, customerId }) => ({ customerId, q: searchText(form) }),
  target: geocodeFx,
});
sample({ clock: validSubmit, fn: ({ form }) => ({ query: searchText(form) }), target: logAddressSearchFx });

/** A point to check: the browser's position, or the best place the address names. */
const pointFound = createEvent<GeoPoint>();
sample({ clock: locateFx.doneData, target: pointFound });
sample({
  clock: geocodeFx.doneData,
  filter: (places) => places.length > 0,
  fn: (places) => ({ lat: places[0]?.latitude ?? 0, lon: places[0]?.longitude ?? 0 }),
  target: pointFound,
});

sample({
  clock: pointFound,
  source: { customerId: $customerId, service: $coverageService },
  filter: ({ customerId }) => customerId !== null,
  fn: ({ customerId, service }, point: GeoPoint) => ({
    customerId: customerId ?? 0,
    service,
    lat: point.lat,
    lon: point.lon,
  }),
  target: checkCoverageFx,
});

sample({
  clock: checkCoverageFx.done,
  source: $typedAddress,
  filter: (_, { result }) => result.polygon !== null && result.supplier_slug !== null,
  fn: (address, { params, result }) => ({
    latitude: params.lat,
    longitude: params.lon,
    address,
    supplierSlug: result.supplier_slug ?? '',
    // Checked by the filter above.
    polygon: result.polygon as NonNullable<typeof result.polygon>,
  }),
  target: deliveryLocationFound,
});

/** SPEC section 8: the failed lookup is logged. */
const logCoverageFailureFx = createEffect((error: Error) => {
  console.error('[coverage] lookup failed', error);
});
sample({ clock: checkCoverageFx.failData, target: logCoverageFailureFx });

/** The covered place with the branch's currency, for the zone's fee and minimum. */
export const $covered = combine($deliveryLocation, $currency, (location, currency) =>
  location ? { location, currency } : null,
);

export const myLocationPageModel = {
  phase: $phase,
  covered: $covered,
  nearest: $nearest,
  form: $form,
  errors: $errors,
  submitted: $submitted,
  notFound: $notFound,
  pageOpened,
  locateClicked,
  addAddressClicked,
  fieldChanged,
  formSubmitted,
};
