import type { Page } from '@playwright/test';

/**
 * The page's layout shifts so far that came without an input (as the browser counts them for CLS),
 * summed: what a diner saw jump on its own.
 */
export function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // The buffered entries arrive in the observer's first callback, a task later.
        setTimeout(() => {
          observer.disconnect();
          resolve(total);
        }, 500);
      }),
  );
}
