import type { CartLineRequest, DeliveryOrderRequest } from '../schemas/delivery-order.ts';
import { call } from './call.ts';
import type { RequestHeaders } from './client.ts';
import {
  branchOpeningCall,
  changeSupplierCall,
  deliveryOrderCall,
  pickupBoardCall,
  scheduleDaysCall,
  scheduleHoursCall,
} from './declarations/index.ts';

/** Delivery and take-away orders and scheduled delivery; each function takes the request headers last. */
export const deliveryApi = {
  /** The cart in progress becomes the diner's order. */
  placeOrder: async (order: DeliveryOrderRequest['order'], headers: RequestHeaders) =>
    (await call(deliveryOrderCall, { body: { order } }, headers)).purchase,
  /** Whether the branch is open now, and when it opens next. */
  branchOpening: (branchId: number, headers: RequestHeaders) =>
    call(branchOpeningCall, { query: { branch_id: branchId } }, headers),
  /** The days a delivery can be scheduled for. */
  scheduleDays: (branchId: number, headers: RequestHeaders) =>
    call(scheduleDaysCall, { query: { branch_id: branchId } }, headers),
  /** The times offered on one of those days. */
  scheduleHours: (query: { supplierId: number; date: string }, headers: RequestHeaders) =>
    call(scheduleHoursCall, { query: { supplier_id: query.supplierId, date: query.date } }, headers),
  /** The branch's public pickup board: today's take-away orders by number and stage. */
  pickupBoard: (supplier: string, headers: RequestHeaders) =>
    call(pickupBoardCall, { params: { supplier } }, headers),
  /** The cart as another branch sells it (purchase 0: the browser's cart). */
  changeSupplier: (purchase: number, supplierId: number, lines: CartLineRequest[], headers: RequestHeaders) =>
    call(
      changeSupplierCall,
      { params: { purchase }, query: { supplier_id: supplierId }, body: { cart: { lines } } },
      headers,
    ),
};
