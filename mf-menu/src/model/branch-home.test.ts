import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $instance, $order, $tableCode, loadBranchFx, loadMenuFx, type Menu } from 'shared-contracts';
import { makeInstanceConfig, makeProduct, makeSupplier } from 'shared-contracts/testing';
import { $branchHome, homeServiceClicked } from './branch-home.ts';
import { pageOpened } from './menu-page.ts';

const menu: Menu = {
  supplier_id: 3,
  categories: [{ slug: 'bebidas', label: 'Bebidas', subcategories: [] }],
  products: [makeProduct({ id: 1, slug: 'churrasco', label: 'Churrasco', category: 'bebidas', price: 1000 })],
};

const supplier = makeSupplier({
  slug: 'chapinero',
  address: 'Calle 60 # 9-20',
  latitude: 4.65,
  longitude: -74.06,
  service_delivery: true,
  service_table: true,
  service_book: false,
  service_take_away: false,
  service_room: false,
  service_schedule: false,
  banners: [
    { type: 'product', image: 'http://api/images/a.svg', product: 'churrasco' },
    { type: 'category', image: 'http://api/images/b.svg', category: 'bebidas' },
    {
      type: 'external',
      image: 'http://api/images/c.svg',
      url: 'https://mesa.example/promo',
      target: '_self',
    },
    { type: 'external', image: 'http://api/images/d.svg', url: 'javascript:alert(1)' },
  ],
});

async function openedHome(tableCode: string | null) {
  const scope = fork({
    values: [
      [$instance, makeInstanceConfig()],
      [$tableCode, tableCode],
    ],
    handlers: [
      [loadMenuFx, vi.fn(async () => menu)],
      [loadBranchFx, vi.fn(async () => supplier)],
    ],
  });
  await allSettled(pageOpened, { scope, params: 'chapinero' });
  return scope;
}

describe('branch home model', () => {
  it('derives the services, banner targets and names, and the maps link of the opened branch', async () => {
    const scope = await openedHome('M03');
    const home = scope.getState($branchHome);
    expect(home?.services).toEqual(['delivery', 'on_table']);
    expect(home?.mapsUrl).toContain(encodeURIComponent('4.65,-74.06'));
    expect(home?.banners.map((b) => b.target)).toEqual([
      { kind: 'route', to: '/chapinero/view/churrasco' },
      { kind: 'route', to: '/chapinero/menu?category_id=bebidas' },
      { kind: 'external', href: 'https://mesa.example/promo?mesa=M03', newTab: false },
      null,
    ]);
    expect(home?.banners.map((b) => b.name)).toEqual(['Churrasco', 'Bebidas', null, null]);
  });

  it('is empty until the branch has loaded, and a service chosen on Home becomes the order', async () => {
    expect(fork().getState($branchHome)).toBeNull();
    const scope = await openedHome(null);
    await allSettled(homeServiceClicked, { scope, params: 'on_table' });
    expect(scope.getState($order)).toEqual({ service: 'on_table', subservice: null });
  });
});
