import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { apiFxOf, type ApiCall } from '../api/api-effect.ts';
import { loadSupplier } from '../api/boot.ts';
import type { Currency } from '../schemas/common.ts';
import type { Supplier } from '../schemas/supplier.ts';
import { $instance, $supplier, supplierLoaded } from './instance.ts';

/** A screen of branch `slug` opened: that branch becomes the current supplier. */
export const branchOpened = createEvent<string>();

/** Sends the branch request; a server gives its scope another handler (`serverDataHandlers`). */
export const branchRequestFx = createEffect(({ params, headers }: ApiCall<string>) =>
  loadSupplier(params, headers),
);

/** Fetches a branch (one cached request per slug) and makes it the current supplier. */
export const loadBranchFx = apiFxOf(branchRequestFx);

/** The last branch load failed; a screen shows its retry while this holds. */
export const $branchFailed = createStore(false)
  .on(loadBranchFx.fail, () => true)
  .reset(loadBranchFx);

/** What a screen shows of the branch it opened, before and after the branch itself has loaded. */
export interface OpenedBranch {
  slug: string;
  /** The loaded branch's name, else the instance summary's, else empty. */
  label: string;
  description: string;
  address: string;
  /** The whole branch once it has loaded; null while it loads or when the load failed. */
  details: Supplier | null;
}

const $openedSlug = createStore<string | null>(null, { sid: 'contracts/opened-slug' }).on(
  branchOpened,
  (_, slug) => slug,
);

/** The branch of the screen on view: derived here once, so no screen works it out itself. */
export const $openedBranch = combine(
  $openedSlug,
  $supplier,
  $instance,
  (slug, supplier, instance): OpenedBranch | null => {
    if (slug === null) return null;
    if (supplier?.slug === slug) {
      const { label, description, address } = supplier;
      return { slug, label, description, address, details: supplier };
    }
    const summary = instance?.suppliers.find((branch) => branch.slug === slug);
    return { slug, label: summary?.label ?? '', description: '', address: '', details: null };
  },
);

/** Prices are in the instance's currency. */
export const $currency = $instance.map((instance): Currency => instance?.currency ?? 'COP');

// The shell may already have loaded this branch at boot: only ask when the store holds another one.
sample({
  clock: branchOpened,
  source: $supplier,
  filter: (supplier, slug) => supplier?.slug !== slug,
  fn: (_, slug) => slug,
  target: loadBranchFx,
});
sample({ clock: loadBranchFx.doneData, target: supplierLoaded });
