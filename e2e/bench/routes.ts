// The routes the benchmark loads: each with the content that counts as "there" and the control that
// counts as "usable". Ready texts come from api/fixtures/instances/la-brasa.json.
import { ROUTE_TABLE } from 'shared-contracts';

export interface BenchRoute {
  id: string;
  /** Key in ROUTE_TABLE: a route no remote mounts yet is listed, not measured. */
  routeKey: keyof typeof ROUTE_TABLE;
  url: string;
  /** First meaningful content: an element matching `readySelector` whose text holds `readyText`. */
  readySelector: string;
  readyText: string;
  /** The route's main control: interactive once it is visible, enabled and React has attached its handler. */
  interactiveSelector: string;
  /**
   * The diner's stored state the page starts with, written before its scripts run: `cart`, one product
   * in the browser's cart; `ownOrder`, the profile and session of a diner who has a table order open
   * (its id replaces `{purchase}` in the URL).
   */
  storage?: StoredStateKind;
}

export type StoredStateKind = 'cart' | 'ownOrder';

export const SITE = 'http://la-brasa.localhost:5173';

/** The product of the table order the MyOrder, checkout and table's order routes show. */
export const OWN_ORDER_PRODUCT = 'Bandeja paisa';
/** The table where that order is, the diner's own (its code typed, without the QR's key). */
export const OWN_ORDER_TABLE = 'M02';

export const MENU_ROUTE: BenchRoute = {
  id: 'menu',
  routeKey: 'menu',
  url: `${SITE}/chapinero/menu`,
  readySelector: '[data-testid="product"]',
  readyText: 'Bandeja paisa',
  interactiveSelector: '[data-testid="product"] button',
};

export const ROUTES: BenchRoute[] = [
  MENU_ROUTE,
  {
    // The branch's Home: its services, banners and address first, then the same menu.
    id: 'home',
    routeKey: 'home',
    url: `${SITE}/chapinero`,
    readySelector: '[data-testid="product"]',
    readyText: 'Bandeja paisa',
    interactiveSelector: '[data-testid="product"] button',
  },
  {
    id: 'on-table menu',
    routeKey: 'menuDigital',
    url: `${SITE}/chapinero/menu-digital?mesa=M03`,
    readySelector: '[data-testid="product"]',
    readyText: 'Bandeja paisa',
    interactiveSelector: '[data-testid="product"] button',
  },
  {
    id: 'landing',
    routeKey: 'main',
    url: `${SITE}/`,
    readySelector: '[data-testid="landing"] .ld-link',
    readyText: 'Reserva tu mesa',
    interactiveSelector: '[data-testid="landing"] a.ld-link--service',
  },
  {
    id: 'branch selector',
    routeKey: 'branchToOnTable',
    url: `${SITE}/branch-to-on-table`,
    readySelector: '[data-testid="branch-selector"] .ld-branch',
    readyText: 'La Brasa Usaquén',
    interactiveSelector: '[data-testid="branch-selector"] a.ld-branch',
  },
  {
    id: 'booking',
    routeKey: 'book',
    url: `${SITE}/chapinero/reservar`,
    readySelector: '[data-testid="book-page"] label',
    readyText: 'Número de personas',
    interactiveSelector: '[data-testid="book-page"] button[type="submit"]',
  },
  {
    id: 'delivery location',
    routeKey: 'location',
    url: `${SITE}/location`,
    readySelector: '[data-testid="location-page"] .dl-option',
    readyText: 'Medellín',
    interactiveSelector: '[data-testid="location-page"] .dl-option',
  },
  {
    id: 'checkout cart',
    routeKey: 'deliveryOrder',
    url: `${SITE}/chapinero/delivery/order`,
    readySelector: '[data-testid="cart-line"]',
    readyText: 'Patacón con hogao',
    interactiveSelector: '[data-testid="cart-page"] .co-summary button',
    storage: 'cart',
  },
  {
    id: 'product',
    routeKey: 'product',
    url: `${SITE}/chapinero/bandeja-paisa`,
    readySelector: '[data-testid="product-page"] h1',
    readyText: 'Bandeja paisa',
    interactiveSelector: '[data-testid="product-page"] button[type="submit"]',
  },
  {
    id: 'my order',
    routeKey: 'myOrder',
    url: `${SITE}/chapinero/menu-digital/my-order/{purchase}`,
    readySelector: '[data-testid="my-order-line"]',
    readyText: OWN_ORDER_PRODUCT,
    interactiveSelector: '[data-testid="my-order-pay"]',
    storage: 'ownOrder',
  },
  {
    id: 'table order',
    routeKey: 'menuDigital',
    url: `${SITE}/chapinero/menu-digital?mesa=${OWN_ORDER_TABLE}`,
    readySelector: '[data-testid="order-line"]',
    readyText: OWN_ORDER_PRODUCT,
    interactiveSelector: '[data-testid="product"] button',
    storage: 'ownOrder',
  },
  {
    id: 'checkout',
    routeKey: 'checkout',
    url: `${SITE}/chapinero/checkout/{purchase}`,
    readySelector: '[data-testid="pay"]',
    readyText: 'Pagar',
    interactiveSelector: '[data-testid="pay"]',
    storage: 'ownOrder',
  },
];

export const isMounted = (route: BenchRoute): boolean => ROUTE_TABLE[route.routeKey].mount !== undefined;

/** BENCH_ROUTES=menu,landing measures only those (ids as above). */
export function selectedRoutes(filter = process.env.BENCH_ROUTES): BenchRoute[] {
  if (!filter) return ROUTES;
  const wanted = new Set(filter.split(',').map((id) => id.trim()));
  return ROUTES.filter((route) => wanted.has(route.id));
}

/** The product the cart route and the tap measurement add: it has no required option. */
export const CART_PRODUCT = 'Patacón con hogao';
