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
  /** The link the browser is following (see below): the page is being left, later taps are moot. */
  let following: Element | null = null;
  document.addEventListener(
    'click',
    (event) => {
      const root = document.getElementById('root');
      if (!root || !root.hasAttribute('inert') || following) return;
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
      if (!control || taps.indexOf(control) >= 0) return;
      // A link whose address alone says what it does (`data-early-follow`: the app would only go there)
      // is followed by the browser at once, as a plain tap on it would be: the next page is served
      // rendered, which is sooner than this one going live. A tap meant for a new tab is kept instead.
      const plain =
        event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
      if (plain && control instanceof HTMLAnchorElement && control.hasAttribute('data-early-follow')) {
        following = control;
        control.setAttribute('data-early-pending', '');
        window.location.assign(control.href);
        return;
      }
      taps.push(control);
      // A dialog answers at once; any other control, or one whose dialog frame the browser has not parsed
      // yet, shows that the tap was taken (the page answers it once live), so the diner does not tap it
      // again and again or think the page is broken.
      if (!(control.hasAttribute('data-early-dialog') && showEarlyDialog(control))) {
        control.setAttribute('data-early-pending', '');
      }
    },
    true,
  );
  // Come back to (the back button, from the browser's page cache), the page is the diner's again.
  window.addEventListener('pagehide', () => {
    following?.removeAttribute('data-early-pending');
    following = null;
  });

  /**
   * A control that opens a dialog answers at once: the page's hidden frame of that dialog
   * (`[data-early-dialog-frame]`) is copied outside the inert page and filled from the control's source
   * (`[data-early-dialog-source]`: its value is the title, its `[data-early-copy]` children the body).
   * Its action waits, disabled, for the page to go live, when the replayed tap opens the real dialog in
   * its place. Closed meanwhile, the tap is forgotten: the diner changed their mind. Says whether it drew
   * one (not when the page has no frame yet, or a dialog is already shown).
   */
  function showEarlyDialog(control: Element): boolean {
    const frame = document.querySelector('[data-early-dialog-frame]')?.firstElementChild;
    const source = control.closest('[data-early-dialog-source]');
    if (!frame || !source || document.querySelector('[data-early-dialog-shown]')) return false;
    const shown = frame.cloneNode(true) as HTMLElement;
    shown.setAttribute('data-early-dialog-shown', '');
    const box = shown.querySelector('[data-early-box]');
    const title = shown.querySelector('[data-early-title]');
    const body = shown.querySelector('[data-early-body]');
    if (!box || !(title instanceof HTMLElement) || !body) return false;
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-busy', 'true');
    box.setAttribute('aria-labelledby', 'mesa-early-dialog-title');
    title.id = 'mesa-early-dialog-title';
    title.textContent = source.getAttribute('data-early-dialog-source');
    source.querySelectorAll('[data-early-copy]').forEach((part) => {
      const copy = part.cloneNode(true) as Element;
      // A copy, not the card: its ids and test ids stay the card's own.
      [copy, ...Array.from(copy.querySelectorAll('[id],[data-testid]'))].forEach((element) => {
        element.removeAttribute('id');
        element.removeAttribute('data-testid');
      });
      body.appendChild(copy);
    });
    const close = () => {
      shown.remove();
      document.removeEventListener('keydown', onKey, true);
      const at = taps.indexOf(control);
      if (at >= 0) taps.splice(at, 1);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && shown.isConnected) close();
    };
    shown.querySelector('[data-early-close]')?.addEventListener('click', close);
    document.addEventListener('keydown', onKey, true);
    document.body.appendChild(shown);
    title.focus();
    return true;
  }
}

/** The inline script for the page's head. */
export const EARLY_TAPS_SCRIPT = `(${listenForEarlyTaps.toString()})();`;

/**
 * Once the page is live (hydrated, the diner's saved cart and language restored): each control tapped
 * while it was not is tapped again, in order, once. A control the hydrated page no longer has (another
 * screen rendered) is dropped: what it would have done is not on screen any more.
 */
export function replayEarlyTaps(): void {
  clearEarlyAnswers();
  const taps = window.__MESA_TAPS__?.splice(0) ?? [];
  for (const control of taps) {
    if (control.isConnected && control instanceof HTMLElement) control.click();
  }
}

/**
 * Takes away what was drawn before the page was live: the dialogs (`showEarlyDialog`; the live page
 * draws its own, the replayed tap opens the real one) and the marks of controls waiting for their tap.
 * A page that failed to go live must not stay covered, nor its controls look busy.
 */
export function clearEarlyAnswers(): void {
  document.querySelectorAll('[data-early-dialog-shown]').forEach((shown) => shown.remove());
  document
    .querySelectorAll('[data-early-pending]')
    .forEach((control) => control.removeAttribute('data-early-pending'));
}
