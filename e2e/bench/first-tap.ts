// The first tap answered: a diner taps a route's first action as soon as its content paints, and again
// every 100 ms until the page answers. How long after the navigation started does it answer?
import type { Browser } from 'playwright-core';
import { executedScripts, watchExecutedScripts, type ExecutedJs } from './executed-scripts.ts';
import { installProbes, KEEP_NAMES_SHIM, type ProbeRecord } from './page-probes.ts';
import { applyProfile, CONTEXT_OPTIONS } from './profile.ts';
import type { BenchRoute } from './routes.ts';

/** "Agregar" of the first product: it opens the product's dialog. */
const PRODUCT_ADD = '[data-testid="product"] .mn-product__actions button';

/** A first action measured: its name in the report, the route it is on, and the control (a CSS selector, its first match). */
export interface FirstAction {
  name: string;
  route: string;
  selector: string;
}

/**
 * The first actions measured, on the routes where a diner's first action is obvious: add a product, pick
 * a service or a branch, open the booking form. A link's answer is the next route on screen: its address
 * changed in the app, or, followed by the browser before the page was live, the next page painted. A
 * product's answer is its dialog.
 */
export const FIRST_ACTIONS: readonly FirstAction[] = [
  { name: 'menu', route: 'menu', selector: PRODUCT_ADD },
  { name: 'home', route: 'home', selector: PRODUCT_ADD },
  { name: 'on-table menu', route: 'on-table menu', selector: PRODUCT_ADD },
  { name: 'landing', route: 'landing', selector: '[data-testid="landing"] a.ld-link--service' },
  {
    name: 'landing, the booking form',
    route: 'landing',
    selector: '[data-testid="landing"] a.ld-link--service[data-service="service_book"]',
  },
  {
    name: 'branch selector',
    route: 'branch selector',
    selector: '[data-testid="branch-selector"] a.ld-branch',
  },
];

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

/** What the page tells the bench, through a binding (no round trip the busy page would hold back). */
type PageNews =
  /** The route's content painted, and the middle of the action then (null: not on the page yet). */
  | { kind: 'painted'; origin: number; at: number; middle: { x: number; y: number } | null }
  /** What the diner sees changed (see `watchForAnswer`), on the clock of the document at `origin`. */
  | { kind: 'answered'; origin: number; at: number };

/** The binding the page calls with its news (`PageNews`). */
const NEWS_BINDING = '__benchFirstTapNews';

/**
 * In the page from its first byte: the moment a dialog first enters the DOM (any: the one drawn before
 * the page is live counts, it answers the diner) or the app shows another route (the address changed),
 * and the moment the product's own dialog does. The paint of the route's content (the probes' record)
 * and the answer are told to the bench as they happen: a question from the bench is a task of the page's,
 * and under the 4x CPU profile it waited behind the boot's tasks (the first tap landed 90–350 ms after
 * the paint when the bench asked, every turn, whether the page had painted and where the action was).
 */
