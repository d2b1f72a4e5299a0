import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../testing/instance-config.ts';
import {
  $cart,
  $cartCount,
  $cartItems,
  $cartTotal,
  productAdded,
  productCountChanged,
  productRemoved,
} from './cart.ts';

const bandeja = makeProduct();
const limonada = makeProduct({
  id: 2,
  slug: 'limonada',
  label: 'Limonada',
  price: 9000,
  promo: 7000,
  stock: 2,
});

describe('cart', () => {
  it('adds the units a product form chose, bounded by the stock', async () => {
    const scope = fork();
    await allSettled(productAdded, { scope, params: { product: limonada, supplierId: 1, count: 5 } });
    expect(scope.getState($cartItems)[0]).toMatchObject({ label: 'Limonada', count: 2 });
    await allSettled(productAdded, { scope, params: { product: bandeja, supplierId: 1, count: 2 } });
    await allSettled(productAdded, { scope, params: { product: bandeja, supplierId: 1, count: 3 } });
    expect(scope.getState($cartItems)[1]).toMatchObject({ label: 'Bandeja paisa', count: 5 });
  });

  it('adds products, counts them and totals them with promo prices', async () => {
    const scope = fork();
    await allSettled(productAdded, { scope, params: { product: bandeja, supplierId: 1 } });
    await allSettled(productAdded, { scope, params: { product: bandeja, supplierId: 1 } });
    await allSettled(productAdded, { scope, params: { product: limonada, supplierId: 1 } });
    expect(scope.getState($cartCount)).toBe(3);
    expect(scope.getState($cartTotal)).toBe(2 * 38000 + 7000);
    expect(scope.getState($cartItems)[0]).toMatchObject({
      label: 'Bandeja paisa',
      count: 2,
      subtotal: 76000,
    });
  });

  it('never goes past the stock nor adds an unavailable product', async () => {
    const scope = fork();
    for (let i = 0; i < 5; i += 1) {
      await allSettled(productAdded, { scope, params: { product: limonada, supplierId: 1 } });
    }
    await allSettled(productAdded, {
      scope,
      params: { product: makeProduct({ id: 3, available: false }), supplierId: 1 },
    });
    expect(scope.getState($cartItems)).toHaveLength(1);
    expect(scope.getState($cartCount)).toBe(2);
    await allSettled(productCountChanged, { scope, params: { productId: 2, count: 99 } });
    expect(scope.getState($cartCount)).toBe(2);
  });

  it('drops a line set to zero, ignores a non-number count, and removes lines', async () => {
    const scope = fork();
    await allSettled(productAdded, { scope, params: { product: bandeja, supplierId: 1 } });
    await allSettled(productAdded, { scope, params: { product: limonada, supplierId: 1 } });
    await allSettled(productCountChanged, { scope, params: { productId: 1, count: Number.NaN } });
    expect(scope.getState($cartCount)).toBe(2);
    await allSettled(productCountChanged, { scope, params: { productId: 1, count: 0 } });
    await allSettled(productRemoved, { scope, params: 2 });
    expect(scope.getState($cart).lines).toEqual([]);
  });

  it('starts a new cart when a product of another branch is added', async () => {
    const scope = fork();
    await allSettled(productAdded, { scope, params: { product: bandeja, supplierId: 1 } });
    await allSettled(productAdded, { scope, params: { product: limonada, supplierId: 2 } });
    expect(scope.getState($cart)).toMatchObject({ supplierId: 2, lines: [{ productId: 2 }] });
  });
});
