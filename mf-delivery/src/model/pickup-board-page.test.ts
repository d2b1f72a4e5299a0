import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { PickupBoard } from 'shared-contracts';
import {
  $connectionLost,
  $preparing,
  $ready,
  $status,
  loadPickupBoardFx,
  PickupBoardPageGate,
  pollTicked,
  retryClicked,
  routeVisited,
  startPollFx,
} from './pickup-board-page.ts';

const first: PickupBoard = {
  orders: [
    { number: 41, stage: 'ready' },
    { number: 42, stage: 'preparing' },
    { number: 43, stage: 'preparing' },
  ],
};
const later: PickupBoard = { orders: [{ number: 42, stage: 'ready' }] };

function scopeWith(load: (supplier: string) => Promise<PickupBoard>, stop = vi.fn()) {
  const start = vi.fn(() => stop);
  const scope = fork({
    handlers: [
      [loadPickupBoardFx, load],
      [startPollFx, start],
    ],
  });
  return Object.assign(scope, { start });
}

describe('pickup board model', () => {
  it('opening the board reads it and splits the numbers into preparing and ready', async () => {
    const load = vi.fn(async () => first);
    const scope = scopeWith(load);
    await allSettled(PickupBoardPageGate.open, { scope, params: { supplier: 'chapinero' } });
    expect(load).toHaveBeenCalledWith('chapinero');
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($preparing)).toEqual([42, 43]);
    expect(scope.getState($ready)).toEqual([41]);
  });

  it('reads the board again at each tick of its timer while it is open, and shows the new stages', async () => {
    const load = vi.fn<(supplier: string) => Promise<PickupBoard>>();
    load.mockResolvedValueOnce(first).mockResolvedValue(later);
    const scope = scopeWith(load);
    await allSettled(PickupBoardPageGate.open, { scope, params: { supplier: 'chapinero' } });
    await allSettled(PickupBoardPageGate.open, { scope, params: { supplier: 'chapinero' } });
    expect(scope.start).toHaveBeenCalledTimes(1);
    await allSettled(pollTicked, { scope });
    expect(load).toHaveBeenCalledTimes(2);
    expect(scope.getState($preparing)).toEqual([]);
    expect(scope.getState($ready)).toEqual([42]);
  });

  it('stops its timer once the screen is left; a late tick reads nothing', async () => {
    const load = vi.fn(async () => first);
    const stop = vi.fn();
    const scope = scopeWith(load, stop);
    await allSettled(PickupBoardPageGate.open, { scope, params: { supplier: 'chapinero' } });
    await allSettled(PickupBoardPageGate.close, { scope, params: { supplier: 'chapinero' } });
    expect(stop).toHaveBeenCalledTimes(1);
    await allSettled(pollTicked, { scope });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('the route visit reads the board; the page opened after hydration does not read it again', async () => {
    const load = vi.fn(async () => first);
    const scope = scopeWith(load);
    await allSettled(routeVisited, { scope, params: { params: { supplier: 'chapinero' }, search: '' } });
    expect(load).toHaveBeenCalledTimes(1);
    // The server renders the board it read.
    expect(scope.getState($status)).toBe('ready');
    await allSettled(PickupBoardPageGate.open, { scope, params: { supplier: 'chapinero' } });
    expect(load).toHaveBeenCalledTimes(1);
    expect(scope.getState($ready)).toEqual([41]);
    await allSettled(PickupBoardPageGate.open, { scope, params: { supplier: 'usaquen' } });
    expect(load).toHaveBeenLastCalledWith('usaquen');
  });

  it('a failed read shows the failure, a retry reads again; an empty board is empty', async () => {
    const load = vi
      .fn<(supplier: string) => Promise<PickupBoard>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue({ orders: [] });
    const scope = scopeWith(load);
    await allSettled(PickupBoardPageGate.open, { scope, params: { supplier: 'chapinero' } });
    expect(scope.getState($status)).toBe('failed');
    await allSettled(retryClicked, { scope });
    expect(scope.getState($status)).toBe('empty');
  });
});

describe('pickup board connection', () => {
  it('says the connection is lost while the browser is offline, keeps the numbers, and reads them at once when back', async () => {
    const load = vi.fn<(supplier: string) => Promise<PickupBoard>>();
    load.mockResolvedValueOnce(first).mockResolvedValue(later);
    const scope = scopeWith(load);
    await allSettled(PickupBoardPageGate.open, { scope, params: { supplier: 'chapinero' } });
    expect(scope.getState($connectionLost)).toBe(false);

    window.dispatchEvent(new Event('offline'));
    await allSettled(scope);
    expect(scope.getState($connectionLost)).toBe(true);
    expect(scope.getState($ready)).toEqual([41]);
    expect(load).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('online'));
    await allSettled(scope);
    expect(load).toHaveBeenCalledTimes(2);
    expect(scope.getState($connectionLost)).toBe(false);
    expect(scope.getState($ready)).toEqual([42]);
    await allSettled(PickupBoardPageGate.close, { scope, params: { supplier: 'chapinero' } });
  });

  it('a board opened offline says so at once', async () => {
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const scope = scopeWith(async () => first);
    await allSettled(routeVisited, { scope, params: { params: { supplier: 'chapinero' }, search: '' } });
    await allSettled(PickupBoardPageGate.open, { scope, params: { supplier: 'chapinero' } });
    expect(scope.getState($connectionLost)).toBe(true);
    onLine.mockRestore();
    await allSettled(PickupBoardPageGate.close, { scope, params: { supplier: 'chapinero' } });
  });

  it('a failed re-read keeps the numbers with the notice; the next good read clears it', async () => {
    const load = vi
      .fn<(supplier: string) => Promise<PickupBoard>>()
      .mockResolvedValueOnce(first)
      .mockRejectedValueOnce(new Error('API away'))
      .mockResolvedValue(later);
    const scope = scopeWith(load);
    await allSettled(PickupBoardPageGate.open, { scope, params: { supplier: 'chapinero' } });
    await allSettled(pollTicked, { scope });
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($ready)).toEqual([41]);
    expect(scope.getState($connectionLost)).toBe(true);
    await allSettled(pollTicked, { scope });
    expect(scope.getState($connectionLost)).toBe(false);
    expect(scope.getState($ready)).toEqual([42]);
    await allSettled(PickupBoardPageGate.close, { scope, params: { supplier: 'chapinero' } });
  });

  it('stops listening once the screen is left: going on line then reads nothing', async () => {
    const load = vi.fn(async () => first);
    const scope = scopeWith(load);
    await allSettled(PickupBoardPageGate.open, { scope, params: { supplier: 'chapinero' } });
    await allSettled(PickupBoardPageGate.close, { scope, params: { supplier: 'chapinero' } });
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    await allSettled(scope);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('with no board yet the failure page speaks, not the notice', async () => {
    const scope = scopeWith(() => Promise.reject(new Error('down')));
    await allSettled(PickupBoardPageGate.open, { scope, params: { supplier: 'chapinero' } });
    expect(scope.getState($status)).toBe('failed');
    expect(scope.getState($connectionLost)).toBe(false);
    await allSettled(PickupBoardPageGate.close, { scope, params: { supplier: 'chapinero' } });
  });
});
