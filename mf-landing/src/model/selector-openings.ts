import { attach, createEffect, createEvent, createStore } from 'effector';
import { closedNowOf, loadBranchOpeningFx, type BranchOpening, type ClosedNow } from 'shared-contracts';

/** The selector left: the answers go, and the next opening asks again (the hour moves on). */
export const openingsForgotten = createEvent();

/** The landing's own opening lookups: only its answers fill its notices (the cart asks for its own). */
export const selectorOpeningFx = attach({ effect: loadBranchOpeningFx });

/**
 * Asks every branch at once. One that fails leaves that branch without a notice and the others with
 * theirs: the notice only informs, and the cart asks again before an order is placed.
 */
export const loadOpeningsFx = createEffect(async (branchIds: number[]) => {
  await Promise.allSettled(branchIds.map((id) => selectorOpeningFx(id)));
});

/** Each branch's answer, by its id. */
export const $openings = createStore<Record<number, BranchOpening>>({}, { sid: 'landing/selector-openings' })
  .on(selectorOpeningFx.doneData, (all, opening) => ({ ...all, [opening.supplier_id]: opening }))
  .reset(openingsForgotten);

/** The branches closed now, by id, with when each opens next. */
export const $closedNow = $openings.map((openings) => {
  const closed: Record<number, ClosedNow> = {};
  for (const opening of Object.values(openings)) {
    const now = closedNowOf(opening, opening.supplier_id);
    if (now) closed[opening.supplier_id] = now;
  }
  return closed;
});
