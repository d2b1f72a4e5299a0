import { expect } from 'vitest';
import { request, STAFF_TOKEN, type TestApi } from '../helpers.ts';
import type { DeliverySchedule } from 'shared-contracts/schemas';
import { type Diner, purchaseOf, type useMenu } from './table-orders.ts';

/**
 * `POST /shopping_cart/delivery_order.json`: `diner` places an order of one Bandeja paisa at the menu's
 * branch, for now (or, a delivery, for `schedule`: a day and hour on the branch's clock), nothing paid yet;
 * a delivery goes to `address` (a take-away order has no place). Answers the purchase's id.
 */
export async function placeOffPremisesOrder(
  api: TestApi,
  diner: Diner,
  menu: ReturnType<typeof useMenu>,
  service: 'delivery' | 'take_away',
  {
    comment = '',
    address = 'Carrera 13 # 63-20',
    reference = 'Portería',
    schedule = null,
  }: { comment?: string; address?: string; reference?: string; schedule?: DeliverySchedule | null } = {},
): Promise<number> {
  const placed = await request(api, '/shopping_cart/delivery_order.json', {
    method: 'POST',
    host: diner.host,
    headers: diner.headers,
    body: {
      order: {
        supplier_id: menu.supplierId,
        service,
        subservice: schedule ? 'schedule' : null,
        lines: [{ id: menu.id('bandeja-paisa'), count: 1 }],
        cutlery: false,
        packed: false,
        comment,
        place: service === 'delivery' ? { latitude: 4.6486, longitude: -74.0628, address, reference } : null,
        schedule,
      },
    },
  });
  expect(placed.status, placed.text).toBe(201);
  return purchaseOf(placed.json).id;
}

/** The staff move a La Brasa order to `status` (`PUT /staff/instances/la-brasa/purchases/{id}/status`). */
export const moveOrder = (api: TestApi, id: number, status: string) =>
  request(api, `/staff/instances/la-brasa/purchases/${id}/status`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${STAFF_TOKEN}` },
    body: { status },
  });
