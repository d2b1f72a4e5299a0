import { createStore, sample, type Event, type Store } from 'effector';
import { $profile } from 'shared-contracts';

/**
 * What a page opened for, once the diner's profile exists: what it loads is the diner's, and a full load
 * (back from the bank, a reload) restores the stored profile after the page opened. Fires once per
 * opening, never again on a later profile change (a name saved on the way).
 */
export function whenProfileReady<Target>(
  opened: Event<unknown>,
  $target: Store<Target | null>,
): Event<Target> {
  const $started = createStore(false).reset(opened);
  const ready = sample({
    clock: [opened, $profile.updates],
    source: { target: $target, profile: $profile, started: $started },
    filter: ({ target, profile, started }) => target !== null && profile !== null && !started,
    fn: ({ target }) => target as Target,
  });
  $started.on(ready, () => true);
  return ready;
}

/**
 * The server's visit of a page, kept only when the request carried the diner's profile (the server reads
 * it from its cookie): what the page then loads for its first render is the diner's. Without one the
 * page renders without it and the browser loads it.
 */
export function visitedWithProfile<Visit>(visited: Event<Visit>): Event<Visit> {
  return sample({
    clock: visited,
    source: $profile,
    filter: (profile) => profile !== null,
    fn: (_, visit) => visit,
  });
}
