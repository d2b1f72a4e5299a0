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
