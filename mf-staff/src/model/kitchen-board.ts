import type { DeliverySchedule, KitchenOrder, StaffOrderLine } from 'shared-contracts';

/** How a kitchen ticket names where the order goes (a delivery or take-away: when, null as soon as possible). */
export type TicketPlace =
  | { kind: 'table' | 'room'; code: string }
  | { kind: 'delivery' | 'take_away'; schedule: DeliverySchedule | null }
  | { kind: 'counter' };

export interface KitchenTicket {
  orderId: number;
  place: TicketPlace;
  comment: string;
  lines: StaffOrderLine[];
  /** The oldest line's send time (ISO). */
  sentAt: string | null;
  /** When a scheduled order is wanted (ISO); null: as soon as possible. */
  scheduledAt: string | null;
  /** When the order's wait starts (ISO; `waitingSince`): its clock and its place in the list. */
  waitingSince: string | null;
  allPrepared: boolean;
}

/** The kitchen display's two lists at a moment: the orders to cook now, and those scheduled for later. */
export interface KitchenBoard {
  /** The oldest wait first. */
  toCook: KitchenTicket[];
  /** The soonest first; none of them is ever late. */
  later: KitchenTicket[];
}

/** Minutes after which a waiting order turns amber, and then red. */
export const AGE_WARN_MIN = 10;
export const AGE_LATE_MIN = 20;
export type Age = 'fresh' | 'warn' | 'late';

/**
 * Minutes before a scheduled order's time at which the kitchen starts it: until then it waits apart, under
 * "scheduled", and from then on it is an order to cook like any other.
 */
export const KITCHEN_LEAD_MIN = 45;
const LEAD_MS = KITCHEN_LEAD_MIN * 60_000;

export const ageOf = (minutes: number): Age =>
  minutes >= AGE_LATE_MIN ? 'late' : minutes >= AGE_WARN_MIN ? 'warn' : 'fresh';

/** Whole minutes from `sentAt` to `now`; null before the clock started or without a send time. */
export function minutesWaited(sentAt: string | null, now: number): number | null {
  if (!sentAt || now === 0) return null;
  return Math.max(0, Math.floor((now - Date.parse(sentAt)) / 60_000));
}

/**
 * A ticket's wait at `now` as the screen shows it: whole minutes since its wait started (`waitingSince`;
 * null before the clock started or without a send time) and its colour.
 */
export function waitOf(
  ticket: Pick<KitchenTicket, 'waitingSince'>,
  now: number,
): { minutes: number | null; age: Age } {
  const minutes = minutesWaited(ticket.waitingSince, now);
  return { minutes, age: minutes === null ? 'fresh' : ageOf(minutes) };
}

function placeOf(order: KitchenOrder): TicketPlace {
  if (order.service === 'delivery' || order.service === 'take_away') {
    return { kind: order.service, schedule: order.delivery?.schedule ?? null };
  }
  if (order.table) return { kind: order.table.kind, code: order.table.code };
  return { kind: 'counter' };
}

/** An ISO time in ms, for ordering; none counts as the oldest. */
const timeOf = (iso: string | null): number => (iso === null ? 0 : Date.parse(iso));

/** The moment (ms) a scheduled order is due in the kitchen: its time less the lead; null without a schedule. */
const dueAt = (scheduledAt: string | null): number | null =>
  scheduledAt === null ? null : Date.parse(scheduledAt) - LEAD_MS;

/**
 * When an order's wait starts. Without a schedule: when its oldest line was sent. With one: when the
 * kitchen should start it (its time less `KITCHEN_LEAD_MIN`), or when it was sent if that is later (paid
 * at the last minute). An order placed days ahead is not days late: it is late only once the cook had
 * the lead time and the ticket is still open.
 */
export function waitingSince(sentAt: string | null, scheduledAt: string | null): string | null {
  const due = dueAt(scheduledAt);
  if (sentAt === null || due === null) return sentAt;
  return Date.parse(sentAt) >= due ? sentAt : new Date(due).toISOString();
}

/**
 * The kitchen's tickets: every order with lines sent to the kitchen and not yet served, with only those
 * lines (delivered ones leave the screen), the longest wait first.
 */
export function kitchenTickets(orders: readonly KitchenOrder[]): KitchenTicket[] {
  return orders
    .map((order) => {
      const lines = order.items.filter((line) => line.status === 'ordered' || line.status === 'prepared');
      const sent = lines.map((line) => line.sent_at).filter((at): at is string => at !== null);
      sent.sort();
      const sentAt = sent[0] ?? null;
      return {
        orderId: order.id,
        place: placeOf(order),
        comment: order.comment,
        lines,
        sentAt,
        scheduledAt: order.scheduled_at,
        waitingSince: waitingSince(sentAt, order.scheduled_at),
        allPrepared: lines.every((line) => line.status === 'prepared'),
      };
    })
    .filter((ticket) => ticket.lines.length > 0)
    .sort((a, b) => timeOf(a.waitingSince) - timeOf(b.waitingSince));
}

/**
 * The tickets split at `now` (ms): a scheduled order is for later while its time is more than
 * `KITCHEN_LEAD_MIN` away, then joins the orders to cook. Before the clock started (0) every scheduled
 * order is for later, so none is ever shown late by mistake.
 */
export function kitchenBoard(tickets: readonly KitchenTicket[], now: number): KitchenBoard {
  const isLater = (ticket: KitchenTicket) => {
    const due = dueAt(ticket.scheduledAt);
    return due !== null && now < due;
  };
  return {
    toCook: tickets.filter((ticket) => !isLater(ticket)),
    later: tickets.filter(isLater).sort((a, b) => timeOf(a.scheduledAt) - timeOf(b.scheduledAt)),
  };
}

/** What the cook had not seen of a ticket to cook: all of it (`new`) or lines added to it (`changed`). */
export interface TicketNews {
  orderId: number;
  kind: 'new' | 'changed';
}

/** How long a new or changed ticket stays marked on the screen. */
export const NEWS_MS = 60_000;

/**
 * The tickets to cook in `next` the cook had not seen as they are in `previous` (the list shown before):
 * a ticket that was not in it (just sent, or a scheduled order whose lead time started) is new; one that
 * gained lines to cook (a diner sent more) changed. A line prepared or served is no news.
 */
export function ticketNews(previous: readonly KitchenTicket[], next: readonly KitchenTicket[]): TicketNews[] {
  const before = new Map(
    previous.map((ticket) => [ticket.orderId, new Set(ticket.lines.map((line) => line.id))]),
  );
  return next.flatMap((ticket): TicketNews[] => {
    const lines = before.get(ticket.orderId);
    if (lines === undefined) return [{ orderId: ticket.orderId, kind: 'new' }];
    return ticket.lines.some((line) => !lines.has(line.id))
      ? [{ orderId: ticket.orderId, kind: 'changed' }]
      : [];
  });
}

/** A line's chosen options as the kitchen reads them (no prices). */
export const optionLabels = (line: Pick<StaffOrderLine, 'options'>): string =>
  line.options
    .flatMap((group) => group.choices)
    .map((choice) => choice.label)
    .join(', ');
