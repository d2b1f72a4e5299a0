import { useEffect, useState } from 'react';

/** What may take the focus: each is tried in turn, and one that is disabled or hidden refuses it. */
const CANDIDATES = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

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

const takes = (element: HTMLElement): boolean => {
  element.focus();
  return document.activeElement === element;
};

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
    const next = [...scope.querySelectorAll<HTMLElement>(CANDIDATES)].find(
      (element) => atOrAfter(element, place) && takes(element),
    );
    if (next) return;
    const landing = scope.querySelector<HTMLElement>('[tabindex="-1"]');
    if (landing && takes(landing)) return;
    scope = scope === box ? null : scopeOf(scope.parentElement, box);
  }
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
 * the next one of the same card), else to the card's heading, else to the screen's. A focus the person
 * moved elsewhere themselves (a tap outside any control included) is left alone.
 *
 * Returns the ref callback for the box. Cards are marked `data-focus-scope`, landings `tabIndex={-1}`.
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
        focusAfter(place, box);
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
