import type { StaffOrder, StaffOrderLine } from 'shared-contracts';

/** How a kitchen ticket names where the order goes. */
export type TicketPlace =
  | { kind: 'table' | 'room'; code: string }
  | { kind: 'delivery' | 'take_away'; time: string | null }
  | { kind: 'counter' };

export interface KitchenTicket {
  orderId: number;
  place: TicketPlace;
  comment: string;
  lines: StaffOrderLine[];
  /** The oldest line's send time (ISO), the order's wait. */
  sentAt: string | null;
  allPrepared: boolean;
}

/** Minutes after which a waiting order turns amber, and then red. */
export const AGE_WARN_MIN = 10;
export const AGE_LATE_MIN = 20;
export type Age = 'fresh' | 'warn' | 'late';

export const ageOf = (minutes: number): Age =>
  minutes >= AGE_LATE_MIN ? 'late' : minutes >= AGE_WARN_MIN ? 'warn' : 'fresh';

/** Whole minutes from `sentAt` to `now`; null before the clock started or without a send time. */
export function minutesWaited(sentAt: string | null, now: number): number | null {
  if (!sentAt || now === 0) return null;
  return Math.max(0, Math.floor((now - Date.parse(sentAt)) / 60_000));
}

function placeOf(order: StaffOrder): TicketPlace {
  if (order.service === 'delivery' || order.service === 'take_away') {
    const schedule = order.delivery?.schedule;
    return { kind: order.service, time: schedule ? `${schedule.date} ${schedule.hour}` : null };
  }
  if (order.table) return { kind: order.table.kind, code: order.table.code };
  return { kind: 'counter' };
}

/**
 * The kitchen's tickets: every order with lines sent to the kitchen and not yet served, with only those
 * lines (delivered ones leave the screen), the oldest first.
 */
export function kitchenTickets(orders: readonly StaffOrder[]): KitchenTicket[] {
  return orders
    .map((order) => {
      const lines = order.items.filter((line) => line.status === 'ordered' || line.status === 'prepared');
      const sent = lines.map((line) => line.sent_at).filter((at): at is string => at !== null);
      sent.sort();
      return {
        orderId: order.id,
        place: placeOf(order),
        comment: order.comment,
        lines,
        sentAt: sent[0] ?? null,
        allPrepared: lines.every((line) => line.status === 'prepared'),
      };
    })
    .filter((ticket) => ticket.lines.length > 0)
    .sort((a, b) => (a.sentAt ?? '').localeCompare(b.sentAt ?? ''));
}

/** Orders in `next` with lines waiting that `previous` did not have: a new ticket for the kitchen. */
export function newTicketIds(previous: readonly KitchenTicket[], next: readonly KitchenTicket[]): number[] {
  const known = new Set(previous.map((ticket) => ticket.orderId));
  return next.filter((ticket) => !known.has(ticket.orderId)).map((ticket) => ticket.orderId);
}

/** A line's chosen options as the kitchen reads them (no prices). */
export const optionLabels = (line: Pick<StaffOrderLine, 'options'>): string =>
  line.options
    .flatMap((group) => group.choices)
    .map((choice) => choice.label)
    .join(', ');
