import { useEffect, useRef, type RefObject } from 'react';

/**
 * The controls Tab may reach, as a selector: every screen that moves the focus itself picks from this one
 * list. Disabled controls and hidden inputs never take the focus; a `tabindex="-1"` element (a heading
 * marked as a landing) takes it only when given it, so it is not one of them.
 */
export const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The controls of `FOCUSABLE` inside `container`, in document order, as written (none left out). */
const controlsIn = (container: ParentNode): HTMLElement[] => [
  ...container.querySelectorAll<HTMLElement>(FOCUSABLE),
];

/**
 * The elements Tab may reach inside `container`, in document order: those laid out (a control inside a
 * `display: none` part has no box). Cheap enough to run on every Tab; jsdom lays nothing out, so its tests
 * give elements a box.
 */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return controlsIn(container).filter((element) => element.getClientRects().length > 0);
}

/**
 * Gives the focus to the first control inside `container` that `accepts` and that takes it, trying each
 * in turn: a control hidden, inert or disabled by its styles refuses, whatever its layout says (and
 * jsdom cannot tell the layout). Whether one took it.
 */
export function focusFirstIn(
  container: ParentNode,
  accepts: (element: HTMLElement) => boolean = () => true,
): boolean {
  return controlsIn(container).some((element) => accepts(element) && takesFocus(element));
}

/** Whether `element` took the focus when given it. */
export function takesFocus(element: HTMLElement): boolean {
  element.focus();
  return element.ownerDocument.activeElement === element;
}

/**
 * A modal's keyboard rules while `open`: the focus moves into `container` (to `initial`, else its first
 * control), Tab and Shift+Tab cycle inside it, Escape calls `onEscape`, and when it closes the focus goes
 * back to the element that had it before, or to `fallback` when that one can no longer take it (gone, or
 * disabled by what the dialog did). Dialogs that are not a native `<dialog>` use it.
 */
export function useModalFocus(
  container: RefObject<HTMLElement | null>,
  open: boolean,
  options: {
    onEscape?: () => void;
    initial?: RefObject<HTMLElement | null>;
    fallback?: RefObject<HTMLElement | null>;
  } = {},
): void {
  // The latest handler without re-running the effect (which would move the focus again).
  const onEscape = useRef(options.onEscape);
  useEffect(() => {
    onEscape.current = options.onEscape;
  });
  const { initial, fallback } = options;

  useEffect(() => {
    const box = container.current;
    if (!open || !box) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initial?.current ?? focusableIn(box)[0] ?? box).focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && onEscape.current) {
        event.preventDefault();
        onEscape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(box);
      const first = items[0];
      const last = items[items.length - 1];
      const current = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const outside = !box.contains(current);
      if (event.shiftKey && (outside || current === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (outside || current === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
      if (document.activeElement !== opener) fallback?.current?.focus();
    };
  }, [container, open, initial, fallback]);
}
