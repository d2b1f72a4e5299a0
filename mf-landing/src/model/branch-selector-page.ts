import { createEvent, createStore, sample } from 'effector';
import { createGate, type Gate } from 'effector-react';
import {
  $dateWording,
  $instance,
  createBranchOpenings,
  serviceChosen,
  type OrderState,
  type RouteVisit,
} from 'shared-contracts';
import {
  branchChoices,
  onlyChoice,
  SELECTOR_KINDS,
  type BranchChoice,
  type SelectorKind,
} from './branch-choices.ts';

/** A branch selector of `kind` is on screen (its gate opens as the page mounts and closes as it goes). */
export const BranchSelectorPageGate: Gate<{ kind: SelectorKind }> = createGate({
  name: 'landing/branch-selector-page',
});
export const pageOpened = BranchSelectorPageGate.open.map(({ kind }) => kind);
/**
 * A visit to a selector route, fired by a server before it renders: the lists come from the instance
 * config the scope already holds, so there is nothing to load (the take-away selector's openings aside);
 * the skip to a single branch starts from `pageOpened` in the browser.
 */
export const routeVisited = createEvent<RouteVisit>();
/**
 * A visit to the take-away selector, fired by a server before it renders: it also asks whether each
 * branch is open now, so the served page already says which are closed and nothing moves once it is live.
 */
export const takeAwayRouteVisited = createEvent<RouteVisit>();
export const pageClosed = BranchSelectorPageGate.close;
export const branchClicked = createEvent<BranchChoice>();

/**
 * Every selector's branches, from the instance config alone: a page shows its own list from its first
 * render (a server renders it too), without waiting for its opened event.
 */
export const $choicesByKind = $instance.map(
  (instance) =>
    Object.fromEntries(
      SELECTOR_KINDS.map((kind) => [kind, branchChoices(kind, instance?.suppliers ?? [])]),
    ) as Record<SelectorKind, BranchChoice[]>,
);

/** A selector with one branch to go to skips itself (the page replaces its own history entry). */
export const $redirect = createStore<string | null>(null, { sid: 'landing/selector-redirect' }).reset(
  pageClosed,
);

const chosenOrder = (choice: BranchChoice): OrderState | null =>
  choice.action.kind === 'navigate' ? choice.action.order : null;

const only = sample({
  clock: pageOpened,
  source: $instance,
  fn: (instance, kind) => (instance ? onlyChoice(branchChoices(kind, instance.suppliers)) : null),
});
const skipped = sample({ clock: only, filter: (choice): choice is BranchChoice => choice !== null });
sample({
  clock: skipped,
  fn: (choice) => (choice.action.kind === 'navigate' ? choice.action.to : null),
  target: $redirect,
});

const withOrder = (choice: BranchChoice) => chosenOrder(choice) !== null;
sample({
  clock: [skipped, sample({ clock: branchClicked, filter: withOrder })],
  filter: withOrder,
  fn: (choice) => chosenOrder(choice) as OrderState,
  target: serviceChosen,
});

/**
 * Where the diner picks a branch to order from now (take-away), the page says which are closed now and
 * when they open, before the cart would: asked by the server for its render, then again by the browser
 * while the page stays on screen (the hour moves on). The branches stay open to choose: the diner may
 * browse, or order for later.
 */
const ORDERS_NOW: readonly SelectorKind[] = ['take_away'];
const asksOpenings = (choices: Record<SelectorKind, BranchChoice[]>, kind: SelectorKind) =>
  ORDERS_NOW.includes(kind) && choices[kind].length > 1;
const idsOf = (choices: Record<SelectorKind, BranchChoice[]>, kind: SelectorKind) =>
  choices[kind].map((choice) => choice.id);

const openings = createBranchOpenings({ sid: 'landing/selector-openings' });
sample({ clock: takeAwayRouteVisited, target: routeVisited });
sample({
  clock: takeAwayRouteVisited,
  source: $choicesByKind,
  filter: (choices) => asksOpenings(choices, 'take_away'),
  fn: (choices) => idsOf(choices, 'take_away'),
  target: openings.visited,
});
sample({
  clock: pageOpened,
  source: $choicesByKind,
  filter: asksOpenings,
  fn: idsOf,
  target: openings.opened,
});
sample({ clock: pageClosed, target: openings.left });

/** Everything a branch selector page reads and sends. */
export const branchSelectorModel = {
  choicesByKind: $choicesByKind,
  closedNow: openings.$closedNow,
  dateWording: $dateWording,
  redirect: $redirect,
  branchClicked,
};
