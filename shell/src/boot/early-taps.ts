declare global {
  interface Window {
    /** The controls a diner tapped on the server's HTML before React could answer, oldest first. */
    __MESA_TAPS__?: Element[];
  }
}

/**
 * A server-rendered page is painted before React has hydrated it, and its `#root` stays `inert` until
 * then: React has no handlers on that HTML yet, and a link followed or a form sent by the browser
 * itself would leave the page the diner is using. A tap there is not lost: this listener, inlined in the
 * page's head (so it is there before the first paint), finds the control under the finger and keeps it,
 * and the boot replays each kept control once the page is live (`replayEarlyTaps`). A diner who taps one
 * control again because nothing happened yet meant it once: a control is kept once however often it is
 * tapped.
 *
 * Inlined through `Function.prototype.toString`: it must name nothing outside itself.
 */
export function listenForEarlyTaps(): void {
  const taps: Element[] = [];
  window.__MESA_TAPS__ = taps;
  document.addEventListener(
    'click',
    (event) => {
      const root = document.getElementById('root');
      if (!root || !root.hasAttribute('inert')) return;
      // Inert content is left out of hit testing: lifted for the one synchronous lookup, so the browser
      // never gets to act on it in between.
      root.removeAttribute('inert');
      const hit = document.elementFromPoint(event.clientX, event.clientY);
      root.setAttribute('inert', '');
      // The control itself is kept, whatever inside it the finger landed on.
      const control =
        hit && root.contains(hit)
          ? hit.closest(
              'a[href],button,summary,label,[role="button"],input[type="checkbox"],input[type="radio"]',
            )
          : null;
      if (control && taps.indexOf(control) < 0) taps.push(control);
    },
    true,
  );
}

/** The inline script for the page's head. */
export const EARLY_TAPS_SCRIPT = `(${listenForEarlyTaps.toString()})();`;

/**
 * Once the page is live (hydrated, the diner's saved cart and language restored): each control tapped
 * while it was not is tapped again, in order, once. A control the hydrated page no longer has (another
 * screen rendered) is dropped: what it would have done is not on screen any more.
 */
export function replayEarlyTaps(): void {
  const taps = window.__MESA_TAPS__?.splice(0) ?? [];
  for (const control of taps) {
    if (control.isConnected && control instanceof HTMLElement) control.click();
  }
}
