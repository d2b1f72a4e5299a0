import { useEffect, useRef } from 'react';

/**
 * Moves the focus to `target()` each time `count` grows while the screen is on show: a model counts the
 * times the diner's action asks for it (a send refused, a way back to the form), so asking again moves it
 * again even when nothing else on screen changed. The count a screen mounts with is past: it moves nothing.
 */
export function useFocusWhenCounted(count: number, target: () => HTMLElement | null | undefined): void {
  const seen = useRef(count);
  useEffect(() => {
    if (count > seen.current) target()?.focus();
    seen.current = count;
  }, [count, target]);
}
