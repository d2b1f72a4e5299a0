import type {
  DeliveryOrderRequest,
  PurchaseDelivery,
  Subservice,
  WeeklySchedule,
} from 'shared-contracts/schemas';
import { findAvailability } from '../../lib/coverage/availability.ts';
import type { Db } from '../../db/client.ts';
import { scheduleProblem } from '../../lib/delivery-schedule.ts';
import { badRequest, conflict, HttpError } from '../../lib/errors.ts';
import { localNow } from '../../lib/local-time.ts';
import { minimumOrderValue } from '../../lib/minimum-order.ts';
import type { SupplierWithCity } from '../../lib/suppliers.ts';
import { requireOpeningHours, requireTakingOrders } from '../../lib/taking-orders.ts';

type Order = DeliveryOrderRequest['order'];

/**
 * The branch takes this order now: the closed states (a closed business takes none, a closed
 * kitchen only scheduled ones, cooked later), and an immediate order only inside the opening hours.
 */
export function requireOpen(supplier: SupplierWithCity, order: Order, now: Date): void {
  const scheduled = order.subservice === 'schedule';
  requireTakingOrders(supplier, scheduled);
  if (!scheduled) requireOpeningHours(supplier, now);
}

/** The branch takes this service ('delivery inactive'), or a 409 saying which is off. */
export function requireService(supplier: SupplierWithCity, order: Order): void {
  if (order.service === 'take_away') {
    if (order.subservice !== null) {
      throw badRequest('Take-away is not scheduled', [{ path: 'order.subservice', message: 'must be null' }]);
    }
    if (!supplier.serviceTakeAway) {
      throw conflict('take_away_unavailable', `${supplier.label} does not take take-away orders`);
    }
    return;
  }
  const offered = order.subservice === 'schedule' ? supplier.serviceSchedule : supplier.serviceDelivery;
  if (offered && supplier.deliveryPaused) {
    throw conflict('delivery_inactive', `${supplier.label} paused its deliveries`);
  }
  if (!offered) {
    throw conflict(
      order.subservice === 'schedule' ? 'schedule_unavailable' : 'delivery_inactive',
      `${supplier.label} does not take ${order.subservice === 'schedule' ? 'scheduled ' : ''}delivery orders`,
    );
  }
}

/** A scheduled order's day and time: required, on the branch's clock, open and ahead (422 otherwise). */
export function checkSchedule(
  order: Order,
  branch: { timezone: string; schedule: WeeklySchedule },
  now: Date,
): Order['schedule'] {
  if (order.subservice !== 'schedule') return null;
  if (!order.schedule) {
    throw badRequest('A scheduled order needs its date and hour', [
      { path: 'order.schedule', message: 'required' },
    ]);
  }
  const { date, hour } = order.schedule;
  const problem = scheduleProblem(localNow(now, branch.timezone), branch.schedule, date, hour);
  if (problem) {
    throw new HttpError(
      422,
      problem,
      problem === 'schedule_in_past'
        ? `${date} ${hour} has passed or is too soon for the kitchen`
        : `The branch does not deliver at ${date} ${hour}`,
    );
  }
  return order.schedule;
}

/**
 * What the order owes beside its items and what they must reach: for delivery the zone of the branch
 * that holds the place (never a fee the client sent), for take-away no fee and the branch's minimum.
 */
export async function deliveryTerms(
  db: Db,
  supplier: SupplierWithCity,
  countryCode: string,
  order: Order,
  schedule: Order['schedule'],
): Promise<PurchaseDelivery> {
  const common = { cutlery: order.cutlery, packed: order.packed, schedule };
  if (order.service === 'take_away') {
    return {
      ...common,
      address: null,
      reference: null,
      latitude: null,
      longitude: null,
      zone_id: null,
      zone_name: null,
      delivery_price: 0,
      minimum_order_value: minimumOrderValue(supplier.minimumOrderValue, countryCode),
    };
  }
  const place = order.place;
  if (!place) {
    throw badRequest('A delivery needs its address and reference', [
      { path: 'order.place', message: 'required' },
    ]);
  }
  const service: Extract<Subservice, 'schedule'> | 'delivery' = order.subservice ?? 'delivery';
  const found = await findAvailability(
    db,
    supplier.instanceId,
    service,
    [place.latitude, place.longitude],
    supplier.id,
  );
  if (!found.polygon) {
    throw conflict('no_coverage', `${supplier.label} does not deliver to this point`, {
      ...(found.nearest ? { nearest: found.nearest.label, distance_km: found.nearest.distance_km } : {}),
    });
  }
  return {
    ...common,
    address: place.address,
    reference: place.reference,
    latitude: place.latitude,
    longitude: place.longitude,
    zone_id: found.polygon.id,
    zone_name: found.polygon.name,
    delivery_price: found.polygon.delivery_price,
    minimum_order_value: found.polygon.minimum_order_value,
  };
}
