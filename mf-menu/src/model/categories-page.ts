import { createEvent, sample } from 'effector';
import { createGate, type Gate } from 'effector-react';
import { $openedBranch, type Category, type RouteVisit } from 'shared-contracts';
import { $menu, $status, pageOpened } from './menu-page.ts';

/** A visit to MainCategories or SubCategories, fired by a server before it renders: loads the menu. */
export const categoriesRouteVisited = createEvent<RouteVisit>();
/** MainCategories or SubCategories of branch `slug` is on screen. */
export const CategoriesPageGate: Gate<{ slug: string }> = createGate({ name: 'menu/categories-page' });

sample({ clock: CategoriesPageGate.open, fn: ({ slug }) => slug, target: pageOpened });
sample({ clock: categoriesRouteVisited, fn: ({ params }) => params.supplier ?? '', target: pageOpened });

/** The categories that hold a product, in menu order (an empty one leads nowhere). */
export const $categories = $menu.map((menu): Category[] =>
  menu
    ? menu.categories.filter((category) =>
        menu.products.some((product) => product.category === category.slug),
      )
    : [],
);

/** MainCategories and SubCategories read the branch's menu through the menu page's load. */
export const categoriesPageModel = {
  branch: $openedBranch,
  categories: $categories,
  status: $status,
};
