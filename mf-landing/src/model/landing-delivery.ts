import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  $instance,
  cityDestination,
  loadBranchFx,
  loadCitiesFx,
  paths,
  serviceChosen,
  TIMERS,
  wait,
  type City,
  type CityDestination,
  type InstanceConfig,
  type OrderState,
} from 'shared-contracts';

/** The landing's delivery flow: one branch, one city, or the location modal. */
export const deliveryClicked = createEvent<{ order: OrderState; branch: string | null }>();
export const cityChosen = createEvent<City>();
export const branchPicked = createEvent<string>();
export const locationModalClosed = createEvent();
/** The landing left: nothing pending may redirect after it. */
export const deliveryReset = createEvent();

/** The landing's own city lookup, so only its answers drive the landing. */
export const landingCitiesFx = attach({ effect: loadCitiesFx });
/** A failed city lookup is only logged; the diner stays on the landing. */
export const logCitiesFailureFx = createEffect((error: unknown) => {
  console.warn('The delivery cities could not be loaded', error);
});
/** The pause before Home opens (1 second). */
export const homeDelayFx = createEffect(async (slug: string) => {
  await wait(TIMERS.redirectHomeMs);
  return slug;
});

/** The cities of the location modal; null while it is closed. */
export const $modalCities = createStore<City[] | null>(null, { sid: 'landing/modal-cities' }).reset(
  locationModalClosed,
  deliveryReset,
);
/** The city chosen in the modal when it has several branches: they are listed. */
export const $modalCity = createStore<City | null>(null, { sid: 'landing/modal-city' })
  .on(cityChosen, (_, city) => (city.suppliers.length > 1 ? city : null))
  .reset(locationModalClosed, deliveryReset);
/** The order of the delivery button tapped last: the location modal it leads to is that button's. */
const $tappedOrder = createStore<OrderState | null>(null, { sid: 'landing/delivery-tapped' })
  .on(deliveryClicked, (_, { order }) => order)
  .reset(deliveryReset);
/**
 * The order of the button whose location modal is open, null while none is: that button says it is
 * expanded, as the frame's buttons do for what they open.
 */
export const $locationModalFor = combine($modalCities, $tappedOrder, (cities, order) =>
  cities === null ? null : order,
);
/** The branch whose Home opens after the pause. */
export const $redirectingTo = createStore<string | null>(null, { sid: 'landing/redirecting-to' })
  .on(branchPicked, (_, slug) => slug)
  .reset(deliveryReset);
/** Where to go now that the pause is over. */
export const $deliveryRedirect = createStore<string | null>(null, {
  sid: 'landing/delivery-redirect',
}).reset(deliveryReset);

sample({ clock: deliveryClicked, fn: ({ order }) => order, target: serviceChosen });
sample({
  clock: deliveryClicked,
  filter: ({ branch }) => branch !== null,
  fn: ({ branch }) => branch ?? '',
  target: branchPicked,
});
sample({
  clock: deliveryClicked,
  source: $instance,
  filter: (instance, { branch }) => branch === null && instance !== null,
  fn: (instance) => (instance as InstanceConfig).id,
  target: landingCitiesFx,
});
sample({ clock: landingCitiesFx.failData, target: logCitiesFailureFx });

const destination = sample({ clock: landingCitiesFx.doneData, fn: cityDestination });
sample({
  clock: destination,
  filter: (to) => to.kind === 'branch',
  fn: (to: CityDestination) => (to.kind === 'branch' ? to.slug : ''),
  target: branchPicked,
});
sample({
  clock: destination,
  filter: (to) => to.kind === 'choose',
  fn: (to: CityDestination) => (to.kind === 'choose' ? to.cities : []),
  target: $modalCities,
});

sample({
  clock: cityChosen,
  filter: (city) => city.suppliers.length === 1,
  fn: (city) => city.suppliers[0] ?? '',
  target: branchPicked,
});

// The branch is selected (it becomes the current supplier) while the diner reads where they are going.
sample({ clock: branchPicked, target: [loadBranchFx, homeDelayFx] });
sample({
  clock: homeDelayFx.doneData,
  source: $redirectingTo,
  filter: (current, slug) => current === slug,
  fn: (_, slug) => paths.home(slug),
  target: $deliveryRedirect,
});
