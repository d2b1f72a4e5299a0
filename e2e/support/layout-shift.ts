import type { Page } from '@playwright/test';

/** The layout shifts a diner saw without an input, and what moved in each (for a failure's message). */
export interface LayoutShifts {
  total: number;
  /** One line per shift: when, how much, and each moved element with its old and new box. */
  moved: string[];
}

/**
 * The page's layout shifts so far that came without an input (as the browser counts them for CLS),
 * summed: what a diner saw jump on its own.
 */
export function layoutShiftsSoFar(page: Page): Promise<LayoutShifts> {
  return page.evaluate(
    () =>
      new Promise<LayoutShifts>((resolve) => {
        const shifts: LayoutShifts = { total: 0, moved: [] };
        const name = (node: Node | null) => {
          if (!(node instanceof Element)) return node?.nodeName ?? '(gone)';
          const testId = node.getAttribute('data-testid');
          // The attribute, not `className`: an SVG element's is an object, not the class names.
          return `${node.tagName.toLowerCase()}${testId ? `[${testId}]` : ''}.${node.getAttribute('class') ?? ''}`;
        };
        const box = (rect: DOMRectReadOnly) =>
          `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            shifts.total += entry.value;
            const sources = (entry.sources ?? []).map(
              (source) => `${name(source.node)} ${box(source.previousRect)} → ${box(source.currentRect)}`,
            );
            shifts.moved.push(
              `${Math.round(entry.startTime)} ms, ${entry.value.toFixed(4)}: ${sources.join('; ')}`,
            );
          }
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // The buffered entries arrive in the observer's first callback, a task later.
        setTimeout(() => {
          observer.disconnect();
          resolve(shifts);
        }, 500);
      }),
  );
}
