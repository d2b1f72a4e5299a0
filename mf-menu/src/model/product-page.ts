import { combine, createEvent, createStore, sample } from 'effector';
import { createGate, type Gate } from 'effector-react';
import {
  $currency,
  $openedBranch,
  addToTableFx,
  type Menu,
  type Product,
  type RouteVisit,
} from 'shared-contracts';
import { $menu, $status as $menuStatus, pageOpened as menuOpened } from './menu-page.ts';
import { $product, addedToCart, dialogClosed, productOpened } from './product-dialog.ts';
import { tablePageOpened } from './table-page.ts';

/**
 * Product (`/{supplier}/view/{product}` and `/{supplier}/{product}`): one product of the branch's menu with
 * the product dialog's form (options, stock, age check). `{product}` is its id or its slug.
 */
export interface ProductVisit {
  slug: string;
  productKey: string;
}

/** A visit to the Product route, fired by a server before it renders: loads the menu. */
export const productRouteVisited = createEvent<RouteVisit>();
export const productPageOpened = createEvent<ProductVisit>();
export const productPageClosed = createEvent();
/** The product page is on screen (its gate opens as the page mounts and closes as it goes). */
export const ProductPageGate: Gate<ProductVisit> = createGate({ name: 'menu/product-page' });

const $productKey = createStore<string | null>(null, { sid: 'menu/product-key' })
  .on(productPageOpened, (_, visit) => visit.productKey)
  .reset(productPageClosed, tablePageOpened);

/** The product a key names in a menu (its id or its slug). */
export function findProduct(menu: Menu, key: string): Product | null {
  return menu.products.find((product) => String(product.id) === key || product.slug === key) ?? null;
}

export const $pageProduct = combine($menu, $productKey, (menu, key) =>
  menu && key !== null ? findProduct(menu, key) : null,
);
/** `missing`: the menu is here but has no such product (a stale banner or link). */
export const $productStatus = combine($menuStatus, $pageProduct, (status, product) =>
  status === 'ready' || status === 'empty' ? (product ? 'ready' : 'missing') : status,
);

sample({ clock: ProductPageGate.open, target: productPageOpened });
sample({ clock: ProductPageGate.close, target: productPageClosed });
sample({
  clock: productRouteVisited,
  fn: ({ params }): ProductVisit => ({ slug: params.supplier ?? '', productKey: params.productId ?? '' }),
  target: productPageOpened,
});
sample({ clock: productPageOpened, fn: ({ slug }) => slug, target: menuOpened });
// The form shows the page's product; after an add it is ready for the next one.
sample({
  clock: [$pageProduct.updates, addToTableFx.done, addedToCart, productPageOpened],
  source: { page: $pageProduct, current: $product },
  filter: ({ page, current }) => page !== null && current?.id !== page.id,
  fn: ({ page }) => page as Product,
  target: productOpened,
});
// The page's form must not stay open as a dialog over the next screen.
sample({ clock: productPageClosed, target: dialogClosed });

/** Everything the product page reads and sends besides the form. */
export const productPageModel = {
  branch: $openedBranch,
  currency: $currency,
  product: $pageProduct,
  status: $productStatus,
};
