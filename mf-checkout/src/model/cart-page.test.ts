import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $cart, $cartItems, type CartState } from 'shared-contracts';
import {
  $checkoutSoon,
  $status,
  continueClicked,
  decreaseClicked,
  increaseClicked,
  pageOpened,
  removeClicked,
  routeVisited,
} from './cart-page.ts';

const cart: CartState = {
  supplierId: 3,
  lines: [{ productId: 7, label: 'Bandeja paisa', category: 'platos', price: 38000, count: 2, stock: 3 }],
};

describe('cart page model', () => {
  it('steps a line within its stock and removes it, down to the empty status', async () => {
    const scope = fork({ values: [[$cart, cart]] });
    const line = () => {
      const [first] = scope.getState($cartItems);
      if (!first) throw new Error('the cart has no line');
      return first;
    };
    expect(scope.getState($status)).toBe('ready');
    await allSettled(increaseClicked, { scope, params: line() });
    await allSettled(increaseClicked, { scope, params: line() });
    expect(line().count).toBe(3);
    await allSettled(decreaseClicked, { scope, params: line() });
    expect(line().count).toBe(2);
    await allSettled(removeClicked, { scope, params: line() });
    expect(scope.getState($status)).toBe('empty');
  });

  it('says payment comes later once "continue" is clicked, until the page opens again', async () => {
    const scope = fork({ values: [[$cart, cart]] });
    await allSettled(continueClicked, { scope });
    expect(scope.getState($checkoutSoon)).toBe(true);
    await allSettled(pageOpened, { scope });
    expect(scope.getState($checkoutSoon)).toBe(false);
  });

  it('a visit to the route loads nothing: the cart is the browser’s, shown after hydration', async () => {
    const scope = fork();
    await allSettled(routeVisited, { scope, params: { params: { supplier: 'chapinero' }, search: '' } });
    expect(scope.getState($status)).toBe('empty');
    expect(scope.getState($checkoutSoon)).toBe(false);
  });
});
