import { createEvent, createStore, sample } from 'effector';
import {
  $cartCount,
  $cartItems,
  $cartTotal,
  $currency,
  productCountChanged,
  productRemoved,
  type CartItem,
  type RouteVisit,
} from 'shared-contracts';

export const pageOpened = createEvent();
/**
 * A visit to the cart route, fired by a server before it renders the page. The cart lives in the
 * browser's storage, which a server cannot read: nothing to load; it shows after hydration.
 */
export const routeVisited = createEvent<RouteVisit>();
export const increaseClicked = createEvent<CartItem>();
export const decreaseClicked = createEvent<CartItem>();
export const removeClicked = createEvent<CartItem>();
export const continueClicked = createEvent();

/** The cart has no lines: the page offers the way back to the menu. */
export const $status = $cartItems.map((items) => (items.length === 0 ? 'empty' : 'ready'));

/** Payment comes with the checkout issues: for now "continue" says so. */
export const $checkoutSoon = createStore(false)
  .on(continueClicked, () => true)
  .reset(pageOpened);

sample({
  clock: increaseClicked,
  fn: (item) => ({ key: item.key, count: item.count + 1 }),
  target: productCountChanged,
});
sample({
  clock: decreaseClicked,
  fn: (item) => ({ key: item.key, count: item.count - 1 }),
  target: productCountChanged,
});
sample({ clock: removeClicked, fn: (item) => item.key, target: productRemoved });

/** Everything the cart page reads and sends. */
export const cartPageModel = {
  status: $status,
  items: $cartItems,
  count: $cartCount,
  total: $cartTotal,
  currency: $currency,
  checkoutSoon: $checkoutSoon,
  pageOpened,
  increaseClicked,
  decreaseClicked,
  removeClicked,
  continueClicked,
};
