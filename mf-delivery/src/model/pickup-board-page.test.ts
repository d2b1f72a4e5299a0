import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { PickupBoard } from 'shared-contracts';
import {
  $preparing,
  $ready,
  $status,
  loadPickupBoardFx,
  pageClosed,
  pageOpened,
  pickupBoardPollFx,
  retryClicked,
  routeVisited,
} from './pickup-board-page.ts';

const first: PickupBoard = {
  orders: [
    { number: 41, stage: 'ready' },
    { number: 42, stage: 'preparing' },
    { number: 43, stage: 'preparing' },
  ],
};
const later: PickupBoard = { orders: [{ number: 42, stage: 'ready' }] };

/** A pause that ends `rounds` times, then fails (which ends the loop, so the test settles). */
function pauses(rounds: number) {
  let left = rounds;
  return vi.fn(async () => {
    if (left-- <= 0) throw new Error('stop');
  });
}

function scopeWith(load: (supplier: string) => Promise<PickupBoard>, poll = pauses(0)) {
  return fork({
    handlers: [
      [loadPickupBoardFx, load],
      [pickupBoardPollFx, poll],
    ],
  });
}

describe('pickup board model', () => {
  it('opening the board reads it and splits the numbers into preparing and ready', async () => {
    const load = vi.fn(async () => first);
    const scope = scopeWith(load);
    await allSettled(pageOpened, { scope, params: 'chapinero' });
    expect(load).toHaveBeenCalledWith('chapinero');
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($preparing)).toEqual([42, 43]);
    expect(scope.getState($ready)).toEqual([41]);
  });

  it('reads the board again after each pause while it is open, and shows the new stages', async () => {
    const load = vi.fn<(supplier: string) => Promise<PickupBoard>>(async () => first);
    load.mockResolvedValueOnce(first).mockResolvedValue(later);
    const poll = pauses(2);
    const scope = scopeWith(load, poll);
    await allSettled(pageOpened, { scope, params: 'chapinero' });
    expect(poll).toHaveBeenCalledTimes(3);
    expect(load).toHaveBeenCalledTimes(3);
    expect(scope.getState($preparing)).toEqual([]);
    expect(scope.getState($ready)).toEqual([42]);
  });

  it('stops reading once the screen is left', async () => {
    const load = vi.fn(async () => first);
    let endPause: () => void = () => undefined;
    const poll = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          endPause = resolve;
        }),
    );
    const scope = scopeWith(load, poll);
    const opened = allSettled(pageOpened, { scope, params: 'chapinero' });
    await vi.waitFor(() => expect(poll).toHaveBeenCalledTimes(1));
    // Settling waits for the running pause too: the screen is left first, then the pause ends.
    const closed = allSettled(pageClosed, { scope });
    endPause();
    await Promise.all([closed, opened]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(poll).toHaveBeenCalledTimes(1);
  });

  it('the route visit reads the board; the page opened after hydration does not read it again', async () => {
    const load = vi.fn(async () => first);
    const scope = scopeWith(load);
    await allSettled(routeVisited, { scope, params: { params: { supplier: 'chapinero' }, search: '' } });
    expect(load).toHaveBeenCalledTimes(1);
    // The server renders the board it read.
    expect(scope.getState($status)).toBe('ready');
    await allSettled(pageOpened, { scope, params: 'chapinero' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(scope.getState($ready)).toEqual([41]);
    await allSettled(pageOpened, { scope, params: 'usaquen' });
    expect(load).toHaveBeenLastCalledWith('usaquen');
  });

  it('a failed read shows the failure, a retry reads again; an empty board is empty', async () => {
    const load = vi
      .fn<(supplier: string) => Promise<PickupBoard>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue({ orders: [] });
    const scope = scopeWith(load);
    await allSettled(pageOpened, { scope, params: 'chapinero' });
    expect(scope.getState($status)).toBe('failed');
    await allSettled(retryClicked, { scope });
    expect(scope.getState($status)).toBe('empty');
  });
});
