import { matchPath } from 'react-router-dom';
import { ROUTE_TABLE } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { branchOf, resolveRoute } from './resolve-route.ts';

describe('resolveRoute', () => {
  it.each([
    ['/', 'Main', 'landing'],
    ['/location', 'Location', 'delivery'],
    ['/chapinero', 'Home', 'menu'],
    ['/chapinero/menu', 'Menu', 'menu'],
    ['/chapinero/delivery/order', 'DeliveryCartInProgress', 'checkout'],
    ['/roma-norte/reservar', 'Book', 'booking'],
  ])('%s is %s from the %s remote', (pathname, name, remote) => {
    const resolved = resolveRoute(pathname);
    expect(resolved?.route.name).toBe(name);
    expect(resolved?.route.remote).toBe(remote);
  });

  it('keeps the supplier slug as a param', () => {
    expect(resolveRoute('/chapinero/menu')?.params.supplier).toBe('chapinero');
  });

  it.each(Object.entries(ROUTE_TABLE))('the link %s builds is matched by its own pattern', (_key, entry) => {
    const build = entry.build as (...args: unknown[]) => string;
    const args = ['a/b?c', 'x y', 'z#1', 'q%2'].slice(0, entry.pattern.split(':').length - 1);
    const path = build(...args).split('?')[0] ?? '';
    expect(matchPath(entry.pattern, path)).not.toBeNull();
    // A catch-all (`/staff/*`) links to its parent path, which a narrower route serves first.
    if (entry.mount && !entry.pattern.endsWith('*')) {
      expect(resolveRoute(path)?.route.name).toBe(entry.mount.name);
    }
  });

  it('returns null for paths no remote serves yet', () => {
    expect(resolveRoute('/chapinero/checkout/12/extra/segments')).toBeNull();
  });

  it.each([['/chapinero/md'], ['/chapinero/delivery'], ['/chapinero/account'], ['/chapinero/sl/12/token']])(
    '%s is a page of its own, never the product route',
    (pathname) => {
      expect(resolveRoute(pathname)).toBeNull();
    },
  );

  it.each([
    ['/chapinero/grab-and-go', 'GrabAndGo', 'menu'],
    ['/chapinero/grab-and-go/my-order', 'MyOrder', 'checkout'],
    ['/chapinero/menu-digital/my-order/12', 'MyOrder', 'checkout'],
    ['/chapinero/menu-digital/home', 'OnTableHome', 'menu'],
    ['/chapinero/precheckout', 'Precheckout', 'checkout'],
    ['/chapinero/menu-digital', 'OnTableMenuDigital', 'menu'],
    ['/cluvipay', 'CluviPay', 'landing'],
    ['/cluvipay/', 'CluviPay', 'landing'],
    ['/chapinero/patacon-con-hogao', 'Product', 'menu'],
  ])('%s is %s from the %s remote', (pathname, name, remote) => {
    const resolved = resolveRoute(pathname);
    expect(resolved?.route.name).toBe(name);
    expect(resolved?.route.remote).toBe(remote);
  });
  it('matches a path once: asked again, it answers what it found, unknown paths included', () => {
    const first = resolveRoute('/usaquen/menu');
    expect(resolveRoute('/usaquen/menu')).toBe(first);
    expect(resolveRoute('/usaquen/menu/a/b/c')).toBeNull();
    expect(resolveRoute('/usaquen/menu/a/b/c')).toBeNull();
  });

  it('still matches every path right after it has remembered more than it keeps', () => {
    for (let i = 0; i < 450; i += 1)
      expect(resolveRoute(`/branch-${i}/menu`)?.params.supplier).toBe(`branch-${i}`);
    expect(resolveRoute('/chapinero/reservar')?.route.name).toBe('Book');
    expect(resolveRoute('/branch-3/menu')?.params.supplier).toBe('branch-3');
  });
});

describe('branchOf', () => {
  const config = { suppliers: [{ slug: 'chapinero' }, { slug: 'usaquen' }] } as Parameters<
    typeof branchOf
  >[1];

  it('gives the branch of a branch route when the instance has it', () => {
    expect(branchOf(resolveRoute('/usaquen/reservar'), config)).toBe('usaquen');
  });

  it('is null for a branch the instance does not have, undefined for routes without a branch', () => {
    expect(branchOf(resolveRoute('/no-such-branch/menu'), config)).toBeNull();
    expect(branchOf(resolveRoute('/location'), config)).toBeUndefined();
    expect(branchOf(null, config)).toBeUndefined();
  });
});
