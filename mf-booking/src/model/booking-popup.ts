import { createEvent, sample } from 'effector';
import { $instance, type RouteVisit } from 'shared-contracts';
import { branchWanted } from './book-page.ts';

/** The popup names its branch by id; the booking form works by slug (from the instance's branches). */
export const $branchSlugsById = $instance.map(
  (instance) => new Map((instance?.suppliers ?? []).map((branch) => [String(branch.id), branch.slug])),
);

export const bookingPopupModel = {
  branchSlugsById: $branchSlugsById,
  instanceLoaded: $instance.map(Boolean),
};

/** A visit to the popup route, fired by a server before it renders: it loads the branch's form data. */
export const popupVisited = createEvent<RouteVisit>();
sample({
  clock: popupVisited,
  source: $branchSlugsById,
  filter: (slugs, { params }) => slugs.has(params.branchId ?? ''),
  fn: (slugs, { params }) => slugs.get(params.branchId ?? '') ?? '',
  target: branchWanted,
});
