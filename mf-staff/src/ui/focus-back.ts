import { useEffect, useState, type RefObject } from 'react';

/**
 * When the block in `box` closes, gives the focus back to the control that opened it. The console's
 * screens swap that control for the block (`confirming ? <ConfirmBlock …/> : <ActionButton …/>`), so by
 * then it is often gone and a new one with the same name stands in its place in the same card: that one
 * gets the focus. The opener is read in the first render, before the swap reaches the page
 * (`useModalFocus` reads it in its effect, too late for a swapped control). A focus that is already
 * somewhere (a tap elsewhere) is left alone.
 */
export function useFocusBack(box: RefObject<HTMLElement | null>): void {
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  useEffect(() => {
    const card = box.current?.parentElement;
    return () => {
      const active = document.activeElement;
      if (!opener || (active && active !== document.body)) return;
      if (opener instanceof HTMLElement && opener.isConnected) {
        opener.focus();
        return;
      }
      if (!card?.isConnected) return;
      const twin = [...card.querySelectorAll<HTMLElement>(opener.tagName)].find(
        (element) => element.textContent === opener.textContent,
      );
      twin?.focus();
    };
  }, [box, opener]);
}
