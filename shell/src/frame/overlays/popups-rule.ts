import { ROUTES, type HeaderKind, type RouteName } from 'shared-contracts';

/**
 * The headers of the screens where a diner is choosing where to go: the supplier selector (`main`), the
 * branch selectors and the location choosers (`selector`). Read from the route table rather than listed
 * by name, so a chooser added or named otherwise (`my-location`) is kept clear too.
 */
const CHOOSER_HEADERS: ReadonlySet<HeaderKind> = new Set(['main', 'selector']);

const choosers: ReadonlySet<string> = new Set<RouteName>(
  ROUTES.filter((route) => CHOOSER_HEADERS.has(route.header)).map((route) => route.name),
);

/** Popups never cover the supplier selector, the location chooser or a branch selector. */
export function popupsAllowedOn(routeName: string | undefined): boolean {
  if (routeName === undefined) return false;
  return !choosers.has(routeName);
}
