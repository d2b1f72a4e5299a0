// @vitest-environment jsdom
import { allSettled, fork, scopeBind, serialize } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BranchOpening } from '../schemas/delivery-schedule.ts';
import { createBranchOpenings, OPENING_RECHECK_MS } from './branch-openings.ts';
import { loadBranchOpeningFx } from './delivery-order.ts';

const openings = createBranchOpenings({ sid: 'contracts/test-openings' });

/** Usaquén (4) opens next on Tuesday at noon; Chapinero (3) is open. */
const closed = (id: number): BranchOpening => ({
  supplier_id: id,
  open: false,
  opens_date: '2026-12-01',
  opens_hour: '12:00',
});
const open = (id: number): BranchOpening => ({
  supplier_id: id,
  open: true,
  opens_date: null,
  opens_hour: null,
});
const tuesdayNoon = { date: '2026-12-01', hour: '12:00' };

/** A scope whose API answers with `answer`, and the branch ids it was asked about, in order. */
function scopeWith(answer: (id: number) => Promise<BranchOpening>, values?: ReturnType<typeof serialize>) {
  const asked = vi.fn(answer);
  const scope = fork({ values, handlers: [[loadBranchOpeningFx, asked]] });
  return { scope, asked, ids: () => asked.mock.calls.map(([id]) => id) };
}

/** An answer the test hands back when it wants, to play one that comes late. */
function heldAnswers() {
  const pending: { id: number; resolve: (opening: BranchOpening) => void }[] = [];
  const answer = (id: number) =>
    new Promise<BranchOpening>((resolve) => {
      pending.push({ id, resolve });
    });
  return { pending, answer };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a page’s branch openings', () => {
  it('a server’s visit asks each branch, and names the closed ones; a failed answer only leaves its own out', async () => {
    const { scope, ids } = scopeWith(async (id) => {
      if (id === 6) throw new Error('offline');
      return id === 4 ? closed(4) : open(id);
    });
    await allSettled(openings.visited, { scope, params: [3, 4, 6] });
    expect(ids()).toEqual([3, 4, 6]);
    expect(scope.getState(openings.$closedNow)).toEqual({ 4: tuesdayNoon });
  });

  it('asks nothing for no branch', async () => {
    const { scope, asked } = scopeWith(async (id) => closed(id));
    await allSettled(openings.visited, { scope, params: [] });
    expect(asked).not.toHaveBeenCalled();
  });

  it('the browser keeps the served answers: opening the page asks only what the server did not answer', async () => {
    const server = scopeWith(async (id) => closed(id));
    await allSettled(openings.visited, { scope: server.scope, params: [4] });

    const browser = scopeWith(async (id) => closed(id), serialize(server.scope));
    expect(browser.scope.getState(openings.$closedNow)).toEqual({ 4: tuesdayNoon });
    await allSettled(openings.opened, { scope: browser.scope, params: [4, 6] });
    expect(browser.ids()).toEqual([6]);
    expect(browser.scope.getState(openings.$closedNow)).toEqual({ 4: tuesdayNoon, 6: tuesdayNoon });
    await allSettled(openings.left, { scope: browser.scope });
  });

  it('forgets the answers as the page goes, and asks again at the next opening', async () => {
    const { scope, ids } = scopeWith(async (id) => closed(id));
    await allSettled(openings.opened, { scope, params: [4] });
    await allSettled(openings.left, { scope });
    expect(scope.getState(openings.$closedNow)).toEqual({});
    await allSettled(openings.opened, { scope, params: [4] });
    expect(ids()).toEqual([4, 4]);
    expect(scope.getState(openings.$closedNow)).toEqual({ 4: tuesdayNoon });
    await allSettled(openings.left, { scope });
  });

  it('drops an answer that comes back after the page left', async () => {
    const { pending, answer } = heldAnswers();
    const { scope } = scopeWith(answer);
    const opened = allSettled(openings.opened, { scope, params: [4] });
    // Left while the question is on its way (awaiting the leaving would wait for the answer too).
    scopeBind(openings.left, { scope })();
    pending[0]?.resolve(closed(4));
    await opened;
    expect(scope.getState(openings.$closedNow)).toEqual({});
  });

  it('re-asks every minute while the page is shown, and keeps only the latest question’s answer', async () => {
    vi.useFakeTimers();
    const { pending, answer } = heldAnswers();
    const { scope } = scopeWith(answer);
    const first = allSettled(openings.opened, { scope, params: [4] });
    vi.advanceTimersByTime(OPENING_RECHECK_MS);
    expect(pending.map(({ id }) => id)).toEqual([4, 4]);
    // The minute-old question answers last: it is about an hour gone by, so the newer answer stays.
    pending[1]?.resolve(open(4));
    pending[0]?.resolve(closed(4));
    await first;
    await allSettled(scope);
    expect(scope.getState(openings.$closedNow)).toEqual({});
    await allSettled(openings.left, { scope });
  });

  it('asks nothing while the page is hidden, at once when it is shown again, and stops as it goes', async () => {
    vi.useFakeTimers();
    let state: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
    const { scope, asked } = scopeWith(async (id) => closed(id));
    await allSettled(openings.opened, { scope, params: [4] });
    expect(asked).toHaveBeenCalledTimes(1);

    state = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(OPENING_RECHECK_MS * 3);
    await allSettled(scope);
    expect(asked).toHaveBeenCalledTimes(1);

    state = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await allSettled(scope);
    expect(asked).toHaveBeenCalledTimes(2);

    await allSettled(openings.left, { scope });
    vi.advanceTimersByTime(OPENING_RECHECK_MS * 3);
    document.dispatchEvent(new Event('visibilitychange'));
    await allSettled(scope);
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it('runs one timer however often the page opens (hydration, another branch)', async () => {
    vi.useFakeTimers();
    const { scope, ids } = scopeWith(async (id) => closed(id));
    await allSettled(openings.opened, { scope, params: [4] });
    await allSettled(openings.opened, { scope, params: [6] });
    vi.advanceTimersByTime(OPENING_RECHECK_MS);
    await allSettled(scope);
    // One tick, about the branches on screen now.
    expect(ids()).toEqual([4, 6, 6]);
    await allSettled(openings.left, { scope });
  });
});
