import { describe, expect, it } from 'vitest';
import { resolveRoute } from '../remotes/resolve-route.ts';
import { newMenuRedirect, type NewMenuGuardInput } from './new-menu-redirect.ts';

const at = (path: string) => {
  const route = resolveRoute(path)?.route;
  if (!route) throw new Error(`no route at ${path}`);
  return route;
};

const base: NewMenuGuardInput = {
  route: at('/san-salvador/menu'),
  instance: { new_menu_v3: true },
  supplier: { slug: 'san-salvador', on_table_class: 'basic' },
  order: { service: 'on_table' },
};

describe('newMenuRedirect', () => {
  it.each([
    '/san-salvador/menu-digital/home',
    '/san-salvador/menu-digital',
    '/san-salvador/menu',
    '/san-salvador/maincategories',
    '/san-salvador/subcategories',
  ])('sends %s to the new menu when all three conditions hold', (path) => {
    expect(newMenuRedirect({ ...base, route: at(path) })).toBe('/newmenu/san-salvador/on_table/basic');
  });

  it('keeps every other route', () => {
    expect(newMenuRedirect({ ...base, route: at('/san-salvador') })).toBeNull();
    expect(newMenuRedirect({ ...base, route: at('/san-salvador/reservar') })).toBeNull();
    expect(newMenuRedirect({ ...base, route: at('/') })).toBeNull();
  });

  it('needs the v3 flag, the basic class and the on-table service', () => {
    expect(newMenuRedirect({ ...base, instance: { new_menu_v3: false } })).toBeNull();
    expect(newMenuRedirect({ ...base, instance: null })).toBeNull();
    expect(
      newMenuRedirect({ ...base, supplier: { slug: 'san-salvador', on_table_class: 'checkout' } }),
    ).toBeNull();
    expect(newMenuRedirect({ ...base, supplier: null })).toBeNull();
    expect(newMenuRedirect({ ...base, order: { service: 'take_away' } })).toBeNull();
    expect(newMenuRedirect({ ...base, order: { service: null } })).toBeNull();
  });

  it('encodes the branch slug into the path', () => {
    expect(newMenuRedirect({ ...base, supplier: { slug: 'a/b', on_table_class: 'basic' } })).toBe(
      '/newmenu/a%2Fb/on_table/basic',
    );
  });
});
