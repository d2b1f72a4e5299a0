import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';

/** The screen's clock, moved every `TICK_MS` while a screen that shows waiting times is open. */
export const TICK_MS = 15_000;

export function createClock(name: string) {
  const started = createEvent();
  const stopped = createEvent();
  const ticked = createEvent<number>();
  const startFx = createEffect(() => {
    const tick = scopeBind(ticked, { safe: true });
    tick(Date.now());
    const id = setInterval(() => tick(Date.now()), TICK_MS);
    return () => clearInterval(id);
  });
  const stopFx = createEffect((stop: (() => void) | null) => stop?.());
  const $stop = createStore<(() => void) | null>(null, { serialize: 'ignore' })
    .on(startFx.doneData, (_, stop) => stop)
    .reset(stopped);
  /** Milliseconds since the epoch; 0 before the browser started it (the server renders no ages). */
  const $now = createStore(0, { sid: `staff/${name}-now` }).on(ticked, (_, now) => now);
  sample({ clock: [started, stopped], source: $stop, target: stopFx });
  sample({ clock: started, target: startFx });
  return { started, stopped, ticked, $now };
}
