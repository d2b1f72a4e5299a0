import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';
import { ROUTES } from './routes.ts';

describe('paths', () => {
  it('builds the SPEC paths from slugs', () => {
    expect(paths.menu('chapinero')).toBe('/chapinero/menu');
    expect(paths.menu('chapinero', { categoryId: 'bebidas' })).toBe('/chapinero/menu?category_id=bebidas');
    expect(paths.deliveryOrder('chapinero')).toBe('/chapinero/delivery/order');
    expect(paths.book('usaquen')).toBe('/usaquen/reservar');
    expect(paths.myOrder('chapinero', 42)).toBe('/chapinero/menu-digital/my-order/42');
    expect(paths.smartLink('chapinero', 7, 'tok')).toBe('/chapinero/sl/7/tok');
    expect(paths.smartLink('chapinero', 7, 'tok', 9)).toBe('/chapinero/sl/7/tok/9');
    expect(paths.menuDigital('chapinero', { mesa: 'M01' })).toBe('/chapinero/menu-digital?mesa=M01');
  });

  it('encodes hostile input instead of producing another path', () => {
    expect(paths.home('../admin?x=1')).toBe('/..%2Fadmin%3Fx%3D1');
  });

  it('gives every mounted route exactly one owner', () => {
    const patterns = ROUTES.map((route) => route.path);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
