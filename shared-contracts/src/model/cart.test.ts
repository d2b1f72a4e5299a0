import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api/errors.ts';
import { changeSupplierFx } from './cart-move.ts';
import { $errorDialog } from './frame.ts';
import {
  makeCoveragePolygon,
  makeInstanceConfig,
  makeProduct,
  makeSupplierSummary,
} from '../testing/instance-config.ts';
import { $heldForCoverage, coverageConfirmationClosed, ghostLocationChosen } from './coverage-hold.ts';
import { deliveryLocationFound } from './delivery-location.ts';
import { $instance } from './instance.ts';
import { $order } from './order.ts';
import {
  $cart,
  $cartCount,
  $cartItems,
  $cartTotal,
  cartLineKey,
  cartStateSchema,
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
    await allSettled(productCountChanged, { scope, params: { key: '2', count: 99 } });
    expect(scope.getState($cartCount)).toBe(2);
  });

  it('drops a line set to zero, ignores a non-number count, and removes lines', async () => {
    const scope = fork();
    await allSettled(productAdded, { scope, params: { product: bandeja, supplierId: 1 } });
    await allSettled(productAdded, { scope, params: { product: limonada, supplierId: 1 } });
    await allSettled(productCountChanged, { scope, params: { key: '1', count: Number.NaN } });
    expect(scope.getState($cartCount)).toBe(2);
    await allSettled(productCountChanged, { scope, params: { key: '1', count: 0 } });
    await allSettled(productRemoved, { scope, params: '2' });
    expect(scope.getState($cart).lines).toEqual([]);
  });

  it('moves the cart to another branch (change_supplier): keeps what it sells, then adds the product, and names what it dropped', async () => {
    const move = vi.fn(async () => ({
      supplier_id: 2,
      supplier_slug: 'usaquen',
      lines: [
        {
          id: 11,
          label: 'Bandeja paisa',
          category: 'platos',
          price: 36000,
          count: 2,
          stock: null,
          options: [],
        },
      ],
      dropped: [{ id: 3, label: 'Sopa' }],
    }));
    const sopa = makeProduct({ id: 3, slug: 'sopa', label: 'Sopa', price: 9000 });
    const scope = fork({ handlers: [[changeSupplierFx, move]] });
    await allSettled(productAdded, { scope, params: { product: bandeja, supplierId: 1, count: 2 } });
    await allSettled(productAdded, { scope, params: { product: sopa, supplierId: 1 } });
    await allSettled(productAdded, { scope, params: { product: limonada, supplierId: 2 } });
    expect(move).toHaveBeenCalledWith({
      supplierId: 2,
      lines: [
        expect.objectContaining({ productId: bandeja.id, count: 2 }),
        expect.objectContaining({ productId: 3 }),
      ],
      reason: 'product',
      from: 1,
    });
    expect(scope.getState($cart)).toMatchObject({
      supplierId: 2,
      lines: [
        { productId: 11, price: 36000, count: 2 },
        { productId: 2, count: 1 },
      ],
    });
    expect(scope.getState($errorDialog)).toEqual({ key: 'cart.movedDropped', message: 'Sopa', icon: 'info' });
  });

  it('when the move fails the cart stays as it was and the diner is told', async () => {
    const scope = fork({
      handlers: [
        [
          changeSupplierFx,
          vi.fn(async () => {
            throw new ApiRequestError(0, 'network_error', 'offline');
          }),
        ],
      ],
    });
    await allSettled(productAdded, { scope, params: { product: bandeja, supplierId: 1 } });
    await allSettled(productAdded, { scope, params: { product: limonada, supplierId: 2 } });
    expect(scope.getState($cart)).toMatchObject({ supplierId: 1, lines: [{ productId: bandeja.id }] });
    expect(scope.getState($errorDialog)?.key).toBe('errors.network_error');
  });

  it('an empty cart simply takes the branch of its first product', async () => {
    const scope = fork();
    await allSettled(productAdded, { scope, params: { product: limonada, supplierId: 2 } });
    expect(scope.getState($cart)).toMatchObject({ supplierId: 2, lines: [{ productId: 2 }] });
  });

  it('keeps the chosen options and their extra prices, one line per set of choices', async () => {
    const churrasco = makeProduct({ id: 7, label: 'Churrasco', price: 45000, stock: 3 });
    const medio = {
      slug: 'termino',
      label: 'Término',
      choices: [{ slug: 'medio', label: 'Medio', price: 0 }],
    };
    const extras = {
      slug: 'adiciones',
      label: 'Adiciones',
      choices: [
        { slug: 'huevo', label: 'Huevo', price: 3000 },
        { slug: 'chorizo', label: 'Chorizo', price: 6000 },
      ],
    };
    const scope = fork();
    await allSettled(productAdded, {
      scope,
      params: { product: churrasco, supplierId: 1, options: [medio, extras] },
    });
    await allSettled(productAdded, {
      scope,
      params: { product: churrasco, supplierId: 1, options: [medio] },
    });
    // The same choices in another order are the same line.
    const reordered = { ...extras, choices: [...extras.choices].reverse() };
    await allSettled(productAdded, {
      scope,
      params: { product: churrasco, supplierId: 1, options: [reordered, medio] },
    });
    const [full, plain] = scope.getState($cartItems);
    expect(full).toMatchObject({
      count: 2,
      price: 54000,
      extra: 9000,
      subtotal: 108000,
      options: [medio, extras],
    });
    expect(plain).toMatchObject({ count: 1, price: 45000, extra: 0 });
    expect(scope.getState($cartTotal)).toBe(108000 + 45000);
    // One stock (3) bounds every line of the product.
    await allSettled(productCountChanged, { scope, params: { key: plain?.key ?? '', count: 5 } });
    expect(scope.getState($cartItems).map((item) => item.count)).toEqual([2, 1]);
    await allSettled(productAdded, { scope, params: { product: churrasco, supplierId: 1, count: 4 } });
    expect(scope.getState($cartCount)).toBe(3);
    await allSettled(productRemoved, { scope, params: full?.key ?? '' });
    expect(scope.getState($cartItems).map((item) => item.key)).toEqual([cartLineKey(7, [medio])]);
  });

  it('reads a cart stored before lines kept options as lines without options', async () => {
    const stored = {
      supplierId: 3,
      lines: [
        { productId: 1, label: 'Bandeja paisa', category: 'platos', price: 38000, count: 2, stock: null },
      ],
    };
    expect(cartStateSchema['~standard'].validate(stored)).not.toHaveProperty('issues');
    const scope = fork({ values: [[$cart, stored]] });
    expect(scope.getState($cartItems)).toEqual([
      {
        key: '1',
        id: 1,
        label: 'Bandeja paisa',
        category: 'platos',
        count: 2,
        price: 38000,
        extra: 0,
        options: [],
        subtotal: 76000,
        total: 76000,
      },
    ]);
    // The old line and a new add without options are one line.
    await allSettled(productAdded, { scope, params: { product: bandeja, supplierId: 3 } });
    expect(scope.getState($cartItems).map((item) => item.count)).toEqual([3]);
  });
});

