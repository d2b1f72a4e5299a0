import { browserTurn } from './browser-turn.ts';
import { combine, createEvent, createStore, sample } from 'effector';
import { $deliveryLocation, deliveryLocationFound } from './delivery-location.ts';
import { deliveringBranches } from './delivery-start.ts';
import { $instance } from './instance.ts';
import { $order } from './order.ts';

// The first evaluation gives the browser a turn here (see browser-turn.ts).
await browserTurn();

/**
 * The coverage confirmation: while the service is delivery, the instance has several
 * delivering branches and no place is known (neither a covered point nor a "ghost" location: the diner
 * chose to go on with the branch on screen), a product is held aside instead of reaching the cart, and
 * the frame asks where to deliver. It goes in once a place is known. The cart reads `$coverageNeeded`.
 */

/** The diner goes on without a place (the profile's `locationGhost`): the branch on screen is taken as it is. */
export const ghostLocationChosen = createEvent();
/** The diner closed the confirmation: the held product is dropped. */
export const coverageConfirmationClosed = createEvent();
/** The diner went to give the address: the box closes, the product keeps waiting for the place. */
export const coverageLocateChosen = createEvent();

export const $ghostLocation = createStore(false).on(ghostLocationChosen, () => true);

export const $coverageNeeded = combine(
  $order,
  $instance,
  $deliveryLocation,
  $ghostLocation,
  (order, instance, location, ghost) =>
    order.service === 'delivery' &&
    deliveringBranches(instance?.suppliers ?? []).length > 1 &&
    location === null &&
    !ghost,
);

/** What the confirmation needs of a held add (the cart's add payload; the cart imports this file). */
export interface HeldAdd {
  product: { label: string };
  supplierId: number;
}
export const coverageHeld = createEvent<HeldAdd>();
/** The product waiting for a place, or null; the frame shows the confirmation while one waits. */
export const $heldForCoverage = createStore<HeldAdd | null>(null)
  .on(coverageHeld, (_, add) => add)
  .reset(coverageConfirmationClosed);
/** A place is known (a covered point found, or the ghost location chosen): the held product is let go. */
export const coverageReleased = sample({
  clock: [deliveryLocationFound, ghostLocationChosen],
  source: $heldForCoverage,
  filter: (held) => held !== null,
});
sample({ clock: coverageReleased, fn: () => null, target: $heldForCoverage });

/** The confirmation box is on screen: from the held add until the diner answers it. */
export const $coverageDialogOpen = createStore(false)
  .on(coverageHeld, () => true)
  .reset(coverageLocateChosen, coverageConfirmationClosed, coverageReleased);
