import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $followedPurchase,
  $profile,
  $tablePurchase,
  ApiRequestError,
  followTableFx,
  loadBalanceFx,
  purchaseChanged,
  type PurchaseBalance,
} from 'shared-contracts';
import { makeProfile, makePurchaseItem, makeTablePurchase } from 'shared-contracts/testing';
import {
  $viewError,
  $viewStatus,
  $viewedPurchase,
  findOpenPurchaseFx,
  findVisitedPurchaseFx,
  loadViewedCartFx,
  viewOpened,
  viewRetried,
  viewTarget,
  viewVisited,
} from './purchase-view.ts';

const profile = makeProfile({ id: 9, domain: 'x', name: '' });
const purchase = { ...makeTablePurchase(3, [makePurchaseItem({ id: 5 })]), id: 12 };
const balance = (purchaseId: number): PurchaseBalance => ({
  purchase_id: purchaseId,
  currency: 'COP',
  items_minor: 5000,
  tip_minor: 0,
  delivery_fee_minor: 0,
  discount_minor: 0,
  coupon_code: null,
  due_minor: 5000,
  paid_minor: 0,
  pending_minor: 0,
  remaining_minor: 5000,
  paid_item_ids: [],
  closed: false,
});

function scopeWith(overrides: {
  find?: () => Promise<typeof purchase | null>;
  cart?: () => Promise<typeof purchase>;
  profile?: typeof profile | null;
  balance?: (id: number) => Promise<ReturnType<typeof balance>>;
}) {
  const follow = vi.fn(async () => ({ close: () => undefined }));
  const cart = vi.fn(overrides.cart ?? (async () => purchase));
  const find = vi.fn(overrides.find ?? (async () => purchase));
  const scope = fork({
    values: [[$profile, overrides.profile === undefined ? profile : overrides.profile]],
    handlers: [
      [loadViewedCartFx, cart],
      [findOpenPurchaseFx, find],
      [findVisitedPurchaseFx, find],
      [followTableFx, follow],
      [loadBalanceFx, overrides.balance ?? (async (id: number) => balance(id))],
    ],
  });
  return { scope, follow, cart, find };
}

describe("the server's visit (a page rendered with the diner's profile)", () => {
  it('loads the purchase and what is due for the first render, and follows nothing', async () => {
    const { scope, follow, find } = scopeWith({});
    await allSettled(viewVisited, { scope, params: { supplier: 'chapinero', purchaseId: 12 } });
    expect(scope.getState($viewStatus)).toBe('ready');
    expect(scope.getState($viewedPurchase)?.id).toBe(12);
    expect(find).not.toHaveBeenCalled();
    expect(follow).not.toHaveBeenCalled();
  });

  it("finds the diner's open purchase when the address names none, or renders that there is none", async () => {
    const found = scopeWith({});
    await allSettled(viewVisited, { scope: found.scope, params: viewTarget('chapinero', null) });
    expect(found.scope.getState($viewedPurchase)?.id).toBe(12);
    expect(found.follow).not.toHaveBeenCalled();

    const none = scopeWith({ find: async () => null });
    await allSettled(viewVisited, { scope: none.scope, params: viewTarget('chapinero', 'x') });
    expect(none.scope.getState($viewStatus)).toBe('none');
  });

  it('without a profile loads nothing: the browser does once its profile is back', async () => {
    const { scope, cart, find } = scopeWith({ profile: null });
    await allSettled(viewVisited, { scope, params: { supplier: 'chapinero', purchaseId: 12 } });
    expect(cart).not.toHaveBeenCalled();
    expect(find).not.toHaveBeenCalled();
    expect(scope.getState($viewStatus)).toBe('loading');
  });
});

