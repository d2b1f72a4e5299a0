import { describe, expect, it } from 'vitest';
import { ROUTES } from '../paths/routes.ts';
import { CART_ICON_ROUTES, headerKindOf, popupsAllowedOn } from './header-kind.ts';

describe('header kind per route', () => {
  it('gives the supplier selector the main header, selectors theirs, flows a back header, my order the pay one', () => {
    expect(headerKindOf('Main')).toBe('main');
    expect(headerKindOf('BranchToTakeAway')).toBe('selector');
    expect(headerKindOf('Location')).toBe('selector');
    expect(headerKindOf('Menu')).toBe('internal');
    expect(headerKindOf('Home')).toBe('internal');
    expect(headerKindOf('Book')).toBe('back');
    expect(headerKindOf('DeliveryCartInProgress')).toBe('back');
    expect(headerKindOf('MyOrder')).toBe('pay');
    expect(headerKindOf('SomethingNew')).toBe('internal');
  });

  it('mounts the cart icon on exactly the routes that show it', () => {
    for (const route of ROUTES) {
      expect({ name: route.name, cartIcon: route.cartIcon }).toEqual({
        name: route.name,
        cartIcon: CART_ICON_ROUTES.includes(route.name),
      });
    }
  });

  it('keeps popups off the supplier selector, the location chooser and every branch selector', () => {
    expect(popupsAllowedOn('Main')).toBe(false);
    expect(popupsAllowedOn('Location')).toBe(false);
    expect(popupsAllowedOn('BranchToBook')).toBe(false);
    expect(popupsAllowedOn('Branch')).toBe(false);
    expect(popupsAllowedOn(undefined)).toBe(false);
    expect(popupsAllowedOn('Menu')).toBe(true);
    expect(popupsAllowedOn('Home')).toBe(true);
  });
});
