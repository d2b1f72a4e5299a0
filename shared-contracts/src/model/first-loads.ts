import { allSettled, type Scope, type UnitTargetable } from 'effector';
import type { FirstLoad } from '../paths/route.ts';
import { branchOpened } from './branch.ts';
import { loadMenuFx } from './menu.ts';

/** What each first load runs in the page's scope: the same units the screens use, so they share the request. */
const FIRST_LOAD_UNITS: Readonly<Record<FirstLoad, UnitTargetable<string>>> = {
  menu: loadMenuFx,
  supplier: branchOpened,
};

/**
 * Starts a route's first loads (its `firstLoads`) for branch `slug`. Not awaited: the screen reads the same
 * cached request and shows a failure itself.
 */
export function startFirstLoads(loads: readonly FirstLoad[], slug: string, scope: Scope): void {
  for (const load of loads) void allSettled(FIRST_LOAD_UNITS[load], { scope, params: slug });
}
