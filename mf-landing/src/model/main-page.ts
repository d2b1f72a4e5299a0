import { createEffect, createEvent, createStore, sample } from 'effector';
import {
  $instance,
  $lang,
  languageChoices,
  languageChosen,
  serviceChosen,
  TIMERS,
  wait,
  type Lang,
  type OrderState,
  type RouteVisit,
} from 'shared-contracts';
import { directOnTableLink, landingLinks, type LandingAction } from './landing-links.ts';

type Navigation = Extract<LandingAction, { kind: 'navigate' }>;
import { socialLinks } from './social-links.ts';

export const pageOpened = createEvent();
/**
 * A visit to the Main route, fired by a server before it renders the page. The landing shows the
 * instance config, which the scope already holds: nothing to load. The spinner pause and the direct
 * on-table redirect start from `pageOpened` in the browser.
 */
export const routeVisited = createEvent<RouteVisit>();
export const pageClosed = createEvent();
/** A service button was clicked: its order (service, subservice) is chosen as the diner leaves. */
export const serviceClicked = createEvent<OrderState>();
export const branchesToggled = createEvent();
export const languageClicked = createEvent<Lang>();

/** The landing's spinner shows for a moment, as SPEC section 5 asks. */
export const spinnerDelayFx = createEffect(() => wait(TIMERS.landingSpinnerMs));
export const $spinner = createStore(true)
  .on(spinnerDelayFx.done, () => false)
  .reset(pageOpened);
export const $branchesOpen = createStore(false)
  .on(branchesToggled, (open) => !open)
  .reset(pageOpened);

export const $links = $instance.map((instance) => (instance ? landingLinks(instance) : []));
export const $social = $instance.map((instance) => (instance ? socialLinks(instance.socialmedia) : []));
export const $langs = $instance.map((instance) => (instance ? languageChoices(instance) : []));

/** Where the landing sends the diner straight away (SPEC: a single on-table link), once opened. */
export const $redirect = createStore<string | null>(null).reset(pageClosed);

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
sample({ clock: direct, fn: (action) => action.to, target: $redirect });

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
  branchesOpen: $branchesOpen,
  redirect: $redirect,
  pageOpened,
  pageClosed,
  serviceClicked,
  branchesToggled,
  languageClicked,
};
