import { describe, expect, it } from 'vitest';
import { newMenuRedirect, type NewMenuGuardInput } from './new-menu-guard.ts';

const base: NewMenuGuardInput = {
  route: 'Menu',
  instance: { new_menu_v3: true },
  supplier: { slug: 'san-salvador', on_table_class: 'basic' },
  order: { service: 'on_table' },
};

describe('newMenuRedirect', () => {
  it.each(['OnTableHome', 'OnTableMenuDigital', 'Menu', 'MainCategories', 'SubCategories'])(
    'sends %s to the new menu when all three conditions hold',
    (route) => {
      expect(newMenuRedirect({ ...base, route })).toBe('/newmenu/san-salvador/on_table/basic');
    },
  );

  it('keeps every other route', () => {
    expect(newMenuRedirect({ ...base, route: 'Home' })).toBeNull();
    expect(newMenuRedirect({ ...base, route: 'Book' })).toBeNull();
    expect(newMenuRedirect({ ...base, route: 'Main' })).toBeNull();
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
