import { createEvent } from 'effector';
import { $instance, type RouteVisit } from 'shared-contracts';

/** The instance's branches that take bookings, in the instance's order; null until the config is in. */
export const $bookableBranches = $instance.map((instance) =>
  instance ? instance.suppliers.filter((branch) => branch.service_book) : null,
);

export const branchToBookModel = { branches: $bookableBranches };

/** A visit to the selector route: nothing to load (the instance's branches come with its config). */
export const selectorVisited = createEvent<RouteVisit>();