describe('the purchase on screen (MyOrder, precheckout, order status)', () => {
  it('loads the purchase of the path, its balance, and follows it live once', async () => {
    const { scope, follow, find } = scopeWith({});
    await allSettled(viewOpened, { scope, params: { supplier: 'chapinero', purchaseId: 12 } });
    expect(scope.getState($viewStatus)).toBe('ready');
    expect(scope.getState($viewedPurchase)?.id).toBe(12);
    expect(find).not.toHaveBeenCalled();
    await allSettled(viewRetried, { scope });
    expect(follow).toHaveBeenCalledTimes(1);
  });

  it("without a purchase in the path, shows the diner's newest open one at the branch, or says there is none", async () => {
    const found = scopeWith({});
    await allSettled(viewOpened, { scope: found.scope, params: { supplier: 'chapinero', purchaseId: null } });
    expect(found.find).toHaveBeenCalledWith('chapinero');
    expect(found.scope.getState($viewedPurchase)?.id).toBe(12);

    const none = scopeWith({ find: async () => null });
    await allSettled(viewOpened, { scope: none.scope, params: { supplier: 'chapinero', purchaseId: null } });
    expect(none.scope.getState($viewStatus)).toBe('none');
    expect(none.cart).not.toHaveBeenCalled();
  });

  it('follows a purchase the server rendered: holding it is not following it', async () => {
    const { follow, cart } = scopeWith({});
    const rendered = fork({
      values: [
        [$profile, profile],
        [$tablePurchase, purchase],
      ],
      handlers: [
        [loadViewedCartFx, cart],
        [followTableFx, follow],
        [loadBalanceFx, async (id: number) => balance(id)],
      ],
    });
    await allSettled(viewOpened, { scope: rendered, params: { supplier: 'chapinero', purchaseId: 12 } });
    expect(follow).toHaveBeenCalledTimes(1);
    expect(cart).not.toHaveBeenCalled();
  });

  it('opens no second channel for a purchase the table menu already follows', async () => {
    const { follow, cart } = scopeWith({});
    const already = fork({
      values: [
        [$profile, profile],
        [$tablePurchase, purchase],
        [$followedPurchase, 12],
      ],
      handlers: [
        [loadViewedCartFx, cart],
        [followTableFx, follow],
        [loadBalanceFx, async (id: number) => balance(id)],
      ],
    });
    await allSettled(viewOpened, { scope: already, params: { supplier: 'chapinero', purchaseId: 12 } });
    expect(follow).not.toHaveBeenCalled();
    expect(cart).not.toHaveBeenCalled();
    expect(already.getState($viewStatus)).toBe('ready');
  });

  it("names why it failed (another table's purchase), and a retry loads again", async () => {
    const cart = vi
      .fn<() => Promise<typeof purchase>>()
      .mockRejectedValueOnce(new ApiRequestError(403, 'not_your_purchase', 'no'))
      .mockResolvedValue(purchase);
    const { scope } = scopeWith({ cart });
    await allSettled(viewOpened, { scope, params: { supplier: 'chapinero', purchaseId: 12 } });
    expect(scope.getState($viewStatus)).toBe('failed');
    expect(scope.getState($viewError)).toBe('not_your_purchase');
    await allSettled(viewRetried, { scope });
    expect(scope.getState($viewStatus)).toBe('ready');
  });

  it("opens no live channel for someone else's order: it is refused before anything is followed", async () => {
    const refused = async () => {
      throw new ApiRequestError(403, 'not_your_purchase', 'no');
    };
    const { scope, follow } = scopeWith({ cart: refused, balance: refused });
    await allSettled(viewOpened, { scope, params: { supplier: 'chapinero', purchaseId: 12 } });
    expect(scope.getState($viewError)).toBe('not_your_purchase');
    expect(follow).not.toHaveBeenCalled();
  });

  it("stays on its purchase when the seat's table (another purchase) answers after it, and follows its changes", async () => {
    const { scope } = scopeWith({});
    await allSettled(viewOpened, { scope, params: { supplier: 'chapinero', purchaseId: 12 } });
    const seatTable = { ...purchase, id: 7, version: 1 };
    await allSettled(purchaseChanged, { scope, params: seatTable });
    expect(scope.getState($viewStatus)).toBe('ready');
    expect(scope.getState($viewedPurchase)?.id).toBe(12);
    // A live change of the purchase on screen still shows, an older answer of it never wins.
    await allSettled(purchaseChanged, { scope, params: { ...purchase, version: purchase.version + 2 } });
    await allSettled(purchaseChanged, { scope, params: { ...purchase, version: purchase.version + 1 } });
    expect(scope.getState($viewedPurchase)?.version).toBe(purchase.version + 2);
  });
});
