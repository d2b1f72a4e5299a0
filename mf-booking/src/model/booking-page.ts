import { createEffect, createEvent, createStore, sample } from 'effector';
import { $supplier, loadSupplier, supplierLoaded } from 'shared-contracts';

export const bookingPageOpened = createEvent<string>();
const loadSupplierFx = createEffect((slug: string) => loadSupplier(slug));

export const $supplierFailed = createStore(false)
  .on(loadSupplierFx.fail, () => true)
  .reset(loadSupplierFx);

sample({
  clock: bookingPageOpened,
  source: $supplier,
  filter: (supplier, slug) => supplier?.slug !== slug,
  fn: (_, slug) => slug,
  target: loadSupplierFx,
});
sample({ clock: loadSupplierFx.doneData, target: supplierLoaded });
