import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $cart,
  $cartItems,
  $instance,
  $order,
  $profile,
  $seat,
  addToTableFx,
  changeSupplierFx,
  coverageConfirmationClosed,
  ghostLocationChosen,
  followTableFx,
  joinTableFx,
  loadBranchFx,
  loadMenuFx,
  profileLoaded,
  seatJoinFx,
  type AddProductRequest,
  type Menu,
} from 'shared-contracts';
import {
  makeInstanceConfig,
  makeProduct,
  makeProfile,
  makeSupplier,
  makeSupplierSummary,
  makeTablePurchase,
} from 'shared-contracts/testing';
import { pageOpened } from './menu-page.ts';
import {
  $addedNotice,
  $askingAge,
  $lastAdded,
  $lineTotal,
  $problem,
  $product,
  addSubmitted,
  ageSubmitted,
  checkAgeFx,
  choiceToggled,
  productDialogModel,
  productOpened,
} from './product-dialog.ts';
import { tablePageClosed, tablePageOpened } from './table-page.ts';
import { adiciones, termino } from './table-test-data.ts';

const churrasco = makeProduct({ id: 7, label: 'Churrasco', price: 45000, options: [termino, adiciones] });
const beer = makeProduct({ id: 8, label: 'Cerveza', price: 8000, alcoholic: true });
const menu: Menu = {
  supplier_id: 3,
  categories: [{ slug: 'platos-fuertes', label: 'Platos', subcategories: [] }],
  products: [churrasco, beer],
};

/** The Menu page of branch 3 is open (off the table). */
async function menuScope(
  checkAge = vi.fn(async () => ({ of_age: true, legal_age: 18 })),
  profile: ReturnType<typeof makeProfile> | null = makeProfile(),
) {
  const scope = fork({
    values: [[$profile, profile]],
    handlers: [
      [loadMenuFx, async () => menu],
      [loadBranchFx, async (slug: string) => makeSupplier({ slug })],
      [checkAgeFx, checkAge],
    ],
  });
  await allSettled(pageOpened, { scope, params: 'chapinero' });
  return { scope, checkAge };
}

describe('the product dialog off the table (Home, Menu)', () => {
  it('adds nothing until the required options are chosen, then the line with its options and extras', async () => {
    const { scope } = await menuScope();
    await allSettled(productOpened, { scope, params: churrasco });
    await allSettled(addSubmitted, { scope });
    expect(scope.getState($problem)).toEqual({ key: 'choice.problem.required', group: 'Término' });
    expect(scope.getState($cart).lines).toEqual([]);

    await allSettled(choiceToggled, { scope, params: { option: termino, choice: 'medio' } });
    await allSettled(choiceToggled, { scope, params: { option: adiciones, choice: 'huevo' } });
    expect(scope.getState($lineTotal)).toBe(48000);
    await allSettled(addSubmitted, { scope });
    expect(scope.getState($cartItems)).toMatchObject([
      {
        id: 7,
        price: 48000,
        total: 48000,
        options: [
          { slug: 'termino', label: 'Término', choices: [{ slug: 'medio', label: 'Medio', price: 0 }] },
          {
            slug: 'adiciones',
            label: 'Adiciones',
            choices: [{ slug: 'huevo', label: 'Huevo', price: 3000 }],
          },
        ],
      },
    ]);
    expect(scope.getState($cart).supplierId).toBe(3);
    // The dialog closes and the add is announced.
    expect(scope.getState($product)).toBeNull();
    expect(scope.getState($lastAdded)).toBe('Churrasco');
  });

  it('asks the age before a beer, remembers the answer, and adds after it', async () => {
    const { scope, checkAge } = await menuScope();
    await allSettled(productOpened, { scope, params: beer });
    await allSettled(addSubmitted, { scope });
    expect(scope.getState($askingAge)).toBe(true);
    expect(scope.getState($cart).lines).toEqual([]);
    await allSettled(ageSubmitted, { scope, params: { birthday_date: '1990-05-01', confirm: true } });
    expect(checkAge).toHaveBeenCalledTimes(1);
    expect(scope.getState($cartItems)).toMatchObject([{ id: 8, count: 1 }]);
    // Asked once: the next beer goes straight in.
    await allSettled(productOpened, { scope, params: beer });
    await allSettled(addSubmitted, { scope });
    expect(scope.getState($askingAge)).toBe(false);
    expect(scope.getState($cartItems)).toMatchObject([{ id: 8, count: 2 }]);
    expect(checkAge).toHaveBeenCalledTimes(1);
  });

  it('an age answer given before the profile exists waits for it, then is sent once', async () => {
    const { scope, checkAge } = await menuScope(undefined, null);
    await allSettled(productOpened, { scope, params: beer });
    await allSettled(addSubmitted, { scope });
    await allSettled(ageSubmitted, { scope, params: { birthday_date: '1990-05-01', confirm: true } });
    await allSettled(ageSubmitted, { scope, params: { birthday_date: '1990-05-01', confirm: true } });
    expect(checkAge).not.toHaveBeenCalled();
    expect(scope.getState(productDialogModel.checkingAge)).toBe(true);
    await allSettled(profileLoaded, { scope, params: makeProfile() });
    expect(checkAge).toHaveBeenCalledTimes(1);
    expect(scope.getState($cartItems)).toMatchObject([{ id: 8, count: 1 }]);
    expect(scope.getState(productDialogModel.checkingAge)).toBe(false);
  });

  it('never sells alcohol to a minor', async () => {
    const { scope } = await menuScope(vi.fn(async () => ({ of_age: false, legal_age: 18 })));
    await allSettled(productOpened, { scope, params: beer });
    await allSettled(addSubmitted, { scope });
    await allSettled(ageSubmitted, { scope, params: { birthday_date: '2015-05-01', confirm: true } });
    await allSettled(addSubmitted, { scope });
    expect(scope.getState($cart).lines).toEqual([]);
  });

  it("never puts a product in the browser's cart from the table's screen", async () => {
    const { scope } = await menuScope();
    await allSettled(tablePageOpened, { scope, params: { slug: 'chapinero', code: null, kind: 'table' } });
    await allSettled(productOpened, { scope, params: makeProduct({ id: 9 }) });
    await allSettled(addSubmitted, { scope });
    expect(scope.getState($cart).lines).toEqual([]);
    // Leaving the table closes a dialog left open.
    await allSettled(tablePageClosed, { scope });
    expect(scope.getState($product)).toBeNull();
  });
});

