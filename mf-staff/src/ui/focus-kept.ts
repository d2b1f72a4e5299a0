import { useEffect, useState } from 'react';
import { focusFirstIn, takesFocus } from 'shared-contracts';

/** Where a control stood: among `parent`'s children, right after `previous` (or first, when none). */
interface Place {
  parent: Node;
  previous: Node | null;
}

/** Whether `element` stands at the place or after it, in document order. */
function atOrAfter(element: Element, { parent, previous }: Place): boolean {
  if (previous?.isConnected) {
    return (
      (previous.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 &&
      !previous.contains(element)
    );
  }
  return (
    parent.contains(element) ||
    (parent.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
  );
}

/** The part of the screen a control belongs to (a card), else the whole screen `box`. */
const scopeOf = (node: Node | null, box: HTMLElement): HTMLElement | null => {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  const scope = element?.closest<HTMLElement>('[data-focus-scope]');
  return scope && box.contains(scope) ? scope : box;
};

/**
 * Gives the focus to what comes after `place`: the next control of its card, else the card's landing
 * (its first element with `tabindex="-1"`, its heading), else the same in the card around it, up to the
 * screen's own landing.
 */
function focusAfter(place: Place, box: HTMLElement): void {
  let scope = scopeOf(place.parent, box);
  while (scope) {
    // Each control is tried in turn: one hidden or disabled refuses the focus, whatever jsdom lays out.
    if (focusFirstIn(scope, (element) => atOrAfter(element, place))) return;
    const landing = scope.querySelector<HTMLElement>('[tabindex="-1"]');
    if (landing && takesFocus(landing)) return;
    scope = scope === box ? null : scopeOf(scope.parentElement, box);
  }
}

/**
 * The card the removed `control` belonged to, when the same card (the same `data-focus-key`) now stands
 * elsewhere on the screen: a change moved it (an order to its next column) and the page drew it anew there.
 */
function movedCard(control: HTMLElement, box: HTMLElement): HTMLElement | null {
  // The control is detached with its card around it, so its own ancestors still say which card it was.
  const key = control.closest<HTMLElement>('[data-focus-key]')?.dataset.focusKey;
  if (key === undefined) return null;
  return (
    [...box.querySelectorAll<HTMLElement>('[data-focus-key]')].find(
      (card) => card.dataset.focusKey === key,
    ) ?? null
  );
}

/**
 * Gives the focus to a moved card in its new place: its landing (its heading), else its first control.
 *
 * Someone on a keyboard who moved an order on (prepared, packed, on its way) is still dealing with that
 * order: the cash to collect at handover, a call to the customer, cancelling it. The column it left is
 * not where their attention is, and landing on the next card there would leave them on another
 * customer's order without a word. So the focus follows the order to its new column, on its heading
 * rather than on its new button: a second Enter pressed as a reflex moves nothing further (the next step
 * is a new decision, taken when the courier arrives); Tab reaches its buttons. The screen's live region
 * says which column it is in now, which the heading alone does not.
 */
function focusMoved(card: HTMLElement): boolean {
  const landing = card.querySelector<HTMLElement>('[tabindex="-1"]');
  if (landing && takesFocus(landing)) return true;
  return focusFirstIn(card);
}

/** Where the removed `control` stood, from the removals that took it (itself or a block around it). */
function placeOfRemoved(control: Node, records: MutationRecord[]): Place | null {
  const record = records.find((one) =>
    [...one.removedNodes].some((node) => node === control || node.contains(control)),
  );
  return record ? { parent: record.target, previous: record.previousSibling } : null;
}

/**
 * Keeps the keyboard's focus on the screen in `box` when the control that had it goes: a change the
 * control made removed it (a delivered line's button, a settled payment, an answered call) or turned it
 * `disabled`. Browsers then drop the focus to the page's body, and the next Tab starts from the top of
 * the page; instead it goes to what now stands where the control stood (the control that replaced it,
 * the next one of the same card), else to the card's heading, else to the screen's. A card the change
 * moved elsewhere on the screen (the same `data-focus-key`) takes the focus with it, on its heading. A focus
 * the person moved elsewhere themselves (a tap outside any control included) is left alone.
 *
 * Returns the ref callback for the box. Cards are marked `data-focus-scope` (and `data-focus-key` when they
 * move), landings `tabIndex={-1}`.
 */
export function useFocusKept(): (box: HTMLElement | null) => void {
  const [box, setBox] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!box) return undefined;
    let held: HTMLElement | null = null;
    const onFocusIn = (event: FocusEvent) => {
      held = event.target instanceof HTMLElement ? event.target : null;
    };
    // Focus moved away by the person (a tap on the page's background): that control is no longer theirs.
    // A control removed or disabled meanwhile is the observer's, which runs first.
    const onFocusOut = (event: FocusEvent) => {
      const left = event.target;
      setTimeout(() => {
        const stays = held !== null && held === left && held.isConnected && !held.matches(':disabled');
        // A window that lost the focus (another app) keeps its element focused: nothing to forget.
        if (stays && document.activeElement !== held) held = null;
      }, 0);
    };
    const observer = new MutationObserver((records) => {
      const control = held;
      if (!control) return;
      const active = document.activeElement;
      if (active && active !== document.body && active !== control) return;
      const place = placeOfRemoved(control, records);
      if (control.isConnected && !control.matches(':disabled')) {
        // Moved (a card reordered): still the same control, which the move made lose the focus.
        if (active !== control && place) control.focus();
        return;
      }
      if (control.isConnected) {
        held = null;
        focusAfter({ parent: control.parentNode ?? box, previous: control }, box);
      } else if (place) {
        held = null;
        const moved = movedCard(control, box);
        if (!moved || !focusMoved(moved)) focusAfter(place, box);
      }
    });
    observer.observe(box, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    box.addEventListener('focusin', onFocusIn);
    box.addEventListener('focusout', onFocusOut);
    return () => {
      observer.disconnect();
      box.removeEventListener('focusin', onFocusIn);
      box.removeEventListener('focusout', onFocusOut);
    };
  }, [box]);
  return setBox;
}