describe('coverage confirmation', () => {
  const config = makeInstanceConfig({
    suppliers: [
      makeSupplierSummary({ id: 1, slug: 'chapinero', service_delivery: true }),
      makeSupplierSummary({ id: 2, slug: 'el-poblado', service_delivery: true }),
    ],
  });
  const place = {
    latitude: 4.6486,
    longitude: -74.0628,
    address: null,
    reference: null,
    supplierSlug: 'chapinero',
    polygon: makeCoveragePolygon({ supplier_id: 1 }),
  };

  it('holds a delivery add while no place is known, and lets it into the cart once one is found', async () => {
    const scope = fork({
      values: [
        [$instance, config],
        [$order, { service: 'delivery', subservice: null }],
      ],
    });
    await allSettled(productAdded, { scope, params: { product: bandeja, supplierId: 1 } });
    expect(scope.getState($cart).lines).toEqual([]);
    expect(scope.getState($heldForCoverage)).toMatchObject({ supplierId: 1 });
    await allSettled(deliveryLocationFound, { scope, params: place });
    expect(scope.getState($heldForCoverage)).toBeNull();
    expect(scope.getState($cart)).toMatchObject({ supplierId: 1, lines: [{ productId: bandeja.id }] });
  });

  it('the ghost location releases it too; closing the confirmation drops it; one branch or take-away never holds', async () => {
    const scope = fork({
      values: [
        [$instance, config],
        [$order, { service: 'delivery', subservice: null }],
      ],
    });
    await allSettled(productAdded, { scope, params: { product: bandeja, supplierId: 1 } });
    await allSettled(coverageConfirmationClosed, { scope });
    expect(scope.getState($heldForCoverage)).toBeNull();
    await allSettled(productAdded, { scope, params: { product: bandeja, supplierId: 1 } });
    await allSettled(ghostLocationChosen, { scope });
    expect(scope.getState($cart).lines).toHaveLength(1);

    const takeAway = fork({
      values: [
        [$instance, config],
        [$order, { service: 'take_away', subservice: null }],
      ],
    });
    await allSettled(productAdded, { scope: takeAway, params: { product: bandeja, supplierId: 1 } });
    expect(takeAway.getState($cart).lines).toHaveLength(1);
    const single = fork({
      values: [
        [
          $instance,
          makeInstanceConfig({ suppliers: [makeSupplierSummary({ id: 1, service_delivery: true })] }),
        ],
        [$order, { service: 'delivery', subservice: null }],
      ],
    });
    await allSettled(productAdded, { scope: single, params: { product: bandeja, supplierId: 1 } });
    expect(single.getState($cart).lines).toHaveLength(1);
  });
});
