import { $instance } from 'shared-contracts';

/** The instance's branches that take bookings, in the instance's order; null until the config is in. */
export const $bookableBranches = $instance.map((instance) =>
  instance ? instance.suppliers.filter((branch) => branch.service_book) : null,
);

export const branchToBookModel = { branches: $bookableBranches };
