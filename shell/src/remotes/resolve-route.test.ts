import { describe, expect, it } from 'vitest';
import { resolveRoute } from './resolve-route.ts';

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

  it('returns null for paths no remote serves yet', () => {
    expect(resolveRoute('/chapinero/checkout/12/extra/segments')).toBeNull();
  });
});
