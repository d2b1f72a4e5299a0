import type { RemoteName } from '../schemas/common.ts';

/** Route names of SPEC section 2 that are mounted today. */
export type RouteName = 'Main' | 'Home' | 'Menu' | 'DeliveryCartInProgress' | 'Book' | 'Location';

export interface RouteDefinition {
  name: RouteName;
  /** A react-router path pattern. */
  path: string;
  /** The remote that renders this route. */
  remote: RemoteName;
  /** Whether the header shows the cart icon on this route (SPEC section 2, Shell). */
  cartIcon: boolean;
}

/** Which remote owns which path: the shell builds its router from this table and knows nothing else. */
export const ROUTES: readonly RouteDefinition[] = [
  { name: 'Main', path: '/', remote: 'landing', cartIcon: false },
  { name: 'Location', path: '/location', remote: 'delivery', cartIcon: false },
  { name: 'Home', path: '/:supplier', remote: 'menu', cartIcon: true },
  { name: 'Menu', path: '/:supplier/menu', remote: 'menu', cartIcon: true },
  {
    name: 'DeliveryCartInProgress',
    path: '/:supplier/delivery/order',
    remote: 'checkout',
    cartIcon: true,
  },
  {
    name: 'Book',
    path: '/:supplier/reservar',
    remote: 'booking',
    cartIcon: false,
  },
];
