import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { KitchenOrder, KitchenSnapshot, StaffSession } from 'shared-contracts';
import { chimeFx } from './chime.ts';
import { NEWS_MS } from './kitchen-board.ts';
import { kitchenClock, kitchenLoadFx, kitchenPageModel } from './kitchen-page.ts';
import { $session, $sessionKnown } from './session.ts';

// Only the fields the kitchen reads.
const session = { instance: { slug: 'la-brasa' }, capabilities: ['kitchen'], csrf_token: 'csrf-1' };
const now = Date.parse('2026-12-02T17:00:00Z');
const line = (id: number) => ({
  id,
  label: `Line ${id}`,
  count: 1,
  status: 'ordered',
  sent_at: '2026-12-02T16:55:00.000Z',
  prepared_at: null,
  comment: '',
  options: [],
});
const order = (id: number, lines: number[], scheduledAt: string | null = null) =>
  ({
    id,
    service: 'on_table',
    table: { code: `M0${id}`, kind: 'table' },
    delivery: null,
    scheduled_at: scheduledAt,
    comment: '',
    items: lines.map(line),
  }) as unknown as KitchenOrder;

function kitchen(reads: KitchenOrder[][]) {
  const chimes: unknown[] = [];
  const scope = fork({
    values: [
      [$session, session as unknown as StaffSession],
      [$sessionKnown, true],
      [kitchenClock.$now, now],
      [kitchenPageModel.$soundOn, true],
    ],
    handlers: [
      [kitchenLoadFx, () => ({ orders: reads.shift() ?? [] }) as unknown as KitchenSnapshot],
      [chimeFx, (context: unknown) => void chimes.push(context)],
    ],
  });
  const read = () => allSettled(kitchenLoadFx, { scope, params: { slug: 'la-brasa', branch: 'chapinero' } });
  return { scope, chimes, read };
}

describe("the kitchen's new and changed tickets", () => {
  it('marks and chimes for a ticket sent or added to since the last read, never for the first read', async () => {
    const { scope, chimes, read } = kitchen([
      [order(1, [11])],
      [order(1, [11]), order(2, [21])],
      [order(1, [11, 12]), order(2, [21])],
      [order(1, [11, 12]), order(2, [21])],
    ]);
    await read();
    expect(scope.getState(kitchenPageModel.$news)).toEqual({});
    expect(chimes).toHaveLength(0);

    await read();
    expect(scope.getState(kitchenPageModel.$news)).toEqual({ 2: 'new' });
    expect(chimes).toHaveLength(1);

    await read();
    expect(scope.getState(kitchenPageModel.$news)).toEqual({ 1: 'changed', 2: 'new' });
    expect(chimes).toHaveLength(2);

    // The same tickets read again: nothing to chime for; the marks go once their minute is over.
    await read();
    expect(chimes).toHaveLength(2);
    await allSettled(kitchenClock.ticked, { scope, params: now + NEWS_MS });
    expect(scope.getState(kitchenPageModel.$news)).toEqual({});
  });

  it('marks and chimes for a scheduled order the moment its lead time starts, with no new read', async () => {
    // Due at 17:50: it joins the list at 17:05.
    const { scope, chimes, read } = kitchen([[order(3, [31], '2026-12-02T17:50:00.000Z')]]);
    await read();
    expect(scope.getState(kitchenPageModel.$later).map((ticket) => ticket.orderId)).toEqual([3]);
    await allSettled(kitchenClock.ticked, { scope, params: Date.parse('2026-12-02T17:05:00Z') });
    expect(scope.getState(kitchenPageModel.$tickets).map((ticket) => ticket.orderId)).toEqual([3]);
    expect(scope.getState(kitchenPageModel.$news)).toEqual({ 3: 'new' });
    expect(chimes).toHaveLength(1);
  });

  it('stays silent until sound is allowed, and still marks', async () => {
    const { scope, chimes, read } = kitchen([[order(1, [11])], [order(1, [11]), order(2, [21])]]);
    await allSettled(kitchenPageModel.$soundOn, { scope, params: false });
    await read();
    await read();
    expect(scope.getState(kitchenPageModel.$news)).toEqual({ 2: 'new' });
    expect(chimes).toHaveLength(0);
  });
});
