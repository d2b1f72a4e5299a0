import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $instance, ApiRequestError, type StaffMenu, type StaffSession } from 'shared-contracts';
import {
  $drafts,
  $menu,
  $productNotice,
  $status,
  $writeError,
  availabilityToggled,
  draftChanged,
  loadMenuFx,
  pageOpened,
  productSaved,
  updateProductFx,
} from './menu-page.ts';
import { $session, $sessionKnown } from './session.ts';
import { makeStaffProduct } from '../testing/staff-product.ts';

const product = makeStaffProduct;
const menu: StaffMenu = {
  branch_id: 1,
  shared_with: [],
  categories: [{ slug: 'postres', label: 'Postres' }],
  products: [product()],
};
const session = {
  instance: { id: 1, slug: 'la-brasa', name: 'La Brasa', domain: 'la-brasa.localhost' },
  capabilities: ['menu'],
  csrf_token: 'csrf-1',
} as unknown as StaffSession; // only the fields the menu screen reads
const config = {
  suppliers: [{ slug: 'chapinero', business_closed: false, kitchen_closed: false, delivery_paused: false }],
};

function scope(handlers: { update?: (call: unknown) => unknown; load?: () => StaffMenu } = {}) {
  const calls: unknown[] = [];
  const signed = fork({
    values: [
      [$session, session],
      [$sessionKnown, true],
      [$instance, config as never],
    ],
    handlers: [
      [loadMenuFx, handlers.load ?? (() => menu)],
      [
        updateProductFx,
        (call: unknown) => {
          calls.push(call);
          return handlers.update ? handlers.update(call) : { product: product({ available: false }) };
        },
      ],
    ],
  });
  return { scope: signed, calls };
}

