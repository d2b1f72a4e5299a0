import { purchaseResponseSchema } from '../schemas/table-order.ts';
import {
  changeSupplierResponseSchema,
  type CartLineRequest,
  type DeliveryOrderRequest,
} from '../schemas/delivery-order.ts';
import { scheduleDaysResponseSchema, scheduleHoursResponseSchema } from '../schemas/delivery-schedule.ts';
import { request, type RequestHeaders } from './client.ts';

/** Delivery and take-away orders and scheduled delivery; each function takes the request headers last. */
export const deliveryApi = {
  /** POST /shopping_cart/delivery_order.json: the cart in progress becomes the diner's order. */
  placeOrder: async (order: DeliveryOrderRequest['order'], headers: RequestHeaders) =>
    (
      await request(
        purchaseResponseSchema,
        { method: 'POST', url: '/shopping_cart/delivery_order.json', data: { order } },
        headers,
      )
    ).purchase,
  /** GET /api/v4/params_to_schedule.json?branch_id: the days a delivery can be scheduled for. */
  scheduleDays: (branchId: number, headers: RequestHeaders) =>
    request(
      scheduleDaysResponseSchema,
      { method: 'GET', url: '/api/v4/params_to_schedule.json', params: { branch_id: branchId } },
      headers,
    ),
  /** GET /params/get_hours_schedule.json?supplier_id&date: the times offered on one of those days. */
  scheduleHours: (query: { supplierId: number; date: string }, headers: RequestHeaders) =>
    request(
      scheduleHoursResponseSchema,
      {
        method: 'GET',
        url: '/params/get_hours_schedule.json',
        params: { supplier_id: query.supplierId, date: query.date },
      },
      headers,
    ),
  /** PUT /shopping_cart/change_supplier/{purchase}.json?supplier_id: the cart as another branch sells it. */
  changeSupplier: (purchase: number, supplierId: number, lines: CartLineRequest[], headers: RequestHeaders) =>
    request(
      changeSupplierResponseSchema,
      {
        method: 'PUT',
        url: `/shopping_cart/change_supplier/${purchase}.json`,
        params: { supplier_id: supplierId },
        data: { cart: { lines } },
      },
      headers,
    ),
};
