import { browserTurn } from '../../model/browser-turn.ts';
import * as z from 'zod/mini';
import { ageCheckRequestSchema, ageCheckResponseSchema } from '../../schemas/legal.ts';
import { myPurchaseResponseSchema, actualPurchasesResponseSchema } from '../../schemas/my-purchases.ts';
import {
  addProductRequestSchema,
  cartUpdateRequestSchema,
  cookRequestSchema,
  cookResponseSchema,
  manualPaymentRequestSchema,
  manualPaymentUpdateSchema,
  myOrdersResponseSchema,
  openPurchaseRequestSchema,
  productCountRequestSchema,
  purchaseEventSchema,
  purchaseResponseSchema,
  tableInitResponseSchema,
  tipRequestSchema,
} from '../../schemas/table-order.ts';
import { declareCall } from './declare.ts';
import { cartUpdateQuery, idPathParams, purchasePathParams, recordId, supplierRef } from './fields.ts';

// The first evaluation gives the browser a turn here (see browser-turn.ts).
await browserTurn();

/** The table's shared purchase: `/menudigital`, its lines under `/shopping_cart`, and what the diner joined. */

export const tableInitCall = declareCall({
  method: 'GET',
  path: '/menudigital/init',
  query: z.object({
    supplier_id: supplierRef,
    table_code: z.string().check(z.minLength(1), z.maxLength(40)),
    /** The key printed in the table's QR link (`k`): its holder sees the table's open bill. */
    table_key: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  }),
  response: tableInitResponseSchema,
});

export const joinTableCall = declareCall({
  method: 'POST',
  path: '/menudigital/init.json',
  body: openPurchaseRequestSchema,
  response: purchaseResponseSchema,
});

export const checkPurchaseCall = declareCall({
  method: 'GET',
  path: '/menudigital/init/:purchase.json',
  params: purchasePathParams,
  /** The client's view of where it orders, checked against the purchase. */
  query: z.object({
    customer_id: z.optional(z.string().check(z.maxLength(20))),
    supplier_id: z.optional(supplierRef),
    service: z.optional(z.string().check(z.maxLength(40))),
  }),
  response: purchaseResponseSchema,
});

export const menudigitalCartCall = declareCall({
  method: 'GET',
  path: '/menudigital/cart/:purchase.json',
  params: purchasePathParams,
  response: purchaseResponseSchema,
});

export const menudigitalAddProductCall = declareCall({
  method: 'POST',
  path: '/menudigital/add_product_cart.json',
  body: addProductRequestSchema,
  response: purchaseResponseSchema,
  status: [201],
});

/** The same call without `.json`, as older table links send it. */
export const menudigitalAddProductPlainCall = declareCall({
  method: 'POST',
  path: '/menudigital/add_product_cart',
  body: addProductRequestSchema,
  response: purchaseResponseSchema,
  status: [201],
});

/**
 * The purchase's note (`cart.comment`) and the move of its lines (`product_status`), in one change;
 * `purchase_id` may repeat the path's purchase.
 */
export const menudigitalCartUpdateCall = declareCall({
  method: 'PUT',
  path: '/menudigital/cart/:purchase',
  params: purchasePathParams,
  query: cartUpdateQuery,
  body: cartUpdateRequestSchema,
  response: cookResponseSchema,
});

export const menudigitalCleanCartCall = declareCall({
  method: 'DELETE',
  path: '/menudigital/clean_cart/:purchase.json',
  params: purchasePathParams,
  response: purchaseResponseSchema,
});

export const cookProductsCall = declareCall({
  method: 'PUT',
  path: '/menudigital/cook_products/:purchase.json',
  params: purchasePathParams,
  body: z.optional(cookRequestSchema),
  response: cookResponseSchema,
});

export const callWaiterCall = declareCall({
  method: 'PUT',
  path: '/menudigital/call_waiter/:purchase',
  params: purchasePathParams,
  response: purchaseResponseSchema,
});

export const addTipCall = declareCall({
  method: 'PUT',
  path: '/menudigital/add_tip/:purchase.json',
  params: purchasePathParams,
  body: tipRequestSchema,
  response: purchaseResponseSchema,
});

export const openManualPaymentCall = declareCall({
  method: 'POST',
  path: '/menudigital/manual_payment.json',
  body: manualPaymentRequestSchema,
  response: purchaseResponseSchema,
  status: [200, 201],
});

export const setManualAmountCall = declareCall({
  method: 'PUT',
  path: '/menudigital/manual_payment/:purchase.json',
  params: purchasePathParams,
  body: manualPaymentUpdateSchema,
  response: purchaseResponseSchema,
});

export const receiveOrderCall = declareCall({
  method: 'PUT',
  path: '/menudigital/receive_order/:purchase',
  params: purchasePathParams,
  response: purchaseResponseSchema,
});

export const myOrdersCall = declareCall({
  method: 'GET',
  path: '/menudigital/my_orders.json',
  query: z.object({ supplier_id: supplierRef }),
  response: myOrdersResponseSchema,
});

/** The purchase's live channel (Server-Sent Events of `purchaseEventSchema`, read with fetch). */
export const purchaseLiveCall = declareCall({
  method: 'GET',
  path: '/menudigital/live/:purchase',
  params: purchasePathParams,
  response: purchaseEventSchema,
});

/** `{ product }` of the line paths is the purchase line's id. */
const linePathParams = z.object({ product: recordId });

export const setLineCountCall = declareCall({
  method: 'PUT',
  path: '/shopping_cart/product_cart/:product.json',
  params: linePathParams,
  query: z.object({ purchase_id: recordId }),
  body: productCountRequestSchema,
  response: purchaseResponseSchema,
});

export const removeLineCall = declareCall({
  method: 'DELETE',
  path: '/shopping_cart/product_cart/:product.json',
  params: linePathParams,
  query: z.object({ purchase_id: recordId }),
  response: purchaseResponseSchema,
});

export const myPurchaseCall = declareCall({
  method: 'GET',
  path: '/api/my_purchases/:id.json',
  params: idPathParams,
  response: myPurchaseResponseSchema,
});

export const actualPurchasesCall = declareCall({
  method: 'GET',
  path: '/api/actual_purchases.json',
  query: z.object({ supplier_id: z.optional(supplierRef) }),
  response: actualPurchasesResponseSchema,
});

export const checkAgeCall = declareCall({
  method: 'POST',
  path: '/legal/check_mayor.json',
  body: ageCheckRequestSchema,
  response: ageCheckResponseSchema,
});
