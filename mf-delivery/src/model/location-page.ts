import { createEffect, createEvent, createStore, sample } from 'effector';
import { $instance, api, loadBranchFx, TIMERS, type City } from 'shared-contracts';

export const locationPageOpened = createEvent<number>();
export const citySelected = createEvent<City>();
export const cityCleared = createEvent();
/** Fired with the branch slug once the diner should be taken to its Home. */
export const branchReady = createEvent<string>();

export const loadCitiesFx = createEffect((customerId: number) => api.searchCities(customerId));
export const selectBranchFx = createEffect(async (slug: string) => {
  const supplier = await loadBranchFx(slug);
  await new Promise((resolve) => setTimeout(resolve, TIMERS.redirectHomeMs));
  return supplier.slug;
});

export const $cities = createStore<City[]>([]).on(loadCitiesFx.doneData, (_, cities) => cities);
export const $citiesFailed = createStore(false)
  .on(loadCitiesFx.fail, () => true)
  .reset(loadCitiesFx);
export const $selectedCity = createStore<City | null>(null)
  .on(citySelected, (_, city) => city)
  .reset(cityCleared, locationPageOpened);
export const $redirectingTo = createStore<string | null>(null)
  .on(selectBranchFx, (_, slug) => slug)
  .reset(selectBranchFx.fail, cityCleared, locationPageOpened);

/** The instance's branch when it has only one: then no city list is needed. */
const $onlyBranch = $instance.map((instance) =>
  instance?.suppliers.length === 1 ? (instance.suppliers[0]?.slug ?? null) : null,
);

/** One branch: it is selected straight away (SPEC: one supplier → Home after 1 second). */
sample({
  clock: locationPageOpened,
  source: $onlyBranch,
  filter: (slug): slug is string => slug !== null,
  target: selectBranchFx,
});

/** Several branches: the cities are loaded and the diner chooses. */
sample({
  clock: locationPageOpened,
  source: $onlyBranch,
  filter: (slug) => slug === null,
  fn: (_, customerId) => customerId,
  target: loadCitiesFx,
});

/** A city with one branch selects it straight away (SPEC: one supplier → Home after 1 second). */
sample({
  clock: citySelected,
  filter: (city) => city.suppliers.length === 1,
  fn: (city) => city.suppliers[0] ?? '',
  target: selectBranchFx,
});

/** One city only: it is chosen for the diner. */
sample({
  clock: loadCitiesFx.doneData,
  filter: (cities) => cities.length === 1,
  fn: (cities) => cities[0] as City,
  target: citySelected,
});

sample({ clock: selectBranchFx.doneData, target: branchReady });
