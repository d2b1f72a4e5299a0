import type { StaffProduct } from 'shared-contracts';

/** A product of the staff menu as the API lists it (a 12.000-peso cake, no promo, not counted), `over` on top. */
export const makeStaffProduct = (over: Partial<StaffProduct> = {}): StaffProduct => ({
  id: 7,
  slug: 'torta',
  label: 'Torta tres leches',
  category: 'postres',
  price: 12000,
  promo: null,
  available: true,
  stock: null,
  ...over,
});
