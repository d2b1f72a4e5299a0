import { $cartCount, $instance, $order, $supplier } from 'shared-contracts';
import { $online } from './connectivity.ts';

/** The instance's name and logo, as the header shows them. */
const $brand = $instance.map((instance) => ({
  name: instance?.name ?? '',
  logo: instance?.header.logo || instance?.linktree_logo || '',
}));

/** What the frame reads: the instance (to tell its branches apart in the URL) and whether it is online. */
export const frameModel = { instance: $instance, online: $online };

/**
 * What the header reads: the brand, the current branch (whose cart the badge links to when the route
 * names none) and the cart badge, updated by whichever remote changes the cart.
 */
export const headerModel = {
  brand: $brand,
  currentBranch: $supplier.map((supplier) => supplier?.slug ?? null),
  cartCount: $cartCount,
};

/** What the navigation guard reads: the instance's flag, the loaded branch and the diner's service. */
export const guardModel = { instance: $instance, supplier: $supplier, order: $order };
