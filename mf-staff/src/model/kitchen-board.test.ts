import { describe, expect, it } from 'vitest';
import type { KitchenOrder, StaffOrderLine } from 'shared-contracts';
import {
  ageOf,
  KITCHEN_LEAD_MIN,
  kitchenBoard,
  kitchenTickets,
  minutesWaited,
  optionLabels,
  ticketNews,
  waitOf,
} from './kitchen-board.ts';

const line = (id: number, status: StaffOrderLine['status'], sentAt: string | null): StaffOrderLine =>
  ({
    id,
    label: `Line ${id}`,
    count: 1,
    status,
    sent_at: sentAt,
    prepared_at: null,
    comment: '',
    options: [],
  }) as unknown as StaffOrderLine;

const order = (id: number, items: StaffOrderLine[], extra: Partial<KitchenOrder> = {}): KitchenOrder =>
  ({
    id,
    service: 'on_table',
    table: { code: `M${id}`, kind: 'table' },
    delivery: null,
    scheduled_at: null,
    comment: '',
    items,
    ...extra,
  }) as unknown as KitchenOrder;

/** A delivery for `date` `hour` (Bogotá, UTC-5) sent at `sentAt`, as the kitchen snapshot has it. */
const scheduled = (id: number, sentAt: string, date: string, hour: string): KitchenOrder =>
  order(id, [line(id, 'ordered', sentAt)], {
    service: 'delivery',
    table: null,
    delivery: { schedule: { date, hour } } as KitchenOrder['delivery'],
    scheduled_at: new Date(`${date}T${hour}:00-05:00`).toISOString(),
  });

describe('kitchenTickets', () => {
  it('keeps only lines sent and not served, drops orders with none, oldest send first', () => {
    const tickets = kitchenTickets([
      order(1, [line(11, 'ordered', '2026-01-01T10:10:00Z'), line(12, 'delivered', '2026-01-01T09:00:00Z')]),
      order(2, [line(21, 'pending', null)]),
      order(3, [line(31, 'prepared', '2026-01-01T10:00:00Z')]),
    ]);
    expect(tickets.map((ticket) => ticket.orderId)).toEqual([3, 1]);
    expect(tickets[1]?.lines.map((kept) => kept.id)).toEqual([11]);
    expect(tickets[0]?.allPrepared).toBe(true);
    expect(tickets[1]?.allPrepared).toBe(false);
  });

  it('names a room, a take-away with its time, and an order without a table', () => {
    const [room, takeAway, counter] = kitchenTickets([
      order(1, [line(1, 'ordered', '2026-01-01T10:00:00Z')], { table: { code: '204', kind: 'room' } }),
      order(2, [line(2, 'ordered', '2026-01-01T10:01:00Z')], {
        service: 'take_away',
        table: null,
        delivery: { schedule: { date: '2026-01-01', hour: '13:30' } } as KitchenOrder['delivery'],
      }),
      order(3, [line(3, 'ordered', '2026-01-01T10:02:00Z')], { table: null }),
    ]);
    expect(room?.place).toEqual({ kind: 'room', code: '204' });
    expect(takeAway?.place).toEqual({ kind: 'take_away', schedule: { date: '2026-01-01', hour: '13:30' } });
    expect(counter?.place).toEqual({ kind: 'counter' });
  });

  it('tells the tickets a new read added, and those that gained lines to cook', () => {
    const before = kitchenTickets([
      order(1, [line(1, 'ordered', '2026-01-01T10:00:00Z')]),
      order(3, [line(31, 'ordered', '2026-01-01T10:01:00Z'), line(32, 'ordered', '2026-01-01T10:01:00Z')]),
    ]);
    const after = kitchenTickets([
      order(1, [line(1, 'ordered', '2026-01-01T10:00:00Z'), line(12, 'ordered', '2026-01-01T10:06:00Z')]),
      order(2, [line(2, 'ordered', '2026-01-01T10:05:00Z')]),
      // A line prepared, and one served (gone from the ticket): nothing new for the cook.
      order(3, [line(31, 'prepared', '2026-01-01T10:01:00Z'), line(32, 'delivered', '2026-01-01T10:01:00Z')]),
    ]);
    expect(ticketNews(before, after)).toEqual([
      { orderId: 1, kind: 'changed' },
      { orderId: 2, kind: 'new' },
    ]);
    // Tickets that left the list (all served) are no news either.
    expect(
      ticketNews(after, kitchenTickets([order(2, [line(2, 'ordered', '2026-01-01T10:05:00Z')])])),
    ).toEqual([]);
    expect(ticketNews(after, after)).toEqual([]);
  });
});

