import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $instance, $openedBranch, loadBranchFx, loadMenuFx, type Menu } from 'shared-contracts';
import { makeInstanceConfig, makeProduct, makeSupplier } from 'shared-contracts/testing';
import {
  $sections,
  $status,
  filterChanged,
  groupByCategory,
  pageOpened,
  retryClicked,
  routeVisited,
} from './menu-page.ts';

const product = (id: number, category: string) =>
  makeProduct({ id, slug: `p${id}`, label: `Product ${id}`, category, price: 1000 });

const menu: Menu = {
  supplier_id: 3,
  categories: [
    { slug: 'drinks', label: 'Drinks', subcategories: [] },
    { slug: 'empty', label: 'Empty', subcategories: [] },
    { slug: 'mains', label: 'Mains', subcategories: [] },
  ],
  products: [product(1, 'mains'), product(2, 'drinks'), product(3, 'mains')],
};

describe('groupByCategory', () => {
  it('keeps menu order and drops empty categories', () => {
    const sections = groupByCategory(menu);
    expect(sections.map((s) => s.category.slug)).toEqual(['drinks', 'mains']);
    expect(sections[1]?.products.map((p) => p.id)).toEqual([1, 3]);
  });
});

describe('menu page model', () => {
  const branch = async (slug: string) => makeSupplier({ slug, label: `Branch ${slug}` });

  it('opening the page loads its menu and its branch', async () => {
    const loadMenu = vi.fn(async () => menu);
    const loadBranch = vi.fn(branch);
    const scope = fork({
      values: [[$instance, makeInstanceConfig()]],
      handlers: [
        [loadMenuFx, loadMenu],
        [loadBranchFx, loadBranch],
      ],
    });
    const opened = allSettled(pageOpened, { scope, params: 'chapinero' });
    expect(scope.getState($status)).toBe('loading');
    await opened;
    expect(loadMenu).toHaveBeenCalledWith('chapinero');
    expect(loadBranch).toHaveBeenCalledWith('chapinero');
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($sections).map((s) => s.category.slug)).toEqual(['drinks', 'mains']);
    expect(scope.getState($openedBranch)?.label).toBe('Branch chapinero');
  });

  it('a failed load sets the failed status, and retry clears it', async () => {
    const loadMenu = vi
      .fn<() => Promise<Menu>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(menu);
    const scope = fork({
      handlers: [
        [loadMenuFx, loadMenu],
        [loadBranchFx, branch],
      ],
    });
    await allSettled(pageOpened, { scope, params: 'chapinero' });
    expect(scope.getState($status)).toBe('failed');
    await allSettled(retryClicked, { scope });
    expect(loadMenu).toHaveBeenCalledTimes(2);
    expect(scope.getState($status)).toBe('ready');
  });

  it('says a menu without products is empty, and never shows another branch’s menu', async () => {
    const scope = fork({
      handlers: [
        [loadMenuFx, async (slug: string) => (slug === 'usaquen' ? { ...menu, products: [] } : menu)],
        [loadBranchFx, branch],
      ],
    });
    await allSettled(pageOpened, { scope, params: 'chapinero' });
    const opened = allSettled(pageOpened, { scope, params: 'usaquen' });
    expect(scope.getState($status)).toBe('loading');
    await opened;
    expect(scope.getState($status)).toBe('empty');
  });

  it('asks for no menu or branch the scope already holds (a server-rendered page)', async () => {
    const loadMenu = vi.fn(async () => menu);
    const loadBranch = vi.fn(branch);
    const scope = fork({
      // What a server serialized after rendering this branch's menu, keyed by sid.
      values: {
        'menu/slug': 'chapinero',
        'menu/loaded': { slug: 'chapinero', menu },
        'contracts/supplier': makeSupplier({ slug: 'chapinero', label: 'Branch chapinero' }),
      },
      handlers: [
        [loadMenuFx, loadMenu],
        [loadBranchFx, loadBranch],
      ],
    });
    expect(scope.getState($status)).toBe('ready');
    await allSettled(pageOpened, { scope, params: 'chapinero' });
    expect(loadMenu).not.toHaveBeenCalled();
    expect(loadBranch).not.toHaveBeenCalled();
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($openedBranch)?.label).toBe('Branch chapinero');

    await allSettled(pageOpened, { scope, params: 'usaquen' });
    expect(loadMenu).toHaveBeenCalledWith('usaquen');
    expect(loadBranch).toHaveBeenCalledWith('usaquen');
  });

  it('a visit to the route opens the menu of its supplier param', async () => {
    const loadMenu = vi.fn(async () => menu);
    const scope = fork({
      handlers: [
        [loadMenuFx, loadMenu],
        [loadBranchFx, branch],
      ],
    });
    await allSettled(routeVisited, { scope, params: { params: { supplier: 'chapinero' }, search: '' } });
    expect(loadMenu).toHaveBeenCalledWith('chapinero');
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($openedBranch)?.label).toBe('Branch chapinero');
  });

  it("a server's visit applies the URL's search; no match keeps the menu ready, not empty", async () => {
    const scope = fork({
      values: [[$instance, makeInstanceConfig()]],
      handlers: [
        [loadMenuFx, async () => menu],
        [loadBranchFx, branch],
      ],
    });
    await allSettled(routeVisited, {
      scope,
      params: { params: { supplier: 'chapinero' }, search: '?q=product%202' },
    });
    expect(scope.getState($sections).flatMap((s) => s.products.map((p) => p.id))).toEqual([2]);
    await allSettled(filterChanged, {
      scope,
      params: { text: 'nothing like it', alcoholFree: false, fresh: false, promo: false },
    });
    expect(scope.getState($sections)).toEqual([]);
    expect(scope.getState($status)).toBe('ready');
  });
});