describe("the cart's added notice", () => {
  const empanadas = makeProduct({ id: 11, label: 'Empanadas x3', price: 12000 });
  const withEmpanadas: Menu = { ...menu, products: [empanadas] };
  /** Delivery at an instance of two delivering branches, with no place known yet: adds wait for an address. */
  async function deliveryScope(moveCart = vi.fn(async () => ({ supplier_id: 3, lines: [], dropped: [] }))) {
    const scope = fork({
      values: [
        [$profile, makeProfile()],
        [
          $instance,
          makeInstanceConfig({
            suppliers: [
              makeSupplierSummary({ id: 3, slug: 'chapinero', service_delivery: true }),
              makeSupplierSummary({ id: 4, slug: 'usaquen', service_delivery: true }),
            ],
          }),
        ],
        [$order, { service: 'delivery', subservice: null }],
      ],
      handlers: [
        [loadMenuFx, async () => withEmpanadas],
        [loadBranchFx, async (slug: string) => makeSupplier({ slug })],
        [changeSupplierFx, moveCart],
      ],
    });
    await allSettled(pageOpened, { scope, params: 'chapinero' });
    await allSettled(productOpened, { scope, params: empanadas });
    await allSettled(addSubmitted, { scope });
    return scope;
  }

  it('waits while the product is held for the coverage question, and shows once it goes in', async () => {
    const scope = await deliveryScope();
    expect(scope.getState($cart).lines).toEqual([]);
    expect(scope.getState($addedNotice)).toBeNull();
    await allSettled(ghostLocationChosen, { scope });
    expect(scope.getState($cartItems)).toMatchObject([{ id: 11 }]);
    expect(scope.getState($addedNotice)).toMatchObject({ name: 'Empanadas x3', to: 'cart' });
  });

  it('never shows after "No add" drops the held product', async () => {
    const scope = await deliveryScope();
    await allSettled(coverageConfirmationClosed, { scope });
    expect(scope.getState($cart).lines).toEqual([]);
    expect(scope.getState($addedNotice)).toBeNull();
  });

  it('never shows when the cart could not move to the branch of the product', async () => {
    const moveCart = vi.fn(async () => {
      throw new Error('offline');
    });
    const scope = fork({
      values: [
        [
          $cart,
          {
            supplierId: 4,
            lines: [{ productId: 1, label: 'Arepa', category: '', price: 5000, count: 1, stock: null }],
          },
        ],
      ],
      handlers: [
        [loadMenuFx, async () => withEmpanadas],
        [loadBranchFx, async (slug: string) => makeSupplier({ slug })],
        [changeSupplierFx, moveCart],
      ],
    });
    await allSettled(pageOpened, { scope, params: 'chapinero' });
    await allSettled(productOpened, { scope, params: empanadas });
    await allSettled(addSubmitted, { scope });
    expect(moveCart).toHaveBeenCalled();
    expect(scope.getState($cart).supplierId).toBe(4);
    expect(scope.getState($addedNotice)).toBeNull();
  });
});

describe('the product dialog of a seated diner off the table screen (Home, Menu, Product)', () => {
  const seat = { branch: 'chapinero', supplierId: 3, code: 'M03', kind: 'table' as const, key: null };

  it("adds to the table's order, never the cart: joining the table first when it is not followed yet", async () => {
    const joined = { ...makeTablePurchase(1), supplier_id: 3 };
    const adds: AddProductRequest[] = [];
    const scope = fork({
      values: [[$seat, seat]],
      handlers: [
        [loadMenuFx, async () => menu],
        [loadBranchFx, async (slug: string) => makeSupplier({ slug })],
        [joinTableFx, async () => joined],
        [seatJoinFx, async () => joined],
        [followTableFx, async () => ({ close: () => undefined })],
        [
          addToTableFx,
          async (body: AddProductRequest) => (adds.push(body), { ...joined, version: adds.length + 1 }),
        ],
      ],
    });
    await allSettled(pageOpened, { scope, params: 'chapinero' });
    const other = makeProduct({ id: 9, label: 'Limonada' });
    await allSettled(productOpened, { scope, params: other });
    await allSettled(addSubmitted, { scope });
    expect(scope.getState($cart).lines).toEqual([]);
    expect(adds).toMatchObject([{ purchase_id: joined.id, product: { id: 9, count: 1 } }]);
    expect(scope.getState($addedNotice)).toMatchObject({ name: 'Limonada', to: 'table' });

    // With the table followed, the next add goes straight to it.
    await allSettled($profile, { scope, params: makeProfile() });
    await allSettled(productOpened, { scope, params: other });
    await allSettled(addSubmitted, { scope });
    expect(adds).toHaveLength(2);
  });
});