describe('the menu screen', () => {
  it('loads the branch menu once a signed-in account with the menu right opens it, and not again', async () => {
    let loads = 0;
    const counted = fork({
      values: [
        [$session, session],
        [$sessionKnown, true],
        [$instance, config as never],
      ],
      handlers: [[loadMenuFx, () => (loads++, menu)]],
    });
    await allSettled(pageOpened, { scope: counted, params: 'chapinero' });
    await allSettled(pageOpened, { scope: counted, params: 'chapinero' });
    expect(loads).toBe(1);
    expect(counted.getState($status)).toBe('ready');
  });

  it('marks a product sold out with the session CSRF token and shows the answer', async () => {
    const { scope: s, calls } = scope();
    await allSettled(pageOpened, { scope: s, params: 'chapinero' });
    await allSettled(availabilityToggled, { scope: s, params: { productId: 7, available: false } });
    expect(calls).toEqual([
      {
        slug: 'la-brasa',
        branch: 'chapinero',
        productId: 7,
        change: { available: false, was: { available: true } },
        csrf: 'csrf-1',
      },
    ]);
    expect(s.getState($menu)?.products[0]?.available).toBe(false);
  });

  it('keeps a refused change in words: the API code, on the product it was about', async () => {
    const { scope: s } = scope({
      update: () => {
        throw new ApiRequestError(403, 'forbidden_role', 'Your roles do not allow this (menu)');
      },
    });
    await allSettled(pageOpened, { scope: s, params: 'chapinero' });
    await allSettled(availabilityToggled, { scope: s, params: { productId: 7, available: false } });
    expect(s.getState($writeError)).toEqual({ code: 'forbidden_role', about: 7 });
  });

  it('saves a price typed with thousands separators for what it says: "12.000" pesos is 12000', async () => {
    const { scope: s, calls } = scope({ update: () => ({ product: product({ price: 15000 }) }) });
    await allSettled(pageOpened, { scope: s, params: 'chapinero' });
    // The price it already has, written as people write it: nothing to change, never a price of 12.
    await allSettled(draftChanged, { scope: s, params: { productId: 7, field: 'price', value: '12.000' } });
    await allSettled(productSaved, { scope: s, params: 7 });
    expect(calls).toEqual([]);
    await allSettled(draftChanged, { scope: s, params: { productId: 7, field: 'price', value: '15.000' } });
    await allSettled(productSaved, { scope: s, params: 7 });
    expect(calls).toEqual([
      {
        slug: 'la-brasa',
        branch: 'chapinero',
        productId: 7,
        change: { price: 15000, was: { price: 12000 } },
        csrf: 'csrf-1',
      },
    ]);
    expect(s.getState($writeError)).toBeNull();
  });

  it('refuses a price of 0 or with decimals in pesos, saying why, and sends nothing', async () => {
    const { scope: s, calls } = scope();
    await allSettled(pageOpened, { scope: s, params: 'chapinero' });
    await allSettled(draftChanged, { scope: s, params: { productId: 7, field: 'price', value: '0' } });
    await allSettled(productSaved, { scope: s, params: 7 });
    expect(s.getState($writeError)).toEqual({ code: 'price_zero', about: 7, field: 'price' });
    await allSettled(draftChanged, { scope: s, params: { productId: 7, field: 'price', value: '12,5' } });
    await allSettled(productSaved, { scope: s, params: 7 });
    expect(s.getState($writeError)).toEqual({ code: 'price_invalid_whole', about: 7, field: 'price' });
    expect(calls).toEqual([]);
  });

  it('sends only what changed, and never a price that does not read as a number', async () => {
    const { scope: s, calls } = scope({ update: () => ({ product: product({ price: 13000 }) }) });
    await allSettled(pageOpened, { scope: s, params: 'chapinero' });
    await allSettled(draftChanged, { scope: s, params: { productId: 7, field: 'price', value: '12.000,5' } });
    await allSettled(productSaved, { scope: s, params: 7 });
    expect(calls).toEqual([]);
    expect(s.getState($writeError)).toEqual({ code: 'price_invalid_whole', about: 7, field: 'price' });
    await allSettled(draftChanged, { scope: s, params: { productId: 7, field: 'price', value: '13000' } });
    await allSettled(productSaved, { scope: s, params: 7 });
    expect(calls).toEqual([
      {
        slug: 'la-brasa',
        branch: 'chapinero',
        productId: 7,
        change: { price: 13000, was: { price: 12000 } },
        csrf: 'csrf-1',
      },
    ]);
  });

  it('marks the promo field when the API refuses a promo not below the price', async () => {
    const { scope: s } = scope({
      update: () => {
        throw new ApiRequestError(422, 'promo_not_below_price', 'A promo must be below the price');
      },
    });
    await allSettled(pageOpened, { scope: s, params: 'chapinero' });
    // Typed below the price the screen knows; the API knows a newer, lower price.
    await allSettled(draftChanged, { scope: s, params: { productId: 7, field: 'promo', value: '9000' } });
    await allSettled(productSaved, { scope: s, params: 7 });
    expect(s.getState($writeError)).toEqual({ code: 'promo_not_below_price', about: 7, field: 'promo' });
  });

  it('a product someone else changed meanwhile is read again, and the refusal says so on it', async () => {
    let loads = 0;
    const { scope: counted } = scope({
      load: () => {
        loads += 1;
        return loads === 1 ? menu : { ...menu, products: [product({ price: 14000 })] };
      },
      update: () => {
        throw new ApiRequestError(409, 'product_changed', 'Changed meanwhile: price');
      },
    });
    await allSettled(pageOpened, { scope: counted, params: 'chapinero' });
    await allSettled(draftChanged, {
      scope: counted,
      params: { productId: 7, field: 'price', value: '13.000' },
    });
    await allSettled(productSaved, { scope: counted, params: 7 });
    expect(loads).toBe(2);
    expect(counted.getState($menu)?.products[0]?.price).toBe(14000);
    expect(counted.getState($drafts)[7]?.price).toBe('14.000');
    expect(counted.getState($writeError)).toEqual({ code: 'product_changed', about: 7 });
  });

  it("says on the product's card what its last change did, and clears it as its fields are typed again", async () => {
    const { scope: s, calls } = scope({
      update: (call) => {
        const { change } = call as { change: { available?: boolean; price?: number } };
        return { product: product({ available: change.available ?? true, price: change.price ?? 12000 }) };
      },
    });
    await allSettled(pageOpened, { scope: s, params: 'chapinero' });
    await allSettled(availabilityToggled, { scope: s, params: { productId: 7, available: false } });
    expect(s.getState($productNotice)).toEqual({ productId: 7, notice: 'soldOut' });
    await allSettled(availabilityToggled, { scope: s, params: { productId: 7, available: true } });
    expect(s.getState($productNotice)).toEqual({ productId: 7, notice: 'available' });

    await allSettled(draftChanged, { scope: s, params: { productId: 7, field: 'price', value: '13.000' } });
    expect(s.getState($productNotice)).toBeNull();
    await allSettled(productSaved, { scope: s, params: 7 });
    expect(s.getState($productNotice)).toEqual({ productId: 7, notice: 'saved' });
    expect(calls).toHaveLength(3);

    // Saved again as it stands: nothing is sent, and the card says there was nothing to save.
    await allSettled(productSaved, { scope: s, params: 7 });
    expect(calls).toHaveLength(3);
    expect(s.getState($productNotice)).toEqual({ productId: 7, notice: 'unchanged' });
  });

  it('ignores a second press while a change is under way (the buttons stay focusable meanwhile)', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { scope: s, calls } = scope({
      update: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    await allSettled(pageOpened, { scope: s, params: 'chapinero' });
    // Both presses start before the API answers the first.
    const first = allSettled(availabilityToggled, { scope: s, params: { productId: 7, available: false } });
    const second = allSettled(availabilityToggled, { scope: s, params: { productId: 7, available: false } });
    answer({ product: product({ available: false }) });
    await Promise.all([first, second]);
    expect(calls).toHaveLength(1);
  });

  it("shows a price and a promo in their fields with the currency's decimals, as the checkout writes them", async () => {
    const mexican = fork({
      values: [
        [$session, session],
        [$sessionKnown, true],
        [$instance, { ...config, currency: 'MXN' } as never],
      ],
      handlers: [[loadMenuFx, () => ({ ...menu, products: [product({ price: 45.5, promo: 40 })] })]],
    });
    await allSettled(pageOpened, { scope: mexican, params: 'chapinero' });
    expect(mexican.getState($drafts)[7]).toEqual({ stock: '', price: '45.50', promo: '40.00' });
  });
});
