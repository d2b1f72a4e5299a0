import { describe, expect, expectTypeOf, it } from 'vitest';
import { paths, ROUTE_TABLE } from './paths.ts';
import { patternSource } from './route.ts';
import { ROUTES, type RouteName } from './routes.ts';

const HOSTILE = '../a b/?c=1#d%e';

/** A test-only matcher: the decoded params of `path` when it matches `pattern`, else null. */
function matchParams(pattern: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') {
        names.push('*');
        return '(?:/(.*))?';
      }
      if (!segment.startsWith(':')) return `/${segment}`;
      names.push(segment.replace(/^:|\?$/g, ''));
      return segment.endsWith('?') ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .join('');
  const match = new RegExp(`^${source || '/'}$`).exec(path);
  if (!match) return null;
  const params: Record<string, string> = {};
  names.forEach((name, index) => {
    const value = match[index + 1];
    if (value !== undefined) params[name] = decodeURIComponent(value);
  });
  return params;
}

const paramNames = (pattern: string) =>
  pattern
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.replace(/^:|\?$/g, ''));

const entries = Object.entries(ROUTE_TABLE);

describe('paths', () => {
  it('builds the app paths from slugs', () => {
    expect(paths.menu('chapinero')).toBe('/chapinero/menu');
    expect(paths.menu('chapinero', { categoryId: 'bebidas' })).toBe('/chapinero/menu?category_id=bebidas');
    expect(paths.deliveryOrder('chapinero')).toBe('/chapinero/delivery/order');
    expect(paths.book('usaquen')).toBe('/usaquen/reservar');
    expect(paths.myOrder('chapinero', 42)).toBe('/chapinero/menu-digital/my-order/42');
    expect(paths.smartLink('chapinero', 7, 'tok')).toBe('/chapinero/sl/7/tok');
    expect(paths.smartLink('chapinero', 7, 'tok', 9)).toBe('/chapinero/sl/7/tok/9');
    expect(paths.account('chapinero')).toBe('/chapinero/account');
    expect(paths.menuDigital('chapinero', { mesa: 'M01' })).toBe('/chapinero/menu-digital?mesa=M01');
  });

  it('encodes hostile input instead of producing another path', () => {
    expect(paths.home('../admin?x=1')).toBe('/..%2Fadmin%3Fx%3D1');
  });

  it('writes only the query values given, under their URL names, encoded', () => {
    expect(paths.menu('chapinero', { service: 'on_table', mesa: '', categoryId: 'a&b=c' })).toBe(
      '/chapinero/menu?category_id=a%26b%3Dc&service=on_table',
    );
    expect(paths.home('chapinero', {})).toBe('/chapinero');
  });

  it('takes exactly the params its pattern names (checked by the type checker)', () => {
    expectTypeOf(paths.menu).parameters.toEqualTypeOf<
      [string | number, { categoryId?: string; service?: string; mesa?: string }?]
    >();
    expectTypeOf(paths.smartLink).parameters.toEqualTypeOf<
      [string | number, string | number, string | number, (string | number)?]
    >();
    expectTypeOf(paths.main).parameters.toEqualTypeOf<[]>();
    // @ts-expect-error a route without a query takes none
    expect(paths.book('usaquen', { mesa: 'M01' })).toBe('/usaquen/reservar');
  });

  it.each(entries)('%s builds a path its own pattern matches, every param given back', (_key, entry) => {
    const names = paramNames(entry.pattern);
    const build = entry.build as (...args: unknown[]) => string;
    const args = names.map((name) => `${HOSTILE}${name}`);
    const path = build(...args).split('?')[0] ?? '';
    expect(matchParams(entry.pattern, path)).toEqual(
      Object.fromEntries(names.map((name, index) => [name, args[index]])),
    );
    expect(new RegExp(patternSource(entry.pattern)).test(path)).toBe(true);
  });

  it('leaves an optional last param out when it is not given', () => {
    const path = paths.smartLink('chapinero', 7, 'tok');
    expect(matchParams(ROUTE_TABLE.smartLink.pattern, path)).toEqual({
      supplier: 'chapinero',
      profileId: '7',
      token: 'tok',
    });
  });

  it('matches any rest of the path with a last `*`, and builds its parent path', () => {
    expect(paths.staffOther()).toBe('/staff');
    const other = new RegExp(patternSource(ROUTE_TABLE.staffOther.pattern));
    expect(['/staff', '/staff/', '/staff/x', '/staff/x/y/z'].map((path) => other.test(path))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['/staffs', '/chapinero/staff'].some((path) => other.test(path))).toBe(false);
  });

  it('matches a pattern with the boot script expression only where the pattern does', () => {
    const menu = new RegExp(patternSource(ROUTE_TABLE.menu.pattern));
    expect(['/chapinero/menu', '/chapinero/menu/'].map((path) => menu.test(path))).toEqual([true, true]);
    expect(['/menu', '/a/b/menu', '/chapinero/menus'].some((path) => menu.test(path))).toBe(false);
    const main = new RegExp(patternSource(ROUTE_TABLE.main.pattern));
    expect([main.test('/'), main.test('/chapinero')]).toEqual([true, false]);
  });
});

