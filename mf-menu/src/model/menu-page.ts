import { createEffect, createEvent, createStore, sample } from 'effector';
import {
  $supplier,
  loadSupplier,
  loadMenu,
  supplierLoaded,
  type Category,
  type Menu,
  type Product,
} from 'shared-contracts';

export interface MenuSection {
  category: Category;
  products: Product[];
}

/** Products grouped under their categories, in menu order; empty categories are left out. */
export function groupByCategory(menu: Menu): MenuSection[] {
  return menu.categories
    .map((category) => ({
      category,
      products: menu.products.filter((product) => product.category === category.slug),
    }))
    .filter((section) => section.products.length > 0);
}

export const menuPageOpened = createEvent<string>();

export const loadMenuFx = createEffect(async (slug: string) => ({ slug, menu: await loadMenu(slug) }));
const loadSupplierFx = createEffect((slug: string) => loadSupplier(slug));

export const $menu = createStore<{ slug: string; menu: Menu } | null>(null).on(
  loadMenuFx.doneData,
  (_, loaded) => loaded,
);
export const $menuFailed = createStore(false)
  .on(loadMenuFx.fail, () => true)
  .reset(loadMenuFx);

sample({ clock: menuPageOpened, target: loadMenuFx });

// The shell may already have loaded this branch at boot; only ask when the store holds another one.
sample({
  clock: menuPageOpened,
  source: $supplier,
  filter: (supplier, slug) => supplier?.slug !== slug,
  fn: (_, slug) => slug,
  target: loadSupplierFx,
});
sample({ clock: loadSupplierFx.doneData, target: supplierLoaded });
