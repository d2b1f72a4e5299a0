import { allSettled, fork, serialize } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $cart, $instance, loadBranchFx, loadMenuFx, type Menu } from 'shared-contracts';
import { makeInstanceConfig, makeProduct, makeSupplier } from 'shared-contracts/testing';
import { $askingAge, $count, $product, addSubmitted, countChanged } from './product-dialog.ts';
import { $productStatus, productPageClosed, productPageOpened, productRouteVisited } from './product-page.ts';

const postre = makeProduct({ id: 21, slug: 'postre-del-dia', label: 'Postre del día', stock: 3 });
const beer = makeProduct({ id: 22, slug: 'cerveza', label: 'Cerveza', alcoholic: true });
const menu: Menu = {
  supplier_id: 3,
  categories: [{ slug: 'platos-fuertes', label: 'Platos', subcategories: [] }],
  products: [postre, beer],
};

function productScope(loadMenu = vi.fn(async () => menu)) {
  const scope = fork({
    values: [[$instance, makeInstanceConfig()]],
    handlers: [
      [loadMenuFx, loadMenu],
      [loadBranchFx, async (slug: string) => makeSupplier({ slug })],
    ],
  });
  return { scope, loadMenu };
}

describe('product page model', () => {
  it("a server's visit loads the menu and opens the product's form, by id or by slug", async () => {
    const { scope, loadMenu } = productScope();
    await allSettled(productRouteVisited, {
      scope,
      params: { params: { supplier: 'chapinero', productId: '21' }, search: '' },
    });
    expect(loadMenu).toHaveBeenCalledWith('chapinero');
    expect(scope.getState($productStatus)).toBe('ready');
    expect(scope.getState($product)?.id).toBe(21);

    // Hydrated from the server's state, the page's own opening fetches nothing again.
    const loadAgain = vi.fn(async () => menu);
    const browser = fork({
      values: serialize(scope),
      handlers: [
        [loadMenuFx, loadAgain],
        [loadBranchFx, async (slug: string) => makeSupplier({ slug })],
      ],
    });
    await allSettled(productPageOpened, { scope: browser, params: { slug: 'chapinero', productKey: '21' } });
    expect(loadAgain).not.toHaveBeenCalled();
    expect(browser.getState($product)?.id).toBe(21);

    await allSettled(productPageOpened, {
      scope: browser,
      params: { slug: 'chapinero', productKey: 'cerveza' },
    });
    expect(browser.getState($product)?.id).toBe(22);
  });

  it('names a product the menu does not have as missing', async () => {
    const { scope } = productScope();
    await allSettled(productPageOpened, { scope, params: { slug: 'chapinero', productKey: '999' } });
    expect(scope.getState($productStatus)).toBe('missing');
    expect(scope.getState($product)).toBeNull();
  });

  it('off the table, adds the chosen count to the branch cart, within the stock', async () => {
    const { scope } = productScope();
    await allSettled(productPageOpened, { scope, params: { slug: 'chapinero', productKey: '21' } });
    await allSettled(countChanged, { scope, params: 2 });
    await allSettled(addSubmitted, { scope });
    expect(scope.getState($cart)).toMatchObject({ supplierId: 3, lines: [{ productId: 21, count: 2 }] });
    // The page's form is ready for the next one, from one unit.
    expect(scope.getState($product)?.id).toBe(21);
    expect(scope.getState($count)).toBe(1);
    // Leaving the page closes the form: it does not follow the diner as a dialog.
    await allSettled(productPageClosed, { scope });
    expect(scope.getState($product)).toBeNull();
  });

  it('asks the age before an alcoholic product goes to the cart', async () => {
    const { scope } = productScope();
    await allSettled(productPageOpened, { scope, params: { slug: 'chapinero', productKey: 'cerveza' } });
    await allSettled(addSubmitted, { scope });
    expect(scope.getState($askingAge)).toBe(true);
    expect(scope.getState($cart).lines).toEqual([]);
  });
});
