import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate, type Gate } from 'effector-react';
import {
  $cart,
  $currency,
  $deliveryLocation,
  $instance,
  $order,
  checkCoverageFx,
  createForm,
  deliveryLocationFound,
  geocodeFx,
  loadAddressExampleFx,
  logAddressSearchFx,
  paths,
  type NearestBranch,
  type RouteVisit,
} from 'shared-contracts';
import {
  addressErrors,
  deliveryAddressText,
  ADDRESS_FIELDS,
  EMPTY_ADDRESS,
  searchText,
} from './address-form.ts';
import { locateFx, type GeoPoint } from './geolocation.ts';

/**
 * The my-location page is on screen (its gate opens as the page mounts and closes as it goes).
 * `newAddress`: the diner came to type another address (the cart's "change address"): the form opens
 * at once, and the browser is not asked for its position.
 */
export const MyLocationPageGate: Gate<{ newAddress?: boolean }> = createGate<{ newAddress?: boolean }>({
  name: 'delivery/my-location-page',
  defaultState: {},
});
export const pageOpened = MyLocationPageGate.open;
/** A server's visit: the page needs nothing but the instance, which the shell already holds. */
export const routeVisited = createEvent<RouteVisit>();
export const locateClicked = createEvent();
export const addAddressClicked = createEvent();

/**
 * What the page shows: asking the browser, the browser said no ('GPS inactive'), asking the API,
 * the covered place, or the no-coverage alert.
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
  // A failed coverage lookup is logged and shows the no-coverage alert.
  .on(checkCoverageFx.fail, () => 'no-coverage');

/** The nearest branch when no zone covers the point (none when the lookup itself failed). */
export const $nearest = createStore<NearestBranch | null>(null)
  .on(checkCoverageFx.doneData, (_, found) => found.nearest)
  .reset(checkCoverageFx);

const $customerId = $instance.map((instance) => instance?.id ?? null);
/** Scheduled delivery asks about the zones that take scheduled orders. */
const $coverageService = $order.map((order) =>
  order.subservice === 'schedule' ? ('schedule' as const) : ('delivery' as const),
);

const opensOnForm = (props: { newAddress?: boolean } | undefined) => props?.newAddress === true;
sample({
  clock: [pageOpened.filter({ fn: (props) => !opensOnForm(props) }), locateClicked],
  target: locateFx,
});
sample({ clock: pageOpened.filter({ fn: opensOnForm }), target: addAddressClicked });

/**
 * The address form: its errors show from the first submit on and follow the typing; asking for the
 * address again starts it over, keeping what was typed.
 */
const addressForm = createForm({
  sid: 'delivery/address-form',
  initial: EMPTY_ADDRESS,
  fields: ADDRESS_FIELDS,
  source: createStore(null),
  validate: (form) => addressErrors(form),
  resetOn: [addAddressClicked],
});
export const { fieldChanged, submitted: formSubmitted, $errors, $submitted } = addressForm;
export const $form = addressForm.$values;
/**
 * Why the typed address gave no place: the geocoder found none (`not-found`: check it), or could not be
 * asked (`unavailable`: the service or the connection failed; the same address may work on a retry).
 */
export const $searchProblem = createStore<'not-found' | 'unavailable' | null>(null)
  .on(geocodeFx.doneData, (_, places) => (places.length === 0 ? 'not-found' : null))
  .on(geocodeFx.fail, () => 'unavailable')
  .reset(geocodeFx, addAddressClicked, fieldChanged);
export const $notFound = $searchProblem.map((problem) => problem === 'not-found');

/** The example the address field shows: one the API's geocoder finds (none until it answers). */
export const $example = createStore<string | null>(null).on(
  loadAddressExampleFx.doneData,
  (_, example) => example,
);
sample({
  clock: pageOpened,
  source: { customerId: $customerId, example: $example, loading: loadAddressExampleFx.pending },
  filter: ({ customerId, example, loading }) => customerId !== null && example === null && !loading,
  fn: ({ customerId }) => customerId ?? 0,
  target: loadAddressExampleFx,
});

/** The address and reference the diner typed, kept with the covered place; the browser's position has none. */
const $typedPlace = createStore<{ address: string; reference: string } | null>(null).reset(locateFx);

const validSubmit = sample({
  clock: addressForm.validated,
  source: $customerId,
  filter: (customerId) => customerId !== null,
  fn: (customerId, { values: form }) => ({ form, customerId: customerId ?? 0 }),
});
sample({
  clock: validSubmit,
  fn: ({ form }) => ({ address: deliveryAddressText(form), reference: form.reference.trim() }),
  target: $typedPlace,
});
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
  source: $typedPlace,
  filter: (_, { result }) => result.polygon !== null && result.supplier_slug !== null,
  fn: (typed, { params, result }) => ({
    latitude: params.lat,
    longitude: params.lon,
    address: typed?.address ?? null,
    reference: typed?.reference ?? null,
    supplierSlug: result.supplier_slug ?? '',
    // Checked by the filter above.
    polygon: result.polygon as NonNullable<typeof result.polygon>,
  }),
  target: deliveryLocationFound,
});

/** The failed lookup is logged. */
const logCoverageFailureFx = createEffect((error: Error) => {
  console.error('[coverage] lookup failed', error);
});
sample({ clock: checkCoverageFx.failData, target: logCoverageFailureFx });

/** The covered place with the branch's currency (the zone's fee and minimum) and the branch's name. */
export const $covered = combine($deliveryLocation, $currency, $instance, (location, currency, instance) =>
  location
    ? {
        location,
        currency,
        branch: instance?.suppliers.find((branch) => branch.slug === location.supplierSlug)?.label ?? null,
      }
    : null,
);

/**
 * Where the covered place leads: back to the cart when it holds products (it follows the place to that
 * branch), else the branch's Home with the service the diner chose (scheduled delivery stays scheduled).
 */
export const $orderLink = combine($deliveryLocation, $cart, $order, (location, cart, order) => {
  if (!location) return null;
  if (cart.lines.length > 0) {
    return { kind: 'cart' as const, to: paths.deliveryOrder(location.supplierSlug) };
  }
  const service = order.subservice === 'schedule' ? ('schedule' as const) : ('delivery' as const);
  return { kind: 'home' as const, to: paths.home(location.supplierSlug, { service }) };
});

export const myLocationPageModel = {
  phase: $phase,
  covered: $covered,
  nearest: $nearest,
  form: $form,
  errors: $errors,
  submitted: $submitted,
  notFound: $notFound,
  searchProblem: $searchProblem,
  example: $example,
  orderLink: $orderLink,
  locateClicked,
  addAddressClicked,
  fieldChanged,
  formSubmitted,
};
