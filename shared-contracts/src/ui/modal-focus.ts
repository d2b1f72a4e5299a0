import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements Tab may reach inside `container`, in document order (hidden ones left out). */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
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
