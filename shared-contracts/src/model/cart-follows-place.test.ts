import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  makeCoveragePolygon,
  makeInstanceConfig,
  makeProduct,
  makeSupplierSummary,
} from '../testing/instance-config.ts';
import { $cart, productAdded } from './cart.ts';
import { $cartMovedToPlace, cartMoveNoticeClosed } from './cart-follows-place.ts';
import { changeSupplierFx } from './cart-move.ts';
import { ghostLocationChosen } from './coverage-hold.ts';
import { deliveryLocationFound, type DeliveryLocation } from './delivery-location.ts';
import { $errorDialog } from './frame.ts';
import { $instance } from './instance.ts';
import { $order } from './order.ts';

const granada = makeSupplierSummary({ id: 1, slug: 'granada', service_delivery: true });
const sanFernando = makeSupplierSummary({ id: 2, slug: 'san-fernando', service_delivery: true });
const jugo = makeProduct({ id: 7, slug: 'jugo-lulo', label: 'Jugo de lulo', price: 7500 });
const pandebono = makeProduct({ id: 8, slug: 'pandebono', label: 'Pandebono', price: 3500 });
/** A place in San Fernando's zone. */
const sur: DeliveryLocation = {
  latitude: 3.4273,
  longitude: -76.5416,
  address: 'Calle 5 # 38-20, San Fernando',
  reference: 'Portería',
  supplierSlug: 'san-fernando',
  polygon: makeCoveragePolygon({ id: 9, name: 'Sur de Cali', supplier_id: 2 }),
};

/** The API's change_supplier: San Fernando sells the juice, not the pandebono. */
const moveToSanFernando = vi.fn(async () => ({
  supplier_id: 2,
  supplier_slug: 'san-fernando',
  lines: [
    { id: 7, label: 'Jugo de lulo', category: 'jugos', price: 7500, count: 2, stock: null, options: [] },
  ],
  dropped: [{ id: 8, label: 'Pandebono' }],
}));

function diner(service: 'delivery' | 'take_away' = 'delivery') {
  return fork({
    values: [
      [$instance, makeInstanceConfig({ suppliers: [granada, sanFernando] })],
      [$order, { service, subservice: null }],
    ],
    handlers: [[changeSupplierFx, moveToSanFernando]],
  });
}

describe('the cart follows the delivery place', () => {
  it("moves a branch's cart to the branch whose zone holds the place, and says what changed", async () => {
    const scope = diner();
    await allSettled(ghostLocationChosen, { scope });
    await allSettled(productAdded, { scope, params: { product: jugo, supplierId: 1, count: 2 } });
    await allSettled(productAdded, { scope, params: { product: pandebono, supplierId: 1 } });
    await allSettled(deliveryLocationFound, { scope, params: sur });
    expect(moveToSanFernando).toHaveBeenCalledWith(
      expect.objectContaining({ supplierId: 2, reason: 'place', from: 1 }),
    );
    expect(scope.getState($cart)).toMatchObject({ supplierId: 2, lines: [{ productId: 7, count: 2 }] });
    expect(scope.getState($cartMovedToPlace)).toEqual({
      fromSupplierId: 1,
      toSupplierId: 2,
      dropped: ['Pandebono'],
    });
    // Said on the cart page, not in the frame's dialog.
    expect(scope.getState($errorDialog)).toBeNull();
    await allSettled(cartMoveNoticeClosed, { scope });
    expect(scope.getState($cartMovedToPlace)).toBeNull();
  });

  it('a product held for coverage, released by a place of another branch, ends in that branch', async () => {
    const scope = diner();
    await allSettled(productAdded, { scope, params: { product: jugo, supplierId: 1, count: 2 } });
    expect(scope.getState($cart).lines).toEqual([]);
    await allSettled(deliveryLocationFound, { scope, params: sur });
    expect(scope.getState($cart)).toMatchObject({ supplierId: 2, lines: [{ productId: 7 }] });
  });

  it('never moves a take-away cart, an empty cart, or one already at the place', async () => {
    moveToSanFernando.mockClear();
    const takeAway = diner('take_away');
    await allSettled(productAdded, { scope: takeAway, params: { product: jugo, supplierId: 1 } });
    await allSettled(deliveryLocationFound, { scope: takeAway, params: sur });
    expect(takeAway.getState($cart).supplierId).toBe(1);

    const empty = diner();
    await allSettled(deliveryLocationFound, { scope: empty, params: sur });
    const there = diner();
    await allSettled(deliveryLocationFound, { scope: there, params: sur });
    await allSettled(productAdded, { scope: there, params: { product: jugo, supplierId: 2 } });
    expect(there.getState($cart).supplierId).toBe(2);
    expect(moveToSanFernando).not.toHaveBeenCalled();
  });
});
