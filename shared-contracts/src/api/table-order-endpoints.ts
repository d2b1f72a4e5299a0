import { ageCheckResponseSchema, type AgeCheckRequest } from '../schemas/legal.ts';
import {
  type AddProductRequest,
  cookResponseSchema,
  type ManualPaymentRequest,
  myOrdersResponseSchema,
  type OpenPurchaseRequest,
  purchaseResponseSchema,
  tableInitResponseSchema,
  type PurchaseTip,
  type TablePurchase,
} from '../schemas/table-order.ts';
import { actualPurchasesResponseSchema, myPurchaseResponseSchema } from '../schemas/my-purchases.ts';
import { seg } from '../paths/paths.ts';
import { request, type RequestHeaders } from './client.ts';

const purchaseOf = async (answer: Promise<{ purchase: TablePurchase }>) => (await answer).purchase;

/**
 * The table's shared purchase (the menu-digital and shopping-cart calls). Each function takes
 * the request headers last (with `profileid` and `token`); model effects get them from their scope.
 */
export const tableOrderApi = {
  /**
   * GET /menudigital/init: the table of a QR code (404 `table_not_found`: "scan the QR"); with the QR's
   * key (`k`), its open bill.
   */
  checkTable: (
    supplierId: string | number,
    tableCode: string,
    headers: RequestHeaders,
    tableKey: string | null = null,
  ) =>
    request(
      tableInitResponseSchema,
      {
        method: 'GET',
        url: '/menudigital/init',
        params: {
          supplier_id: supplierId,
          table_code: tableCode,
          ...(tableKey === null ? {} : { table_key: tableKey }),
        },
      },
      headers,
    ),
  /**
   * POST /menudigital/init.json: joins the table's bill with the QR's key (`table_key`); a code without it
   * starts the diner's own order there (tableCode null: the diner does not know the table).
   */
  joinTable: (purchase: OpenPurchaseRequest['purchase'], headers: RequestHeaders) =>
    purchaseOf(
      request(
        purchaseResponseSchema,
        { method: 'POST', url: '/menudigital/init.json', data: { purchase } },
        headers,
      ),
    ),
  /** GET /menudigital/init/{purchase}.json: the stored purchase is still open and ours. */
  checkPurchase: (purchaseId: number, supplierId: string | number, headers: RequestHeaders) =>
    purchaseOf(
      request(
        purchaseResponseSchema,
        {
          method: 'GET',
          url: `/menudigital/init/${seg(purchaseId)}.json`,
          params: { supplier_id: supplierId },
        },
        headers,
      ),
    ),
  getCart: (purchaseId: number, headers: RequestHeaders) =>
    purchaseOf(
      request(
        purchaseResponseSchema,
        { method: 'GET', url: `/menudigital/cart/${seg(purchaseId)}.json` },
        headers,
      ),
    ),
  addProduct: (body: AddProductRequest, headers: RequestHeaders) =>
    purchaseOf(
      request(
        purchaseResponseSchema,
        { method: 'POST', url: '/menudigital/add_product_cart.json', data: body },
        headers,
      ),
    ),
  setLineCount: (purchaseId: number, lineId: number, count: number, headers: RequestHeaders) =>
    purchaseOf(
      request(
        purchaseResponseSchema,
        {
          method: 'PUT',
          url: `/shopping_cart/product_cart/${seg(lineId)}.json`,
          params: { purchase_id: purchaseId },
          data: { product: { count } },
        },
        headers,
      ),
    ),
  removeLine: (purchaseId: number, lineId: number, headers: RequestHeaders) =>
    purchaseOf(
      request(
        purchaseResponseSchema,
        {
          method: 'DELETE',
          url: `/shopping_cart/product_cart/${seg(lineId)}.json`,
          params: { purchase_id: purchaseId },
        },
        headers,
      ),
    ),
  cleanCart: (purchaseId: number, headers: RequestHeaders) =>
    purchaseOf(
      request(
        purchaseResponseSchema,
        { method: 'DELETE', url: `/menudigital/clean_cart/${seg(purchaseId)}.json` },
        headers,
      ),
    ),
  /** PUT /menudigital/cook_products: pending → ordered; `removed_unavailable` names what left the order. */
  cookProducts: (purchaseId: number, itemIds: number[] | undefined, headers: RequestHeaders) =>
    request(
      cookResponseSchema,
      {
        method: 'PUT',
        url: `/menudigital/cook_products/${seg(purchaseId)}.json`,
        data: itemIds ? { item_ids: itemIds } : {},
      },
      headers,
    ),
  callWaiter: (purchaseId: number, headers: RequestHeaders) =>
    purchaseOf(
      request(
        purchaseResponseSchema,
        { method: 'PUT', url: `/menudigital/call_waiter/${seg(purchaseId)}` },
        headers,
      ),
    ),
  addTip: (purchaseId: number, tip: PurchaseTip, headers: RequestHeaders) =>
    purchaseOf(
      request(
        purchaseResponseSchema,
        { method: 'PUT', url: `/menudigital/add_tip/${seg(purchaseId)}.json`, data: { tip } },
        headers,
      ),
    ),
  /**
   * POST /menudigital/manual_payment.json: the diner's open manual payment at the branch, opened with
   * `amount` when there is none (the cart icon opens it with 0).
   */
  openManualPayment: (body: ManualPaymentRequest, headers: RequestHeaders) =>
    purchaseOf(
      request(
        purchaseResponseSchema,
        { method: 'POST', url: '/menudigital/manual_payment.json', data: body },
        headers,
      ),
    ),
  /** PUT /menudigital/manual_payment/{purchase}.json: the amount to pay, before any payment holds on it. */
  setManualAmount: (purchaseId: number, amount: number, headers: RequestHeaders) =>
    purchaseOf(
      request(
        purchaseResponseSchema,
        { method: 'PUT', url: `/menudigital/manual_payment/${seg(purchaseId)}.json`, data: { amount } },
        headers,
      ),
    ),
  receiveOrder: (purchaseId: number, headers: RequestHeaders) =>
    purchaseOf(
      request(
        purchaseResponseSchema,
        { method: 'PUT', url: `/menudigital/receive_order/${seg(purchaseId)}` },
        headers,
      ),
    ),
  myOrders: async (supplierId: string | number, headers: RequestHeaders) =>
    (
      await request(
        myOrdersResponseSchema,
        { method: 'GET', url: '/menudigital/my_orders.json', params: { supplier_id: supplierId } },
        headers,
      )
    ).purchases,
  /** GET /api/my_purchases/{id}.json: a purchase the diner joined, open or closed, with its balance. */
  myPurchase: (purchaseId: number, headers: RequestHeaders) =>
    request(
      myPurchaseResponseSchema,
      { method: 'GET', url: `/api/my_purchases/${seg(purchaseId)}.json` },
      headers,
    ),
  /** GET /api/actual_purchases.json: the diner's purchases still in progress (at one branch when given). */
  actualPurchases: async (supplierId: string | number | undefined, headers: RequestHeaders) =>
    (
      await request(
        actualPurchasesResponseSchema,
        {
          method: 'GET',
          url: '/api/actual_purchases.json',
          ...(supplierId === undefined ? {} : { params: { supplier_id: supplierId } }),
        },
        headers,
      )
    ).purchases,
  /** POST /legal/check_mayor.json: the age check before alcoholic products. */
  checkAge: (body: AgeCheckRequest, headers: RequestHeaders) =>
    request(ageCheckResponseSchema, { method: 'POST', url: '/legal/check_mayor.json', data: body }, headers),
};
