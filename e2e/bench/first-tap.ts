// The first tap answered: a diner taps a route's first action as soon as its content paints, and again
// every 100 ms until the page answers. How long after the navigation started does it answer?
import type { Browser } from 'playwright-core';
import { executedScripts, watchExecutedScripts, type ExecutedJs } from './executed-scripts.ts';
import { installProbes, KEEP_NAMES_SHIM, type ProbeRecord } from './page-probes.ts';
import { applyProfile, CONTEXT_OPTIONS } from './profile.ts';
import type { BenchRoute } from './routes.ts';

/** "Agregar" of the first product: it opens the product's dialog. */
const PRODUCT_ADD = '[data-testid="product"] .mn-product__actions button';

/**
 * The routes whose first action is measured, and that action (a CSS selector, its first match): add a
 * product, pick a service, pick a branch. A link's answer is the next route on screen: its address
 * changed in the app, or, followed by the browser before the page was live, the next page painted. A
 * product's answer is its dialog.
 */
export const FIRST_ACTIONS: Readonly<Record<string, string>> = {
  menu: PRODUCT_ADD,
  'on-table menu': PRODUCT_ADD,
  landing: '[data-testid="landing"] a.ld-link--service',
  'branch selector': '[data-testid="branch-selector"] a.ld-branch',
};

/** Taps every 100 ms, as the comparison with other menu apps did; given up after this long. */
const TAP_EVERY_MS = 100;
const GIVE_UP_MS = 20_000;

export interface FirstTap {
  /** performance.now() when the route's content was painted (the taps start then). */
  paintedMs: number;
  /**
   * performance.now() when what the diner sees changed (a dialog opened: before the page is live, the one
   * drawn from the product's card; or the app went to the link's route); null if it never did. A control
   * that only shows it is waiting for the page has not answered.
   */
  answeredMs: number | null;
  /** performance.now() when the product's own dialog, its form working, was in the page; null if never. */
  formLiveMs: number | null;
  /**
   * The JavaScript the page had run when it answered (read right after); null when it never answered or
   * answered with another page (the browser followed a link: that page's scripts are another story).
   */
  executedAtAnswer: ExecutedJs | null;
  taps: number;
}

interface TapMarks {
  at: number | null;
  formAt: number | null;
  /** The page's address when the first tap landed (a route the app changes by itself before is not an answer). */
  address: string | null;
}

/**
 * In the page from its first byte: the moment a dialog first enters the DOM (any: the one drawn before
 * the page is live counts, it answers the diner) or the app shows another route (the address changed),
 * and the moment the product's own dialog does.
 */
function watchForAnswer(): void {
  const mark: TapMarks = { at: null, formAt: null, address: null };
  (window as unknown as { __firstTap: TapMarks }).__firstTap = mark;
  new MutationObserver((_, observer) => {
    const moved = mark.address !== null && location.href !== mark.address;
    const answered = document.querySelector('[role="dialog"]') !== null || moved;
    if (mark.at === null && answered) mark.at = performance.now();
    if (document.querySelector('[data-testid="product-dialog"]')) {
      mark.formAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, childList: true });
}

/** What one look at the page finds (`lookAtPage`). */
type PageLook =
  /** Another document than the first (a link the browser followed): its first paint on the first's clock. */
  | { kind: 'followed'; paintedMs: number | null }
  /** The first document: when it answered, and where the action is now (null when not on the page). */
  | { kind: 'same'; answeredMs: number | null; middle: { x: number; y: number } | null };

/**
 * In the page, in one call (each call to the page is a round trip that would hold the next tap back): is
 * it still the document whose clock starts at `origin`; if so, has it answered, and where is the action
 * now (it may still move before the page is live: fonts, images; scrolled into view as a finger would).
 * Found with a CSS selector in the page's own world: a Playwright locator first compiles Playwright's
 * script into a world of its own, which under the 4x CPU profile held each tap back by 0.3–0.8 s.
 */
function lookAtPage({ origin, selector }: { origin: number; selector: string }): PageLook {
  if (performance.timeOrigin !== origin) {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      kind: 'followed',
      paintedMs: paint ? performance.timeOrigin + paint.startTime - origin : null,
    };
  }
  const mark = (window as unknown as { __firstTap: TapMarks }).__firstTap;
  if (mark.at !== null) return { kind: 'same', answeredMs: mark.at, middle: null };
  const element = document.querySelector(selector);
  if (!element) return { kind: 'same', answeredMs: null, middle: null };
  mark.address ??= location.href;
  element.scrollIntoView({ block: 'center' });
  const box = element.getBoundingClientRect();
  return { kind: 'same', answeredMs: null, middle: { x: box.x + box.width / 2, y: box.y + box.height / 2 } };
}

/**
 * A cold load (no HTTP cache, no stored state) of `route` under the mobile profile; from the paint of its
 * content on, a real tap (mouse down and up at its middle, scrolled into view first) on the first
 * element the CSS selector `actionSelector` names, every 100 ms, until the page answers.
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
    await context.addInitScript(watchForAnswer);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await applyProfile(cdp, { cacheDisabled: true });
    await watchExecutedScripts(cdp);
    await page.goto(route.url, { waitUntil: 'commit' });
    const painted = await page.waitForFunction(
      () => (window as unknown as { __bench?: ProbeRecord }).__bench?.readyPaintedAt ?? null,
      undefined,
      { timeout: 60_000, polling: 20 },
    );
    const paintedMs = Number(await painted.jsonValue());
    const origin = await page.evaluate(() => performance.timeOrigin);
    const started = Date.now();
    let taps = 0;
    let answeredMs: number | null = null;
    let followed = false;
    let executedAtAnswer: ExecutedJs | null = null;
    while (Date.now() - started < GIVE_UP_MS) {
      // Between documents the page has no context to look at: the next turn finds where it is.
      const look = await page.evaluate(lookAtPage, { origin, selector: actionSelector }).catch(() => null);
      if (look?.kind === 'followed') {
        followed = true;
        answeredMs = look.paintedMs;
        if (answeredMs !== null) break;
      } else if (look && look.answeredMs !== null) {
        answeredMs = look.answeredMs;
        executedAtAnswer = await executedScripts(cdp, page);
        break;
      } else if (look?.middle) {
        await page.mouse.click(look.middle.x, look.middle.y);
        taps += 1;
        await page.waitForTimeout(TAP_EVERY_MS);
        continue;
      }
      await page.waitForTimeout(20);
    }
    // The form goes live when the page does: waited for (no more taps), unless it never answered or
    // answered with another route.
    if (followed || answeredMs === null || actionSelector !== PRODUCT_ADD)
      return { paintedMs, answeredMs, formLiveMs: null, executedAtAnswer, taps };
    const formLive = await page
      .waitForFunction(() => (window as unknown as { __firstTap: TapMarks }).__firstTap.formAt, undefined, {
        timeout: GIVE_UP_MS,
        polling: 50,
      })
      .then(async (handle) => Number(await handle.jsonValue()))
      .catch(() => null);
    return { paintedMs, answeredMs, formLiveMs: formLive, executedAtAnswer, taps };
  } finally {
    await context.close();
  }
}
