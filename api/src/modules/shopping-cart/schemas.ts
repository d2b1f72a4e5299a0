import { z } from 'zod';
import { purchaseIdParam } from '../../domain/purchases/context.ts';

/** `{product}` of `/shopping_cart/product_cart/{product}.json` is the purchase line's id. */
export const itemParams = z.object({ product: purchaseIdParam });
export const purchaseQuery = z.object({ purchase_id: purchaseIdParam });
