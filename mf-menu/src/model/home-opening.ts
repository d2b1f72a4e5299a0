import { combine, createEvent, sample } from 'effector';
import { createGate, type Gate } from 'effector-react';
import {
  $instance,
  $openedBranch,
  createBranchOpenings,
  type InstanceConfig,
  type RouteVisit,
  type SupplierSummary,
} from 'shared-contracts';
import { routeVisited } from './menu-page.ts';

/** The branch's Home is on screen in a browser (its gate opens as it mounts and closes as it goes). */
export const HomeOpeningGate: Gate<void> = createGate({ name: 'menu/home-opening' });

/**
 * A visit to Home, fired by a server before it renders: the menu's loads, and whether the branch is open
 * now, so the served page already says it is closed and nothing moves when the page comes to life.
 */
export const homeRouteVisited = createEvent<RouteVisit>();

const homeOpenings = createBranchOpenings({ sid: 'menu/home-opening' });

type OrderingBranch = Pick<SupplierSummary, 'id' | 'service_take_away' | 'service_delivery'>;

/**
 * The branch to ask about, when it orders for now (take-away or delivery; the table, a booking or a
 * scheduled order are not): its loaded details, else the instance's summary of it, so the question goes
 * along with the branch's own load instead of after it.
 */
function branchToAsk(
  slug: string | undefined,
  instance: InstanceConfig | null,
  details?: OrderingBranch | null,
) {
  const branch = details ?? instance?.suppliers.find((summary) => summary.slug === slug);
  return branch && (branch.service_take_away || branch.service_delivery) ? branch.id : null;
}

const askedAbout = (branchId: number | null): number[] => (branchId === null ? [] : [branchId]);

/** The branch on Home, when it takes orders for now; else null. */
const $branchToAsk = combine($openedBranch, $instance, (opened, instance) =>
  opened ? branchToAsk(opened.slug, instance, opened.details) : null,
);

sample({ clock: homeRouteVisited, target: routeVisited });
// Read from the visit itself: the branch the server renders is the path's, before anything has loaded.
sample({
  clock: homeRouteVisited,
  source: $instance,
  fn: (instance, { params }) => askedAbout(branchToAsk(params.supplier, instance)),
  target: homeOpenings.visited,
});

/**
 * In the browser, from Home's opening on, and again when the branch on screen changes under it (a branch
 * still loading is asked once it is known); the served answer is kept, and the question asked again
 * while Home stays on screen, as the hour moves on.
 */
sample({
  clock: [HomeOpeningGate.open, $branchToAsk.updates],
  source: combine(HomeOpeningGate.status, $branchToAsk, (open, branchId) => (open ? branchId : null)),
  filter: (branchId) => branchId !== null,
  fn: askedAbout,
  target: homeOpenings.opened,
});
sample({ clock: HomeOpeningGate.close, target: homeOpenings.left });

/**
 * The branch on Home is outside its opening hours now, with when it opens next; null when it is open, not
 * known (yet, or the check failed) or does not take orders for now.
 */
export const $homeClosedNow = combine(homeOpenings.$closedNow, $branchToAsk, (closed, branchId) =>
  branchId === null ? null : (closed[branchId] ?? null),
);
