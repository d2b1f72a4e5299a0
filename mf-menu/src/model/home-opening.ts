import { attach, combine, createStore, sample } from 'effector';
import { createGate, type Gate } from 'effector-react';
import {
  $openedBranch,
  closedNowOf,
  loadBranchOpeningFx,
  type BranchOpening,
  type Supplier,
} from 'shared-contracts';

/**
 * The branch's Home is on screen in a browser (its gate opens as it mounts and closes as it goes; a
 * server never opens it, since the hour it would ask about is the diner's, not the render's).
 */
export const HomeOpeningGate: Gate<void> = createGate({ name: 'menu/home-opening' });

/** Home's own opening lookup: only its answers fill its notice (the cart and the landing ask for theirs). */
export const homeOpeningFx = attach({ effect: loadBranchOpeningFx });

/** Take-away and delivery are ordered for now; the table, a booking or a scheduled order are not. */
const ordersNow = (branch: Supplier) => branch.service_take_away || branch.service_delivery;

/** The loaded branch Home asks about, when it takes orders for now; else null. */
const $branchToAsk = $openedBranch.map((branch) =>
  branch?.details && ordersNow(branch.details) ? branch.details.id : null,
);

/**
 * Asked each time Home opens (the hour moves on), and again when the branch on screen changes under it;
 * a branch still loading is asked once it has loaded.
 */
sample({
  clock: [HomeOpeningGate.open, $branchToAsk.updates],
  source: combine(HomeOpeningGate.status, $branchToAsk, (open, branchId) => (open ? branchId : null)),
  filter: (branchId): branchId is number => branchId !== null,
  target: homeOpeningFx,
});

/** The last answer of this visit. A failed check leaves it as it was: the notice only informs. */
const $opening = createStore<BranchOpening | null>(null, { sid: 'menu/home-opening' }).reset(
  HomeOpeningGate.close,
);
// An answer that comes back after the diner left is about an hour already gone.
sample({
  clock: homeOpeningFx.doneData,
  filter: HomeOpeningGate.status,
  target: $opening,
});

/**
 * The branch on Home is outside its opening hours now, with when it opens next; null when it is open, not
 * known (yet, or the check failed) or the answer is about another branch.
 */
export const $homeClosedNow = combine($opening, $branchToAsk, (opening, branchId) =>
  branchId === null ? null : closedNowOf(opening, branchId),
);
