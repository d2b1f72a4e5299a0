import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate, type Gate } from 'effector-react';
import {
  $instance,
  cityDestination,
  ghostLocationChosen,
  loadBranchFx,
  loadCitiesFx,
  screenStatus,
  TIMERS,
  wait,
  type City,
  type RouteVisit,
} from 'shared-contracts';

/** The location page is on screen (its gate opens as the page mounts and closes as it goes). */
export const LocationPageGate: Gate<void> = createGate({ name: 'delivery/location-page' });
export const pageOpened = LocationPageGate.open;
/**
 * A visit to the Location route, fired by a server before it renders the page: it loads the cities
 * only; choosing for the diner and the redirect wait for the page's own `pageOpened` in the browser.
 */
export const routeVisited = createEvent<RouteVisit>();
export const pageClosed = LocationPageGate.close;
export const retryClicked = createEvent();
export const citySelected = createEvent<City>();
export const cityCleared = createEvent();
export const branchClicked = createEvent<string>();

/** The pause before leaving for the branch's Home (one branch → its Home after 1 second). */
export const redirectDelayFx = createEffect(async (slug: string) => {
  await wait(TIMERS.redirectHomeMs);
  return slug;
});

/** The instance's cities once loaded; null until then. */
const $cities = createStore<City[] | null>(null, { sid: 'delivery/cities' }).on(
  loadCitiesFx.doneData,
  (_, cities) => cities,
);
const $citiesFailed = createStore(false)
  .on(loadCitiesFx.fail, () => true)
  .reset(loadCitiesFx);
export const $status = combine($cities, $citiesFailed, (cities, failed) =>
  screenStatus(cities, failed, (loaded) => loaded.length === 0),
);
export const $cityList = $cities.map((cities) => cities ?? []);
export const $selectedCity = createStore<City | null>(null)
  .on(citySelected, (_, city) => city)
  .reset(cityCleared, pageOpened);

const branchChosen = createEvent<string>();
/** The branch the diner is being taken to, while it loads and during the pause. */
export const $redirectingTo = createStore<string | null>(null)
  .on(branchChosen, (_, slug) => slug)
  .reset(loadBranchFx.fail, cityCleared, pageOpened, pageClosed);
/** The branch whose Home the page navigates to now. */
export const $homeRedirect = createStore<string | null>(null).reset(pageOpened, pageClosed);

/** Branch names by slug, for the lists and the redirect message. */
export const $branchNames = $instance.map((instance): Record<string, string> =>
  Object.fromEntries((instance?.suppliers ?? []).map((branch) => [branch.slug, branch.label])),
);

/** The instance's branch when it has only one: then no city list is needed. */
const $onlyBranch = $instance.map((instance) =>
  instance?.suppliers.length === 1 ? (instance.suppliers[0]?.slug ?? null) : null,
);

/** One branch: it is chosen straight away. */
sample({
  clock: pageOpened,
  source: $onlyBranch,
  filter: (slug): slug is string => slug !== null,
  target: branchChosen,
});

/** Several branches: the cities are loaded and the diner chooses. */
const $citiesCustomer = combine($onlyBranch, $instance, (only, instance) =>
  only === null && instance !== null ? instance.id : null,
);
// Cities already in the scope (server-rendered page, or a return to this page) are not asked again.
const $citiesToLoad = combine($citiesCustomer, $cities, (customerId, cities) =>
  cities === null ? customerId : null,
);
sample({
  clock: [pageOpened, routeVisited],
  source: $citiesToLoad,
  filter: (customerId): customerId is number => customerId !== null,
  target: loadCitiesFx,
});
sample({
  clock: retryClicked,
  source: $citiesCustomer,
  filter: (customerId): customerId is number => customerId !== null,
  target: loadCitiesFx,
});

/** The page is on screen; a server's `routeVisited` alone chooses nothing for the diner. */
const $onPage = createStore(false)
  .on(pageOpened, () => true)
  .reset(pageClosed);

/**
 * One city only: it is chosen for the diner, whether its list just loaded or was already here, and
 * its (first) branch with it.
 */
sample({
  clock: [pageOpened, loadCitiesFx.done],
  source: { onPage: $onPage, cities: $cities },
  filter: ({ onPage, cities }) => onPage && cities?.length === 1,
  fn: ({ cities }) => cities?.[0] as City,
  target: citySelected,
});
sample({
  clock: [pageOpened, loadCitiesFx.done],
  source: { onPage: $onPage, cities: $cities },
  filter: ({ onPage, cities }) => onPage && cities?.length === 1 && (cities[0]?.suppliers.length ?? 0) > 1,
  fn: ({ cities }) => {
    const to = cityDestination(cities ?? []);
    return to.kind === 'branch' ? to.slug : '';
  },
  target: branchChosen,
});

/** A city with one branch chooses it straight away. */
sample({
  clock: citySelected,
  filter: (city) => city.suppliers.length === 1,
  fn: (city) => city.suppliers[0] ?? '',
  target: branchChosen,
});
sample({ clock: branchClicked, target: branchChosen });

sample({ clock: branchChosen, target: loadBranchFx });
// A branch chosen from the list, without a point: the ghost location (no coverage confirmation after it).
sample({ clock: branchChosen, target: ghostLocationChosen });
sample({
  clock: loadBranchFx.done,
  source: $redirectingTo,
  filter: (slug, { params }) => slug === params,
  fn: (_, { result }) => result.slug,
  target: redirectDelayFx,
});
sample({
  clock: redirectDelayFx.doneData,
  source: $redirectingTo,
  filter: (current, slug) => current === slug,
  fn: (_, slug) => slug,
  target: $homeRedirect,
});

/** Everything the location page reads and sends. */
export const locationPageModel = {
  status: $status,
  cities: $cityList,
  selectedCity: $selectedCity,
  redirectingTo: $redirectingTo,
  homeRedirect: $homeRedirect,
  branchNames: $branchNames,
  retryClicked,
  citySelected,
  cityCleared,
  branchClicked,
};
