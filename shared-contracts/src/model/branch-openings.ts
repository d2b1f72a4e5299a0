import {
  attach,
  createEffect,
  createEvent,
  createStore,
  sample,
  scopeBind,
  type EventCallable,
  type Store,
} from 'effector';
import { closedNowOf, type ClosedNow } from '../format/opening.ts';
import type { BranchOpening } from '../schemas/delivery-schedule.ts';
import { loadBranchOpeningFx } from './delivery-order.ts';

/**
 * How often a page on screen asks again. Opening hours are set to the minute and the answer is the API's
 * clock, not the browser's (which may be wrong, or in another zone), so the page cannot tell by itself
 * when a branch opens or closes: it asks, a minute at most after the change.
 */
export const OPENING_RECHECK_MS = 60_000;

export interface BranchOpeningsOptions {
  /**
   * The answers' sid, a literal under the caller's prefix (`menu/home-opening`): the server's answers
   * travel with the page, so the browser shows the notice the server rendered.
   */
  sid: string;
}

/** One page's lookups of whether its branches are open now, with their lifetime. */
export interface BranchOpenings {
  /** A server's visit: asks about these branches (none: asks nothing), so its render says which are closed. */
  visited: EventCallable<number[]>;
  /**
   * The page is on screen in a browser, about these branches (again with others when they change): asks
   * those it holds no answer for (a server-rendered page holds the server's, fresh), then all of them
   * every minute while the page is visible, and at once when it is shown again.
   */
  opened: EventCallable<number[]>;
  /** The page left: its answers go, the next opening asks again, and an answer on its way is dropped. */
  left: EventCallable<void>;
  /**
   * The branches closed now, by id, with when each opens next. A failed check leaves a branch as it was:
   * the notice only informs, and the cart asks again before an order is placed.
   */
  $closedNow: Store<Record<number, ClosedNow>>;
}

/** A question, tagged with the round it was asked in: only the latest round's answers are kept. */
interface Question {
  branchId: number;
  round: number;
}

/** Asks whether a branch is open now for a page, with the lifetime every such page needs. */
export function createBranchOpenings({ sid }: BranchOpeningsOptions): BranchOpenings {
  const visited = createEvent<number[]>();
  const opened = createEvent<number[]>();
  const left = createEvent();
  const asked = createEvent<number[]>();
  const ticked = createEvent();

  // Its own effect: only its answers fill this page's notices (the cart and the other pages ask for theirs).
  const askFx = attach({ effect: loadBranchOpeningFx, mapParams: ({ branchId }: Question) => branchId });
  const askRoundFx = createEffect(async ({ ids, round }: { ids: number[]; round: number }) => {
    await Promise.allSettled(ids.map((branchId) => askFx({ branchId, round })));
  });

  // Each ask, and each leaving, starts a round: an answer of an earlier one is about an hour gone by, or
  // about a page no longer on screen.
  const $round = createStore(0, { serialize: 'ignore' });
  const roundStarted = sample({
    clock: asked,
    source: $round,
    filter: (_, ids) => ids.length > 0,
    fn: (round, ids) => ({ ids, round: round + 1 }),
  });
  $round.on(roundStarted, (_, { round }) => round).on(left, (round) => round + 1);
  sample({ clock: roundStarted, target: askRoundFx });

  const answered = sample({
    clock: askFx.done,
    source: $round,
    filter: (round, { params }) => params.round === round,
    fn: (_, { params, result }) => ({ branchId: params.branchId, opening: result }),
  });
  const $openings = createStore<Record<number, BranchOpening>>({}, { sid })
    .on(answered, (all, { branchId, opening }) => ({ ...all, [branchId]: opening }))
    .reset(left);

  /** The branches the page on screen is about: what each minute asks again. */
  const $watched = createStore<number[]>([], { serialize: 'ignore' })
    .on(opened, (_, ids) => ids)
    .reset(left);

  sample({ clock: visited, target: asked });
  sample({
    clock: opened,
    source: $openings,
    fn: (held, ids) => ids.filter((id) => !(id in held)),
    target: asked,
  });
  sample({ clock: ticked, source: $watched, target: asked });

  // An interval, not a loop of waits: `allSettled` (the boot, a test) waits for every pending effect.
  const startFx = createEffect(() => {
    const tick = scopeBind(ticked, { safe: true });
    // A hidden page asks nothing; shown again it asks at once, as an hour may have gone by meanwhile.
    const askIfShown = () => {
      if (document.visibilityState !== 'hidden') tick();
    };
    const timer = setInterval(askIfShown, OPENING_RECHECK_MS);
    document.addEventListener('visibilitychange', askIfShown);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', askIfShown);
    };
  });
  const stopFx = createEffect((stop: () => void) => stop());
  const $stop = createStore<(() => void) | null>(null, { serialize: 'ignore' })
    .on(startFx.doneData, (_, stop) => stop)
    .reset(stopFx);
  // One timer at a time: opened again (hydration, another branch on screen) the running one goes on.
  sample({ clock: opened, source: $stop, filter: (stop) => stop === null, target: startFx });
  sample({ clock: left, source: $stop, filter: Boolean, target: stopFx });

  const $closedNow = $openings.map((openings) => {
    const closed: Record<number, ClosedNow> = {};
    for (const [id, opening] of Object.entries(openings)) {
      const now = closedNowOf(opening, Number(id));
      if (now) closed[Number(id)] = now;
    }
    return closed;
  });

  return { visited, opened, left, $closedNow };
}
