import { combine, createEvent, createStore, sample } from 'effector';
import { createGate, type Gate } from 'effector-react';
import {
  $cartCount,
  $currency,
  $openedBranch,
  branchOpened,
  loadMenuFx,
  screenStatus,
  type Category,
  type Menu,
  type Product,
  type RouteVisit,
} from 'shared-contracts';
import { filterFromSearch, isFiltering, matchesFilter, NO_FILTER, type MenuFilter } from './menu-filter.ts';

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

/** The menu with product `id` no longer available. */
const withSoldOut = (menu: Menu, id: number): Menu => ({
  ...menu,
  products: menu.products.map((product) => (product.id === id ? { ...product, available: false } : product)),
});

/** The menu of branch `slug` is on screen. */
export const pageOpened = createEvent<string>();
/** The menu of branch `slug` is on screen (its gate opens as the page mounts and closes as it goes). */
export const MenuPageGate: Gate<{ slug: string }> = createGate({ name: 'menu/menu-page' });
/** A visit to the Home or Menu route, fired by a server before it renders the page. */
export const routeVisited = createEvent<RouteVisit>();
export const retryClicked = createEvent();
/** The search box or a filter changed (the page reads it from the URL, which keeps it). */
export const filterChanged = createEvent<MenuFilter>();
/** The API refused product `id` as sold out: the staff marked it after this menu was loaded. */
export const productSoldOut = createEvent<number>();

const $slug = createStore<string | null>(null, { sid: 'menu/slug' }).on(pageOpened, (_, slug) => slug);
const $loaded = createStore<{ slug: string; menu: Menu } | null>(null, { sid: 'menu/loaded' })
  .on(loadMenuFx.done, (_, { params, result }) => ({ slug: params, menu: result }))
  // The menu on screen shows it sold out at once, without a reload, so the diner does not try it again.
  .on(productSoldOut, (loaded, id) => (loaded ? { ...loaded, menu: withSoldOut(loaded.menu, id) } : loaded));
const $failed = createStore(false)
  .on(loadMenuFx.fail, () => true)
  .reset(loadMenuFx);

/** The menu of the branch on screen only: another branch's menu is never shown under this one's name. */
export const $menu = combine($slug, $loaded, (slug, loaded) => (loaded?.slug === slug ? loaded.menu : null));

export const $filter = createStore<MenuFilter>(NO_FILTER, { sid: 'menu/filter' }).on(
  filterChanged,
  (_, filter) => filter,
);
const $allSections = $menu.map((menu) => (menu ? groupByCategory(menu) : []));
/** The sections on screen: only the products the search and filters keep. */
export const $sections = combine($menu, $filter, (menu, filter) =>
  menu
    ? groupByCategory({
        ...menu,
        products: menu.products.filter((product) => matchesFilter(product, filter)),
      })
    : [],
);
export const $status = combine($menu, $failed, $allSections, (menu, failed, sections) =>
  screenStatus(menu, failed, () => sections.length === 0),
);
export const $filtering = $filter.map(isFiltering);

sample({ clock: MenuPageGate.open, fn: ({ slug }) => slug, target: pageOpened });
sample({ clock: routeVisited, fn: ({ params }) => params.supplier ?? '', target: pageOpened });
sample({ clock: routeVisited, fn: ({ search }) => filterFromSearch(search), target: filterChanged });
// The menu may already be in the scope (server-rendered page, or a return to this branch): not asked again.
sample({
  clock: pageOpened,
  source: $loaded,
  filter: (loaded, slug) => loaded?.slug !== slug,
  fn: (_, slug) => slug,
  target: loadMenuFx,
});
sample({ clock: pageOpened, target: branchOpened });
sample({
  clock: retryClicked,
  source: $slug,
  filter: (slug): slug is string => slug !== null,
  target: [loadMenuFx, branchOpened],
});

/** Everything the menu page reads and sends. */
export const menuPageModel = {
  branch: $openedBranch,
  currency: $currency,
  sections: $sections,
  status: $status,
  filter: $filter,
  filtering: $filtering,
  filterChanged,
  cartCount: $cartCount,
  pageOpened,
  retryClicked,
};