describe('ROUTES', () => {
  it('lists the mounted entries of the table, each with its own pattern', () => {
    expectTypeOf<RouteName>().toEqualTypeOf<
      | 'Main'
      | 'Location'
      | 'my-location'
      | 'BranchOnTable'
      | 'BranchToTakeAway'
      | 'BranchWithOutService'
      | 'BranchToBook'
      | 'Branch'
      | 'BranchWhatsapp'
      | 'RatePurchase'
      | 'OnlyPay'
      | 'Orders'
      | 'ServicePolicies'
      | 'HistoryMyOrders'
      | 'PickupBoard'
      | 'BookingPopup'
      | 'BookInfo'
      | 'BookRate'
      | 'Home'
      | 'Precheckout'
      | 'Checkout'
      | 'WebCheckout'
      | 'MyOrder'
      | 'Order'
      | 'OnTableMenuDigital'
      | 'GrabAndGo'
      | 'CluviPay'
      | 'OnTableHome'
      | 'Menu'
      | 'MainCategories'
      | 'SubCategories'
      | 'DeliveryCartInProgress'
      | 'ServiceRoom'
      | 'Book'
      | 'Product'
      | 'StaffHome'
      | 'StaffKitchen'
      | 'StaffTables'
      | 'StaffOrders'
      | 'StaffBookings'
      | 'StaffMenu'
      | 'StaffRemotes'
      | 'StaffTeam'
      | 'StaffAudit'
      | 'StaffPassword'
      | 'StaffNotFound'
    >();
    // What the frame does on each route is asserted where the frame reads it (shell/src/frame/route-frame.test.ts).
    expect(ROUTES.map(({ name, path, remote }) => ({ name, path, remote }))).toEqual([
      { name: 'Main', path: '/', remote: 'landing' },
      { name: 'Location', path: '/location', remote: 'delivery' },
      { name: 'my-location', path: '/my-location', remote: 'delivery' },
      { name: 'BranchOnTable', path: '/branch-to-on-table', remote: 'landing' },
      { name: 'BranchToTakeAway', path: '/branch-to-take-away', remote: 'landing' },
      { name: 'BranchWithOutService', path: '/branch-without-service', remote: 'landing' },
      { name: 'BranchToBook', path: '/branch-to-book', remote: 'landing' },
      { name: 'Branch', path: '/branch-offices', remote: 'landing' },
      { name: 'BranchWhatsapp', path: '/branch-whatsapp', remote: 'landing' },
      { name: 'RatePurchase', path: '/ratecluvi/:purchaseId/:token', remote: 'checkout' },
      { name: 'BookingPopup', path: '/reservarpopup/:branchId', remote: 'booking' },
      { name: 'BookInfo', path: '/book_info/:id/:token', remote: 'booking' },
      { name: 'BookRate', path: '/rate/:id/:token', remote: 'booking' },
      { name: 'Home', path: '/:supplier', remote: 'menu' },
      { name: 'Precheckout', path: '/:supplier/precheckout', remote: 'checkout' },
      { name: 'Checkout', path: '/:supplier/checkout/:id', remote: 'checkout' },
      {
        name: 'WebCheckout',
        path: '/:supplier/webcheckout/:orderId',
        remote: 'checkout',
      },
      { name: 'OnTableMenuDigital', path: '/:supplier/menu-digital', remote: 'menu' },
      { name: 'GrabAndGo', path: '/:supplier/grab-and-go', remote: 'menu' },
      { name: 'OnTableHome', path: '/:supplier/menu-digital/home', remote: 'menu' },
      { name: 'OnlyPay', path: '/:supplier/solo-pago', remote: 'checkout' },
      {
        name: 'MyOrder',
        path: '/:supplier/menu-digital/my-order/:purchaseId',
        remote: 'checkout',
      },
      { name: 'MyOrder', path: '/:supplier/grab-and-go/my-order', remote: 'checkout' },
      {
        name: 'DeliveryCartInProgress',
        path: '/:supplier/delivery/order',
        remote: 'checkout',
      },
      { name: 'PickupBoard', path: '/:supplier/pickup-board', remote: 'delivery' },
      { name: 'Menu', path: '/:supplier/menu', remote: 'menu' },
      { name: 'MainCategories', path: '/:supplier/maincategories', remote: 'menu' },
      { name: 'SubCategories', path: '/:supplier/subcategories', remote: 'menu' },
      { name: 'ServiceRoom', path: '/:supplier/service-room', remote: 'menu' },
      { name: 'Book', path: '/:supplier/reservar', remote: 'booking' },
      { name: 'Orders', path: '/:supplier/orders', remote: 'checkout' },
      { name: 'Order', path: '/:supplier/order/:orderId', remote: 'checkout' },
      {
        name: 'ServicePolicies',
        path: '/:supplier/politicas-servicio',
        remote: 'checkout',
      },
      { name: 'Product', path: '/:supplier/view/:productId', remote: 'menu' },
      { name: 'Product', path: '/:supplier/:productId', remote: 'menu' },
      {
        name: 'HistoryMyOrders',
        path: '/:supplier/history-my-orders',
        remote: 'checkout',
      },
      { name: 'StaffHome', path: '/staff', remote: 'staff' },
      { name: 'StaffKitchen', path: '/staff/kitchen/:branch', remote: 'staff' },
      { name: 'StaffTables', path: '/staff/tables/:branch', remote: 'staff' },
      { name: 'StaffOrders', path: '/staff/orders/:branch', remote: 'staff' },
      { name: 'StaffBookings', path: '/staff/bookings/:branch', remote: 'staff' },
      { name: 'StaffMenu', path: '/staff/menu/:branch', remote: 'staff' },
      { name: 'StaffRemotes', path: '/staff/remotes', remote: 'staff' },
      { name: 'StaffTeam', path: '/staff/team', remote: 'staff' },
      { name: 'StaffAudit', path: '/staff/audit', remote: 'staff' },
      { name: 'StaffPassword', path: '/staff/password', remote: 'staff' },
      { name: 'StaffNotFound', path: '/staff/*', remote: 'staff' },
      { name: 'CluviPay', path: '/cluvipay', remote: 'landing' },
    ]);
  });

  it('gives every path exactly one entry', () => {
    const patterns = entries.map(([, entry]) => entry.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
