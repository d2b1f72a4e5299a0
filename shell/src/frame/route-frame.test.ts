import { ROUTES } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { resolveRoute } from '../remotes/resolve-route.ts';

/** What the frame does on a path, as the route table says. */
const at = (path: string) => {
  const route = resolveRoute(path)?.route;
  if (!route) throw new Error(`no route at ${path}`);
  return route;
};

describe('the frame on each route', () => {
  it('gives the supplier selector the main header, selectors theirs, flows a back header, payments the pay one', () => {
    expect(at('/').header).toBe('main');
    expect(at('/branch-to-take-away').header).toBe('selector');
    expect(at('/location').header).toBe('selector');
    expect(at('/my-location').header).toBe('selector');
    expect(at('/chapinero/menu').header).toBe('internal');
    expect(at('/chapinero').header).toBe('internal');
    expect(at('/chapinero/reservar').header).toBe('back');
    expect(at('/chapinero/view/12').header).toBe('back');
    expect(at('/chapinero/delivery/order').header).toBe('back');
    expect(at('/chapinero/menu-digital/my-order/7').header).toBe('pay');
    expect(at('/chapinero/checkout/7').header).toBe('pay');
    expect(at('/cluvipay').header).toBe('internal');
  });

  it('shows the cart icon on the browsing and order screens of a branch only', () => {
    const withCart = [
      '/chapinero',
      '/chapinero/menu',
      '/chapinero/maincategories',
      '/chapinero/subcategories',
      '/chapinero/menu-digital/home',
      '/chapinero/menu-digital/my-order/7',
      '/chapinero/grab-and-go/my-order',
      '/chapinero/delivery/order',
    ];
    for (const path of withCart) expect({ path, cart: at(path).cartIcon }).toEqual({ path, cart: true });
    const without = [
      '/',
      '/branch-offices',
      '/chapinero/menu-digital',
      '/chapinero/view/12',
      '/chapinero/12',
      '/chapinero/reservar',
      '/chapinero/precheckout',
      '/chapinero/checkout/7',
      '/chapinero/orders',
    ];
    for (const path of without) expect({ path, cart: at(path).cartIcon }).toEqual({ path, cart: false });
  });

  it('starts the menu and the branch before the remote asks on Home and Menu only', () => {
    expect(at('/chapinero').firstLoads).toEqual(['menu', 'supplier']);
    expect(at('/chapinero/menu').firstLoads).toEqual(['menu', 'supplier']);
    expect(at('/chapinero/menu-digital').firstLoads).toEqual([]);
    expect(at('/chapinero/reservar').firstLoads).toEqual([]);
  });

  it('wraps every staff console path in the console frame and every diner path in the diner frame', () => {
    const consolePaths = [
      '/staff',
      '/staff/kitchen/chapinero',
      '/staff/tables/chapinero',
      '/staff/menu/chapinero',
      '/staff/remotes',
      '/staff/team',
      '/staff/audit',
      '/staff/password',
      '/staff/no/such',
    ];
    for (const path of consolePaths)
      expect({ path, frame: at(path).frame }).toEqual({ path, frame: 'console' });
    for (const route of ROUTES.filter(
      (candidate) => candidate.remote !== 'staff' && candidate.name !== 'PickupBoard',
    )) {
      expect({ name: route.name, frame: route.frame }).toEqual({ name: route.name, frame: 'diner' });
    }
    for (const path of ['/', '/chapinero', '/chapinero/menu', '/staffs', '/chapinero/staff']) {
      expect({ path, frame: at(path).frame }).toEqual({ path, frame: 'diner' });
    }
  });

  it("shows the counter's pickup board bare, as on a TV: no diner header, cookie notice or other chrome", () => {
    expect(at('/chapinero/pickup-board').frame).toBe('console');
  });

  it('mounts a route name the same way on each of its paths', () => {
    for (const route of ROUTES) {
      const { path: _path, ...same } = route;
      for (const other of ROUTES.filter((candidate) => candidate.name === route.name)) {
        const { path: _otherPath, ...attributes } = other;
        expect(attributes).toEqual(same);
      }
    }
  });
});
