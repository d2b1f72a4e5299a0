import { describe, expect, it } from 'vitest';
import type { StaffOrder, StaffOrderLine } from 'shared-contracts';
import { ageOf, kitchenTickets, minutesWaited, newTicketIds, optionLabels } from './kitchen-board.ts';

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

const order = (id: number, items: StaffOrderLine[], extra: Partial<StaffOrder> = {}): StaffOrder =>
  ({
    id,
    service: 'on_table',
    table: { code: `M${id}`, kind: 'table' },
    delivery: null,
    comment: '',
    items,
    ...extra,
  }) as unknown as StaffOrder;

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
        delivery: { schedule: { date: '2026-01-01', hour: '13:30' } } as StaffOrder['delivery'],
      }),
      order(3, [line(3, 'ordered', '2026-01-01T10:02:00Z')], { table: null }),
    ]);
    expect(room?.place).toEqual({ kind: 'room', code: '204' });
    expect(takeAway?.place).toEqual({ kind: 'take_away', time: '2026-01-01 13:30' });
    expect(counter?.place).toEqual({ kind: 'counter' });
  });

  it('tells the orders a new read added', () => {
    const before = kitchenTickets([order(1, [line(1, 'ordered', '2026-01-01T10:00:00Z')])]);
    const after = kitchenTickets([
      order(1, [line(1, 'ordered', '2026-01-01T10:00:00Z')]),
      order(2, [line(2, 'ordered', '2026-01-01T10:05:00Z')]),
    ]);
    expect(newTicketIds(before, after)).toEqual([2]);
    expect(newTicketIds(after, before)).toEqual([]);
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
