import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $profile, followTableFx, loadBalanceFx, loadBranchFx } from 'shared-contracts';
import { makeProfile, makeSupplier } from 'shared-contracts/testing';
import { findOpenPurchaseFx, loadViewedCartFx } from '../../common/model/purchase-view.ts';
import { orderPageModel, pageOpened, retryClicked, routeVisited } from './order-page.ts';

function scopeWithApi() {
  const api = vi.fn(async () => {
    throw new Error('the API is not asked');
  });
  const scope = fork({
    values: [[$profile, makeProfile({ id: 9, domain: 'x', name: '' })]],
    handlers: [
      [loadBranchFx, async (slug: string) => makeSupplier({ slug })],
      [loadViewedCartFx, api],
      [findOpenPurchaseFx, api],
      [loadBalanceFx, api],
      [followTableFx, api],
    ],
  });
  return { scope, api };
}

describe('order status page model', () => {
  it('says at once that a malformed order id names no order, without asking the API', async () => {
    const { scope, api } = scopeWithApi();
    await allSettled(pageOpened, { scope, params: { supplier: 'chapinero', orderId: 'abc' } });
    expect(scope.getState(orderPageModel.status)).toBe('failed');
    expect(scope.getState(orderPageModel.error)).toBe('purchase_not_found');
    await allSettled(retryClicked, { scope });
    expect(scope.getState(orderPageModel.status)).toBe('failed');
    expect(api).not.toHaveBeenCalled();
  });

  it("renders the not-found message on the server's visit of a malformed id", async () => {
    const { scope } = scopeWithApi();
    await allSettled(routeVisited, {
      scope,
      params: { params: { supplier: 'chapinero', orderId: '1.5' }, search: '' },
    });
    expect(scope.getState(orderPageModel.status)).toBe('failed');
    expect(scope.getState(orderPageModel.error)).toBe('purchase_not_found');
  });

  it('loads an order whose id is a positive integer', async () => {
    const { scope, api } = scopeWithApi();
    await allSettled(pageOpened, { scope, params: { supplier: 'chapinero', orderId: '42' } });
    expect(api).toHaveBeenCalledWith(42);
    expect(scope.getState(orderPageModel.error)).not.toBe('purchase_not_found');
  });
});
