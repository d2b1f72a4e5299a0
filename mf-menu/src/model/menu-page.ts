import { createEffect, createEvent, createStore, sample } from 'effector';
import { branchOpened, loadMenu, type Category, type Menu, type Product } from 'shared-contracts';

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

export const $menu = createStore<{ slug: string; menu: Menu } | null>(null).on(
  loadMenuFx.doneData,
  (_, loaded) => loaded,
);
export const $menuFailed = createStore(false)
  .on(loadMenuFx.fail, () => true)
  .reset(loadMenuFx);

sample({ clock: menuPageOpened, target: [loadMenuFx, branchOpened] });