function watchForAnswer(selector: string): void {
  const mark: TapMarks = { at: null, formAt: null, address: null };
  (window as unknown as { __firstTap: TapMarks }).__firstTap = mark;
  const tell = (news: PageNews) =>
    // NEWS_BINDING's name: this function runs in the page, where nothing of this module is in scope.
    (window as unknown as Record<string, (news: PageNews) => void>)['__benchFirstTapNews']?.(news);
  /** Where the action's middle is now, scrolled into view as a finger would find it; null: not on the page. */
  const findAction = (): { x: number; y: number } | null => {
    const element = document.querySelector(selector);
    if (!element) return null;
    mark.address ??= location.href;
    element.scrollIntoView({ block: 'center' });
    const box = element.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  // For `lookAtPage`, which the bench runs in the page later.
  (window as unknown as { __firstTapAction: typeof findAction }).__firstTapAction = findAction;
  const record = (window as unknown as { __bench?: ProbeRecord }).__bench;
  if (record) {
    let painted: number | null = record.readyPaintedAt;
    Object.defineProperty(record, 'readyPaintedAt', {
      configurable: true,
      enumerable: true,
      get: () => painted,
      set: (at: number | null) => {
        painted = at;
        if (at !== null) tell({ kind: 'painted', origin: performance.timeOrigin, at, middle: findAction() });
      },
    });
  }
  new MutationObserver((_, observer) => {
    const moved = mark.address !== null && location.href !== mark.address;
    const answered = document.querySelector('[role="dialog"]') !== null || moved;
    if (mark.at === null && answered) {
      mark.at = performance.now();
      tell({ kind: 'answered', origin: performance.timeOrigin, at: mark.at });
    }
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
 * now (it may still move before the page is live: fonts, images; `watchForAnswer` finds it and scrolls it
 * into view, as a finger would).
 * Found with a CSS selector in the page's own world: a Playwright locator first compiles Playwright's
 * script into a world of its own, which under the 4x CPU profile held each tap back by 0.3–0.8 s.
 */
function lookAtPage(origin: number): PageLook {
  if (performance.timeOrigin !== origin) {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      kind: 'followed',
      paintedMs: paint ? performance.timeOrigin + paint.startTime - origin : null,
    };
  }
  const mark = (window as unknown as { __firstTap: TapMarks }).__firstTap;
  if (mark.at !== null) return { kind: 'same', answeredMs: mark.at, middle: null };
  const findAction = (window as unknown as { __firstTapAction: () => { x: number; y: number } | null })
    .__firstTapAction;
  return { kind: 'same', answeredMs: null, middle: findAction() };
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
    let onNews: (news: PageNews) => void = () => {};
    const news: PageNews[] = [];
    await context.exposeBinding(NEWS_BINDING, (_source, item: PageNews) => {
      news.push(item);
      onNews(item);
    });
    await context.addInitScript(watchForAnswer, actionSelector);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await applyProfile(cdp, { cacheDisabled: true });
    await watchExecutedScripts(cdp);
    /** The first news of this kind that `accept` takes, told already or to come. */
    const nextNews = <K extends PageNews['kind']>(
      kind: K,
      accept: (item: Extract<PageNews, { kind: K }>) => boolean = () => true,
    ) =>
      new Promise<Extract<PageNews, { kind: K }>>((resolve) => {
        const taken = (item: PageNews): item is Extract<PageNews, { kind: K }> =>
          item.kind === kind && accept(item as Extract<PageNews, { kind: K }>);
        const told = news.find(taken);
        if (told) return resolve(told);
        const previous = onNews;
        onNews = (item) => {
          previous(item);
          if (taken(item)) resolve(item);
        };
      });
    // A link the browser follows loads another document: that is looked at in the page (its first paint).
    let navigated = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigated = true;
    });
    await page.goto(route.url, { waitUntil: 'commit' });
    const painted = await Promise.race([
      nextNews('painted'),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 60_000)),
    ]);
    if (!painted) throw new Error(`${route.id}: the content never painted`);
    const { at: paintedMs, origin } = painted;
    // The painted document is the one navigated to: only a later navigation is another document.
    navigated = false;
    // Only the first document's answer: a link the browser followed is looked at below.
    const answeredNews = nextNews('answered', (item) => item.origin === origin);
    const started = Date.now();
    let taps = 0;
    let answeredMs: number | null = null;
    let followed = false;
    let executedAtAnswer: ExecutedJs | null = null;
    let middle = painted.middle;
    let answered: number | null = null;
    void answeredNews.then((item) => (answered = item.at));
    while (Date.now() - started < GIVE_UP_MS) {
      if (answered !== null) {
        answeredMs = answered;
        executedAtAnswer = await executedScripts(cdp, page);
        break;
      }
      // Another document, or no action found at the paint: the page is looked at (a round trip).
      if (navigated || !middle) {
        navigated = false;
        // Between documents the page has no context to look at: the next turn finds where it is.
        const look = await page.evaluate(lookAtPage, origin).catch(() => null);
        if (look?.kind === 'followed') {
          followed = true;
          answeredMs = look.paintedMs;
          if (answeredMs !== null) break;
          navigated = true;
        } else if (look && look.answeredMs !== null) {
          answered = look.answeredMs;
          continue;
        } else if (look?.middle) middle = look.middle;
        if (!middle || followed) {
          await page.waitForTimeout(20);
          continue;
        }
      }
      await page.mouse.click(middle.x, middle.y);
      taps += 1;
      // Unanswered for a while: the action may have moved (fonts, images); its middle is looked up again.
      if (taps % 5 === 0) middle = null;
      await Promise.race([answeredNews, page.waitForTimeout(TAP_EVERY_MS)]);
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