describe('scheduled orders', () => {
  // Sent (paid) on 2026-11-30; now is 2026-12-02 11:00 in Bogotá (16:00Z).
  const now = Date.parse('2026-12-02T16:00:00Z');
  const sent = '2026-11-30T15:00:00.000Z';

  it('one due beyond the lead time waits apart, soonest first, and is never late', () => {
    const board = kitchenBoard(
      kitchenTickets([scheduled(1, sent, '2026-12-03', '19:00'), scheduled(2, sent, '2026-12-02', '13:00')]),
      now,
    );
    expect(board.toCook).toEqual([]);
    expect(board.later.map((ticket) => ticket.orderId)).toEqual([2, 1]);
    // Its wait starts at its time less the lead, still ahead, not when it was sent two days ago.
    expect(board.later[0]?.waitingSince).toBe('2026-12-02T17:15:00.000Z');
    expect(board.later.map((ticket) => waitOf(ticket, now))).toEqual([
      { minutes: 0, age: 'fresh' },
      { minutes: 0, age: 'fresh' },
    ]);
  });

  it(`joins the orders to cook ${KITCHEN_LEAD_MIN} min before its time, its wait counted from then`, () => {
    const tickets = kitchenTickets([scheduled(1, sent, '2026-12-02', '13:00')]);
    const joins = Date.parse('2026-12-02T17:15:00Z');
    expect(kitchenBoard(tickets, joins - 1).later).toHaveLength(1);
    const board = kitchenBoard(tickets, joins);
    expect(board.later).toEqual([]);
    expect(board.toCook.map((ticket) => ticket.orderId)).toEqual([1]);
    expect(board.toCook.map((ticket) => waitOf(ticket, joins + 12 * 60_000))).toEqual([
      { minutes: 12, age: 'warn' },
    ]);
    expect(board.toCook.map((ticket) => waitOf(ticket, joins + 20 * 60_000).age)).toEqual(['late']);
    // For the cook it is a new ticket the moment it joins.
    expect(ticketNews(kitchenBoard(tickets, joins - 1).toCook, board.toCook)).toEqual([
      { orderId: 1, kind: 'new' },
    ]);
  });

  it('one paid inside the lead time waits from when it was sent', () => {
    const late = '2026-12-02T17:40:00.000Z';
    const tickets = kitchenTickets([scheduled(1, late, '2026-12-02', '13:00')]);
    expect(tickets[0]?.waitingSince).toBe(late);
    expect(kitchenBoard(tickets, Date.parse(late)).toCook).toHaveLength(1);
  });

  it('takes its place in the list by when its wait started; orders for now are as before', () => {
    const tickets = kitchenTickets([
      order(1, [line(11, 'ordered', '2026-12-02T17:20:00.000Z')]),
      scheduled(2, sent, '2026-12-02', '13:00'),
      order(3, [line(31, 'ordered', '2026-12-02T17:00:00.000Z')]),
    ]);
    const board = kitchenBoard(tickets, Date.parse('2026-12-02T17:30:00Z'));
    expect(board.toCook.map((ticket) => ticket.orderId)).toEqual([3, 2, 1]);
    expect(board.toCook.map((ticket) => ticket.waitingSince)).toEqual([
      '2026-12-02T17:00:00.000Z',
      '2026-12-02T17:15:00.000Z',
      '2026-12-02T17:20:00.000Z',
    ]);
    expect(board.later).toEqual([]);
    // Without a schedule the wait is the send time, and no moment puts the order apart.
    expect(tickets[0]?.waitingSince).toBe(tickets[0]?.sentAt);
    expect(waitOf({ waitingSince: '2026-12-02T17:00:00.000Z' }, Date.parse('2026-12-02T17:30:00Z'))).toEqual({
      minutes: 30,
      age: 'late',
    });
    expect(kitchenBoard(tickets, 0).toCook.map((ticket) => ticket.orderId)).toEqual([3, 1]);
  });
});

describe('waiting time', () => {
  it('counts whole minutes, none before the clock started, and colours by age', () => {
    const sent = '2026-01-01T10:00:00Z';
    expect(minutesWaited(sent, 0)).toBeNull();
    expect(minutesWaited(sent, Date.parse('2026-01-01T10:12:59Z'))).toBe(12);
    expect([ageOf(0), ageOf(9), ageOf(10), ageOf(19), ageOf(20)]).toEqual([
      'fresh',
      'fresh',
      'warn',
      'warn',
      'late',
    ]);
  });

  it('lists the chosen options without prices', () => {
    const options = [
      {
        choices: [
          { label: 'Medio', price: 0 },
          { label: 'Chorizo', price: 4000 },
        ],
      },
    ];
    expect(optionLabels({ options } as unknown as Pick<StaffOrderLine, 'options'>)).toBe('Medio, Chorizo');
  });
});
