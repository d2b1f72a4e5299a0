import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate, type Gate } from 'effector-react';
import {
  $instance,
  $lang,
  languageChoices,
  pickLanguage,
  languageChosen,
  serviceChosen,
  TIMERS,
  wait,
  type Lang,
  type OrderState,
  type RouteVisit,
} from 'shared-contracts';
import {
  $deliveryRedirect,
  $locationModalFor,
  $modalCities,
  $modalCity,
  $redirectingTo,
  branchPicked,
  cityChosen,
  deliveryClicked,
  deliveryReset,
  locationModalClosed,
} from './landing-delivery.ts';
import { directOnTableLink, landingLinks, type LandingAction } from './landing-links.ts';
import { socialLinks } from './social-links.ts';

type Navigation = Extract<LandingAction, { kind: 'navigate' }>;

/** The landing is on screen (its gate opens as the page mounts and closes as it goes). */
export const MainPageGate: Gate<void> = createGate({ name: 'landing/main-page' });
export const pageOpened = MainPageGate.open;
/**
 * A visit to the Main route, fired by a server before it renders the page. The landing shows the
 * instance config, which the scope already holds: nothing to load. The spinner pause and the direct
 * on-table redirect start from `pageOpened` in the browser.
 */
export const routeVisited = createEvent<RouteVisit>();
export const pageClosed = MainPageGate.close;
/** A service button was clicked: its order (service, subservice) is chosen as the diner leaves. */
export const serviceClicked = createEvent<OrderState>();
export const languageMenuOpened = createEvent();
export const languageMenuClosed = createEvent();
export const languageClicked = createEvent<Lang>();

/** The landing's spinner shows for a moment (1.5 s). */
export const spinnerDelayFx = createEffect(() => wait(TIMERS.landingSpinnerMs));
export const $spinner = createStore(true, { sid: 'landing/spinner' })
  .on(spinnerDelayFx.done, () => false)
  .reset(pageOpened);
export const $languageMenuOpen = createStore(false, { sid: 'landing/language-menu-open' })
  .on(languageMenuOpened, () => true)
  .reset(languageMenuClosed, languageClicked, pageOpened);

/** The buttons, in the page's language: the operator's labels are in the instance's own. */
export const $links = combine($instance, $lang, (instance, lang) =>
  instance ? landingLinks(instance, lang === pickLanguage(null, instance)) : [],
);
export const $social = $instance.map((instance) => (instance ? socialLinks(instance.socialmedia) : []));
export const $langs = $instance.map((instance) => (instance ? languageChoices(instance) : []));

/** Where the landing sends the diner straight away (a single on-table link), once opened. */
const $directRedirect = createStore<string | null>(null, { sid: 'landing/direct-redirect' }).reset(
  pageClosed,
);
export const $redirect = sample({
  source: { direct: $directRedirect, delivery: $deliveryRedirect },
  fn: ({ direct, delivery }) => direct ?? delivery,
});

const $directAction = $links.map((links): Navigation | null => {
  const action = directOnTableLink(links)?.action;
  return action?.kind === 'navigate' ? action : null;
});

const direct = sample({
  clock: pageOpened,
  source: $directAction,
  filter: (action): action is Navigation => action !== null,
});
sample({ clock: direct, fn: (action) => action.order, target: serviceChosen });
sample({ clock: direct, fn: (action) => action.to, target: $directRedirect });

sample({ clock: [pageOpened, pageClosed], target: deliveryReset });
sample({ clock: pageOpened, target: spinnerDelayFx });
sample({ clock: serviceClicked, target: serviceChosen });
sample({
  clock: languageClicked,
  source: $lang,
  filter: (current, choice) => choice !== current,
  fn: (_, choice) => choice,
  target: languageChosen,
});

/** Everything the landing page reads and sends. */
export const mainPageModel = {
  instance: $instance,
  lang: $lang,
  links: $links,
  social: $social,
  langs: $langs,
  spinner: $spinner,
  languageMenuOpen: $languageMenuOpen,
  modalCities: $modalCities,
  modalCity: $modalCity,
  locationModalFor: $locationModalFor,
  redirectingTo: $redirectingTo,
  redirect: $redirect,
  serviceClicked,
  deliveryClicked,
  cityChosen,
  branchPicked,
  locationModalClosed,
  languageMenuOpened,
  languageMenuClosed,
  languageClicked,
};
