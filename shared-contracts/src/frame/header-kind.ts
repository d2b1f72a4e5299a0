/**
 * The header bar's types: `main` on the supplier selector, `internal` on a
 * branch's browsing screens (side panel toggle or back-to-selector, cart icon), `back` on a screen one
 * step into a flow, `pay` on the payment screens, `selector` on the branch and location choosers.
 */
export type HeaderKind = 'main' | 'selector' | 'internal' | 'back' | 'pay';

/** Every route name with its header type; a name not listed here is `internal`. */
export const HEADER_KIND_BY_ROUTE: Readonly<Record<string, HeaderKind>> = {
  Main: 'main',
  Location: 'selector',
  'my-location': 'selector',
  Branch: 'selector',
  BranchOnTable: 'selector',
  BranchToTakeAway: 'selector',
  BranchToBook: 'selector',
  BranchWithOutService: 'selector',
  BranchWhatsapp: 'selector',
  Home: 'internal',
  OnTableHome: 'internal',
  OnTableMenuDigital: 'internal',
  Menu: 'internal',
  MainCategories: 'internal',
  SubCategories: 'internal',
  Product: 'back',
  Book: 'back',
  Delivery: 'back',
  DeliveryCartInProgress: 'back',
  MyOrder: 'pay',
  Precheckout: 'pay',
  Checkout: 'pay',
  Order: 'back',
  WebCheckout: 'pay',
};

export function headerKindOf(routeName: string | undefined): HeaderKind {
  if (routeName === undefined) return 'internal';
  return HEADER_KIND_BY_ROUTE[routeName] ?? 'internal';
}

/** The routes whose header shows the cart icon: no other route shows it. */
export const CART_ICON_ROUTES: readonly string[] = [
  'Menu',
  'MainCategories',
  'OnTableHome',
  'Home',
  'MyOrder',
  'DeliveryCartInProgress',
  'SubCategories',
];

/** Popups never cover the supplier selector, the location chooser or a branch selector. */
export function popupsAllowedOn(routeName: string | undefined): boolean {
  if (routeName === undefined) return false;
  return routeName !== 'Main' && routeName !== 'Location' && !routeName.startsWith('Branch');
}
