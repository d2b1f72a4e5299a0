import {
  addProductRequestSchema,
  cartUpdateRequestSchema,
  cookResponseSchema,
  purchaseResponseSchema,
} from '../../schemas/table-order.ts';
import { declareCall } from './declare.ts';
import { cartUpdateQuery, purchasePathParams } from './fields.ts';

/**
 * The cart calls of delivery and take-away under `/shopping_cart`: the same calls as the table's under
 * `/menudigital` (add a product, read the cart, change it, clean one's lines), at this prefix's paths.
 */

export const shoppingCartAddProductCall = declareCall({
  method: 'POST',
  path: '/shopping_cart/add_product_cart',
  body: addProductRequestSchema,
  response: purchaseResponseSchema,
  status: [201],
});

export const shoppingCartCartCall = declareCall({
  method: 'GET',
  path: '/shopping_cart/cart/:purchase.json',
  params: purchasePathParams,
  response: purchaseResponseSchema,
});

export const shoppingCartUpdateCall = declareCall({
  method: 'PUT',
  path: '/shopping_cart/cart/:purchase.json',
  params: purchasePathParams,
  query: cartUpdateQuery,
  body: cartUpdateRequestSchema,
  response: cookResponseSchema,
});

export const shoppingCartCleanCartCall = declareCall({
  method: 'DELETE',
  path: '/shopping_cart/clean_cart/:purchase.json',
  params: purchasePathParams,
  response: purchaseResponseSchema,
});
