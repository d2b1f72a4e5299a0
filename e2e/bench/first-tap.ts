// The first tap answered: a diner taps a route's first action as soon as its content paints, and again
// every 100 ms until the page answers. How long after the navigation started does it answer?
import type { Browser } from 'playwright-core';
import { installProbes, KEEP_NAMES_SHIM, type ProbeRecord } from './page-probes.ts';
import { applyProfile, CONTEXT_OPTIONS } from './profile.ts';
import type { BenchRoute } from './routes.ts';

/** Taps every 100 ms, as the comparison with other menu apps did; given up after this long. */
const TAP_EVERY_MS = 100;
const GIVE_UP_MS = 20_000;

export interface FirstTap {
  /** performance.now() when the route's content was painted (the taps start then). */
  paintedMs: number;
  /** performance.now() when what the diner sees changed (a dialog opened); null if it never did. */
  answeredMs: number | null;
  taps: number;
}

/** In the page from its first byte: the moment a dialog (the product's) first enters the DOM. */
function watchForDialog(): void {
  const mark = { at: null as number | null };
  (window as unknown as { __firstTap: typeof mark }).__firstTap = mark;
  new MutationObserver((_, observer) => {
    if (document.querySelector('[role="dialog"]')) {
      mark.at = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, childList: true });
}

/**
 * A cold load (no HTTP cache, no stored state) of `route` under the mobile profile; from the paint of its
 * content on, a real tap (mouse down and up at its middle, scrolled into view first) on the first
 * element `actionSelector` names, every 100 ms, until a dialog shows.
 */
export async function firstTapAnswered(
  browser: Browser,
  route: BenchRoute,
  actionSelector: string,
): Promise<FirstTap> {
  const context = await browser.newContext(CONTEXT_OPTIONS);
  try {
    await context.addInitScript(KEEP_NAMES_SHIM);
    await context.addInitScript(installProbes, {
      readySelector: route.readySelector,
      readyText: route.readyText,
      interactiveSelector: route.interactiveSelector,
    });
    await context.addInitScript(watchForDialog);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await applyProfile(cdp, { cacheDisabled: true });
    await page.goto(route.url, { waitUntil: 'commit' });
    const painted = await page.waitForFunction(
      () => (window as unknown as { __bench?: ProbeRecord }).__bench?.readyPaintedAt ?? null,
      undefined,
      { timeout: 60_000, polling: 20 },
    );
    const paintedMs = Number(await painted.jsonValue());
    const action = page.locator(actionSelector).first();
    const answered = () =>
      page.evaluate(() => (window as unknown as { __firstTap: { at: number | null } }).__firstTap.at);
    const started = Date.now();
    let taps = 0;
    while (Date.now() - started < GIVE_UP_MS) {
      if ((await answered()) !== null) break;
      // Where it is now: the page may still move it (fonts, images) before it is live.
      await action.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      const box = await action.boundingBox();
      if (box) {
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        taps += 1;
      }
      await page.waitForTimeout(TAP_EVERY_MS);
    }
    return { paintedMs, answeredMs: await answered(), taps };
  } finally {
    await context.close();
  }
}
