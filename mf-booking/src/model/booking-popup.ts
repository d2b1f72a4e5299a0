import { $instance } from 'shared-contracts';

/** The popup names its branch by id; the booking form works by slug (from the instance's branches). */
export const $branchSlugsById = $instance.map(
  (instance) => new Map((instance?.suppliers ?? []).map((branch) => [String(branch.id), branch.slug])),
);

export const bookingPopupModel = {
  branchSlugsById: $branchSlugsById,
  instanceLoaded: $instance.map(Boolean),
};
