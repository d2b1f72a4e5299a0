import { ROUTE_TABLE, ROUTES } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { resolveRoute } from '../../remotes/resolve-route.ts';
import { popupsAllowedOn } from './popups-rule.ts';

/** The route name the frame reads on `path`, as `resolveRoute` gives it. */
const nameAt = (path: string) => resolveRoute(path)?.route.name;

describe('popupsAllowedOn', () => {
  it('keeps popups off the supplier selector, both location choosers and every branch selector', () => {
    const kept = [
      ROUTE_TABLE.main.build(),
      ROUTE_TABLE.location.build(),
      ROUTE_TABLE.myLocation.build(),
      ROUTE_TABLE.branchToOnTable.build(),
      ROUTE_TABLE.branchToTakeAway.build(),
      ROUTE_TABLE.branchWithoutService.build(),
      ROUTE_TABLE.branchToBook.build(),
      ROUTE_TABLE.branchOffices.build(),
      ROUTE_TABLE.branchWhatsapp.build(),
    ];
    expect(kept.filter((path) => popupsAllowedOn(nameAt(path)))).toEqual([]);
    expect(popupsAllowedOn(undefined)).toBe(false);
  });

  it('keeps them off any route the table gives a selector or the main header, whatever its name', () => {
    const choosers = ROUTES.filter((route) => route.header === 'main' || route.header === 'selector');
    expect(choosers.map((route) => route.name)).toContain('my-location');
    expect(choosers.filter((route) => popupsAllowedOn(route.name))).toEqual([]);
  });

  it('lets them show on the screens a diner browses once a branch is chosen', () => {
    expect(popupsAllowedOn(nameAt('/chapinero'))).toBe(true);
    expect(popupsAllowedOn(nameAt('/chapinero/menu'))).toBe(true);
    expect(popupsAllowedOn(nameAt('/chapinero/menu-digital/home'))).toBe(true);
  });

  it('a name two routes share never mixes a chooser with a screen popups may cover', () => {
    const headersByName = new Map<string, Set<boolean>>();
    for (const route of ROUTES) {
      const chooser = route.header === 'main' || route.header === 'selector';
      headersByName.set(route.name, (headersByName.get(route.name) ?? new Set()).add(chooser));
    }
    expect([...headersByName].filter(([, kinds]) => kinds.size > 1)).toEqual([]);
  });
});
