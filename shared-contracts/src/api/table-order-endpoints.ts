import { browserTurn } from '../model/browser-turn.ts';
import type { AgeCheckRequest } from '../schemas/legal.ts';
import type {
  AddProductRequest,
  ManualPaymentRequest,
  OpenPurchaseRequest,
  PurchaseTip,
  TablePurchase,
} from '../schemas/table-order.ts';
import { call } from './call.ts';
import type { RequestHeaders } from './client.ts';
import {
  actualPurchasesCall,
  addTipCall,
  callWaiterCall,
  checkAgeCall,
  checkPurchaseCall,
  cookProductsCall,
  joinTableCall,
  menudigitalAddProductCall,
  menudigitalCartCall,
  menudigitalCleanCartCall,
  myOrdersCall,
  myPurchaseCall,
  openManualPaymentCall,
  receiveOrderCall,
  removeLineCall,
  setLineCountCall,
  setManualAmountCall,
  tableInitCall,
} from './declarations/index.ts';

// The first evaluation gives the browser a turn here (see browser-turn.ts).
await browserTurn();

const purchaseOf = async (answer: Promise<{ purchase: TablePurchase }>) => (await answer).purchase;
const onPurchase = (purchaseId: number) => ({ params: { purchase: purchaseId } });

/**
 * The table's shared purchase (the menu-digital and shopping-cart calls). Each function takes
 * the request headers last (with `profileid` and `token`); model effects get them from their scope.
 */
export const tableOrderApi = {
  /**
   * The table of a QR code (404 `table_not_found`: "scan the QR"); with the QR's key (`k`), its open bill.
   */
  checkTable: (
    supplierId: string | number,
    tableCode: string,
    headers: RequestHeaders,
    tableKey: string | null = null,
  ) =>
    call(
      tableInitCall,
      {
        query: {
          supplier_id: supplierId,
          table_code: tableCode,
          ...(tableKey === null ? {} : { table_key: tableKey }),
        },
      },
      headers,
    ),
  /**
   * Joins the table's bill with the QR's key (`table_key`); a code without it starts the diner's own
   * order there (tableCode null: the diner does not know the table).
   */
  joinTable: (purchase: OpenPurchaseRequest['purchase'], headers: RequestHeaders) =>
    purchaseOf(call(joinTableCall, { body: { purchase } }, headers)),
  /** The stored purchase is still open and ours. */
  checkPurchase: (purchaseId: number, supplierId: string | number, headers: RequestHeaders) =>
    purchaseOf(
      call(checkPurchaseCall, { ...onPurchase(purchaseId), query: { supplier_id: supplierId } }, headers),
    ),
  getCart: (purchaseId: number, headers: RequestHeaders) =>
    purchaseOf(call(menudigitalCartCall, onPurchase(purchaseId), headers)),
  addProduct: (body: AddProductRequest, headers: RequestHeaders) =>
    purchaseOf(call(menudigitalAddProductCall, { body }, headers)),
  setLineCount: (purchaseId: number, lineId: number, count: number, headers: RequestHeaders) =>
    purchaseOf(
      call(
        setLineCountCall,
        { params: { product: lineId }, query: { purchase_id: purchaseId }, body: { product: { count } } },
        headers,
      ),
    ),
  removeLine: (purchaseId: number, lineId: number, headers: RequestHeaders) =>
    purchaseOf(
      call(removeLineCall, { params: { product: lineId }, query: { purchase_id: purchaseId } }, headers),
    ),
  cleanCart: (purchaseId: number, headers: RequestHeaders) =>
    purchaseOf(call(menudigitalCleanCartCall, onPurchase(purchaseId), headers)),
  /** Pending → ordered; `removed_unavailable` names what left the order. */
  cookProducts: (purchaseId: number, itemIds: number[] | undefined, headers: RequestHeaders) =>
    call(
      cookProductsCall,
      { ...onPurchase(purchaseId), body: itemIds ? { item_ids: itemIds } : {} },
      headers,
    ),
  callWaiter: (purchaseId: number, headers: RequestHeaders) =>
    purchaseOf(call(callWaiterCall, onPurchase(purchaseId), headers)),
  addTip: (purchaseId: number, tip: PurchaseTip, headers: RequestHeaders) =>
    purchaseOf(call(addTipCall, { ...onPurchase(purchaseId), body: { tip } }, headers)),
  /**
   * The diner's open manual payment at the branch, opened with `amount` when there is none (the cart
   * icon opens it with 0).
   */
  openManualPayment: (body: ManualPaymentRequest, headers: RequestHeaders) =>
    purchaseOf(call(openManualPaymentCall, { body }, headers)),
  /** The amount to pay, before any payment holds on it. */
  setManualAmount: (purchaseId: number, amount: number, headers: RequestHeaders) =>
    purchaseOf(call(setManualAmountCall, { ...onPurchase(purchaseId), body: { amount } }, headers)),
  receiveOrder: (purchaseId: number, headers: RequestHeaders) =>
    purchaseOf(call(receiveOrderCall, onPurchase(purchaseId), headers)),
  /** The diner's purchases at a branch, newest first, with what each bill comes to. */
  myOrders: (supplierId: string | number, headers: RequestHeaders) =>
    call(myOrdersCall, { query: { supplier_id: supplierId } }, headers),
  /** A purchase the diner joined, open or closed, with its balance. */
  myPurchase: (purchaseId: number, headers: RequestHeaders) =>
    call(myPurchaseCall, { params: { id: purchaseId } }, headers),
  /** The diner's purchases still in progress (at one branch when given). */
  actualPurchases: async (supplierId: string | number | undefined, headers: RequestHeaders) =>
    (
      await call(
        actualPurchasesCall,
        { query: supplierId === undefined ? {} : { supplier_id: supplierId } },
        headers,
      )
    ).purchases,
  /** The age check before alcoholic products. */
  checkAge: (body: AgeCheckRequest, headers: RequestHeaders) => call(checkAgeCall, { body }, headers),
};
