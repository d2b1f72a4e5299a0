import {
  combine,
  createStore,
  type Effect,
  sample,
  type Store,
  type Unit,
  type UnitTargetable,
} from 'effector';
import { $profile } from './profile.ts';

export interface SendWithProfileOptions<T, Done, Fail> {
  /** The held ask's store sid, a literal under the caller's package prefix (`checkout/order-held`). */
  sid: string;
  /** What the diner asked for. */
  ask: Unit<T>;
  /** What sends it to the API, with the profile's headers. */
  send: Effect<T, Done, Fail>;
  /** What drops an ask still held (the page it was made on closed). */
  dropOn?: Unit<unknown>[];
}

/**
 * What a diner asks for that the API takes only from a profile (an order, the age answer): sent at once
 * when the profile exists, else held (the last ask) and sent once it does. A first visit creates its
 * profile only once its page is live, and a quick diner can ask before that: the ask must be neither sent
 * without one (refused as "your session expired") nor sent twice. The store tells whether an ask is on its
 * way (held or being sent), so the screen shows it once, whichever of the two it is.
 */
export function sendWithProfile<T, Done, Fail>({
  sid,
  ask,
  send,
  dropOn = [],
}: SendWithProfileOptions<T, Done, Fail>): Store<boolean> {
  const $held = createStore<{ value: T } | null>(null, { sid, serialize: 'ignore' }).reset(dropOn);
  sample({ clock: ask, fn: (value: T) => ({ value }), target: $held });
  const ready = sample({
    clock: [$held.updates, $profile.updates],
    source: { held: $held, profile: $profile },
    filter: ({ held, profile }) => held !== null && profile !== null,
    fn: ({ held }) => (held as { value: T }).value,
  });
  $held.reset(ready);
  // Generic units defeat `sample`'s type checks; `ready` carries exactly what `send` takes.
  sample({ clock: ready as Unit<unknown>, target: send as UnitTargetable<unknown> });
  return combine(send.pending, $held, (pending, held) => pending || held !== null);
}
