// Runs inside the page from its first byte (addInitScript): records when the route's content appears and
// when its main control works, and the browser's own paint, layout-shift and long-task entries.
// Self-contained on purpose: Playwright serialises the function into the page.

/**
 * tsx compiles with esbuild's keepNames, which wraps named functions in a `__name(…)` helper that exists
 * in Node only: define it in the page before any serialised function runs there.
 */
export const KEEP_NAMES_SHIM = { content: 'globalThis.__name = (fn) => fn;' };

export interface ProbeTargets {
  readySelector: string;
  readyText: string;
  interactiveSelector: string;
}

export interface ProbeRecord {
  /** performance.now() when the ready content was first in the DOM, and the frame after (its paint). */
  readyAt: number | null;
  readyPaintedAt: number | null;
  interactiveAt: number | null;
  fcp: number | null;
  lcp: number | null;
  lcpElement: string | null;
  shifts: { startTime: number; value: number }[];
  longTasks: { startTime: number; duration: number }[];
}

export function installProbes(targets: ProbeTargets): void {
  const record: ProbeRecord = {
    readyAt: null,
    readyPaintedAt: null,
    interactiveAt: null,
    fcp: null,
    lcp: null,
    lcpElement: null,
    shifts: [],
    longTasks: [],
  };
  (window as unknown as { __bench: ProbeRecord }).__bench = record;

  const observe = (type: string, onEntry: (entry: PerformanceEntry) => void) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      // entry type not supported: the metric stays null
    }
  };
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') record.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => {
    const lcp = entry as PerformanceEntry & { element?: Element | null };
    record.lcp = entry.startTime;
    const element = lcp.element;
    record.lcpElement = element
      ? `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}`
      : null;
  });
  observe('layout-shift', (entry) => {
    const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
    if (!shift.hadRecentInput) record.shifts.push({ startTime: shift.startTime, value: shift.value });
  });
  observe('longtask', (entry) => {
    record.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  });

  // textContent, not innerText: reading it forces no layout, so watching does not slow the page down.
  const readyNow = () =>
    [...document.querySelectorAll(targets.readySelector)].some((element) =>
      element.textContent?.includes(targets.readyText),
    );
  const watcher = new MutationObserver(() => {
    if (record.readyAt !== null || !readyNow()) return;
    record.readyAt = performance.now();
    watcher.disconnect();
    // The content is painted in the next frame: a task queued from requestAnimationFrame runs after it.
    requestAnimationFrame(() =>
      setTimeout(() => {
        record.readyPaintedAt = performance.now();
      }, 0),
    );
  });
  watcher.observe(document, { subtree: true, childList: true, characterData: true });

  // React keeps an element's current props under `__reactProps$…` once it has committed or hydrated it:
  // a server-rendered button is on screen before that, but does nothing until then.
  const reactHandler = (element: Element | null, handler: string) => {
    if (!element) return false;
    const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
    const props = key
      ? (element as unknown as Record<string, Record<string, unknown> | undefined>)[key]
      : undefined;
    return typeof props?.[handler] === 'function';
  };
  const interactiveNow = () => {
    const element = document.querySelector<HTMLElement>(targets.interactiveSelector);
    if (!element || (element as HTMLButtonElement).disabled) return false;
    if (element.getBoundingClientRect().width === 0) return false;
    return reactHandler(element, 'onClick') || reactHandler(element.closest('form'), 'onSubmit');
  };
  // Checked every frame, not on mutations: hydration attaches handlers without changing the DOM.
  const poll = () => {
    if (interactiveNow()) record.interactiveAt = performance.now();
    else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}
