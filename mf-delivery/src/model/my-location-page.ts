import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  $currency,
  $deliveryLocation,
  $instance,
  $order,
  checkCoverageFx,
  deliveryLocationFound,
  type NearestBranch,
  type RouteVisit,
} from 'shared-contracts';
import { locateFx, type GeoPoint } from './geolocation.ts';

export const pageOpened = createEvent();
/** A server's visit: the page needs nothing but the instance, which the shell already holds. */
export const routeVisited = createEvent<RouteVisit>();
export const locateClicked = createEvent();

/**
 * What the page shows: asking the browser, the browser said no (SPEC 'GPS inactive'), asking the API,
 * the covered place, or SPEC's no-coverage alert.
 */
export type MyLocationPhase = 'locating' | 'gps-off' | 'checking' | 'covered' | 'no-coverage';

export const $phase = createStore<MyLocationPhase>('locating', { sid: 'delivery/my-location-phase' })
  .on(locateFx, () => 'locating')
  .on(locateFx.fail, () => 'gps-off')
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

sample({
  clock: locateFx.doneData,
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
  filter: ({ result }) => result.polygon !== null && result.supplier_slug !== null,
  fn: ({ params, result }) => ({
    latitude: params.lat,
    longitude: params.lon,
    address: null,
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
  pageOpened,
  locateClicked,
};
