import { createEffect, createEvent, scopeBind } from 'effector';

/**
 * The browser's network as a screen follows it while open, as the shell's frame does for the diner's
 * pages: its state when the screen opens (`navigator.onLine`), then each change (`online` / `offline`).
 * `online` fires only on a way back, so it is the moment to read again.
 */
export function createConnectivity() {
  const read = createEvent<boolean>();
  const wentOffline = createEvent();
  const wentOnline = createEvent();
  /** Starts listening and answers how to stop. */
  const startFx = createEffect(() => {
    const offline = scopeBind(wentOffline, { safe: true });
    const online = scopeBind(wentOnline, { safe: true });
    scopeBind(read, { safe: true })(navigator.onLine);
    const onOffline = () => offline();
    const onOnline = () => online();
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  });
  const stopFx = createEffect((stop: () => void) => stop());
  return { read, wentOffline, wentOnline, startFx, stopFx };
}
