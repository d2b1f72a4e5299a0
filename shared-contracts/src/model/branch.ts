import { createEffect, createEvent, createStore, sample } from 'effector';
import { loadSupplier } from '../api/boot.ts';
import { $supplier, supplierLoaded } from './instance.ts';

/** A screen of branch `slug` opened: that branch becomes the current supplier. */
export const branchOpened = createEvent<string>();

/** Fetches a branch (one cached request per slug) and makes it the current supplier. */
export const loadBranchFx = createEffect((slug: string) => loadSupplier(slug));

/** The last branch load failed; a screen shows its retry while this holds. */
export const $branchFailed = createStore(false)
  .on(loadBranchFx.fail, () => true)
  .reset(loadBranchFx);

// The shell may already have loaded this branch at boot: only ask when the store holds another one.
sample({
  clock: branchOpened,
  source: $supplier,
  filter: (supplier, slug) => supplier?.slug !== slug,
  fn: (_, slug) => slug,
  target: loadBranchFx,
});
sample({ clock: loadBranchFx.doneData, target: supplierLoaded });
