import {
  DELIVERY_STEPS,
  deliveryStepsOf,
  type DeliveryStep,
  type OrderStatus,
  type StaffOrder,
} from 'shared-contracts';

/**
 * The orders screen's columns: one per delivery step (take-away skips "on the way"). An order before
 * its payment (`in_progress`) is still the diner's cart and is not shown.
 */
export interface OrdersColumn {
  step: DeliveryStep;
  orders: StaffOrder[];
}

const isStep = (status: OrderStatus): status is DeliveryStep =>
  (DELIVERY_STEPS as readonly OrderStatus[]).includes(status);
const isOffPremises = (order: StaffOrder): order is StaffOrder & { service: 'delivery' | 'take_away' } =>
  order.service === 'delivery' || order.service === 'take_away';

/** The branch's paid delivery and take-away orders by step, each column oldest first (the API's order). */
export function ordersByStep(orders: readonly StaffOrder[]): OrdersColumn[] {
  return DELIVERY_STEPS.map((step) => ({
    step,
    orders: orders.filter((order) => isOffPremises(order) && order.order_status === step),
  }));
}

/**
 * The status the order's button moves it to: the next step of its service, and after `delivered`
 * `finished` (it leaves the screen). Null for an order the screen does not move.
 */
export function nextStatusOf(order: Pick<StaffOrder, 'service' | 'order_status'>): OrderStatus | null {
  if (order.service !== 'delivery' && order.service !== 'take_away') return null;
  const status = order.order_status;
  if (!isStep(status)) return null;
  if (status === 'delivered') return 'finished';
  const steps = deliveryStepsOf(order.service);
  return steps[steps.indexOf(status) + 1] ?? null;
}

/** An order the screen moved, and the status it moved it to. */
export interface OrderMove {
  purchaseId: number;
  status: OrderStatus;
}

/** What a move did, to be said in words: to another column, or off the screen (finished, cancelled). */
export type OrderMoveSaid =
  | { kind: 'moved'; purchaseId: number; step: DeliveryStep }
  | { kind: 'left'; purchaseId: number; status: 'finished' | 'cancelled' };

export function orderMoveSaid(move: OrderMove): OrderMoveSaid | null {
  if (isStep(move.status)) return { kind: 'moved', purchaseId: move.purchaseId, step: move.status };
  if (move.status === 'finished' || move.status === 'cancelled') {
    return { kind: 'left', purchaseId: move.purchaseId, status: move.status };
  }
  return null;
}
