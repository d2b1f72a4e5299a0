// The speed goals the browser benchmark reports against: each one's figure from this run, and whether it is met.
import { FIRST_ACTIONS } from './first-tap.ts';
import type { BenchResult, Medians } from './report.ts';

interface Goal {
  what: string;
  /** The figure this run measured, or null when the route was not measured. */
  read: (result: BenchResult) => number | null;
  limit: number;
  format: (value: number) => string;
  /**
   * A stricter figure shown beside the goals, not a goal itself: how far the whole page is from live, held to a
   * goal's limit so the distance shows. Reported "over"/"under", never "no".
   */
  reference?: true;
}

const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const kilobytes = (value: number) => `${Math.round(value / 1024)} KB`;
const millis = (value: number) => `${Math.round(value)} ms`;

const of = (result: BenchResult, route: string, load: 'cold' | 'warm', key: keyof Medians) =>
  result.routes.find((entry) => entry.id === route)?.[load]?.[key] ?? null;

export const GOALS: readonly Goal[] = [
  ...FIRST_ACTIONS.map(({ name }): Goal => ({
    what: `${name}, cold: first tap answered`,
    read: (result) => result.firstTap[name]?.answeredMs ?? null,
    limit: 1300,
    format: seconds,
  })),
  // The dialog that answers the first tap may be the one drawn before the page is live; its form works
  // when the page does. Held to the same limit, so the table shows how far the live page still is.
  ...['menu', 'on-table menu'].map((route): Goal => ({
    what: `${route}, cold: that dialog's form working`,
    read: (result) => result.firstTap[route]?.formLiveMs ?? null,
    limit: 1300,
    format: seconds,
    reference: true,
  })),
  // What a diner's first tap waited for: the page answers it before its bundle runs.
  ...['menu', 'home', 'on-table menu'].map((route): Goal => ({
    what: `${route}, cold: JS run before the first tap was answered`,
    read: (result) => result.firstTap[route]?.executedGzipBytes ?? null,
    limit: 170 * 1024,
    format: kilobytes,
  })),
  // Blocking time on every route whose first action is measured: a tap that lands in a long task waits for it.
  ...[...new Set(FIRST_ACTIONS.map((action) => action.route))].map((route): Goal => ({
    what: `${route}, cold: TBT`,
    read: (result) => of(result, route, 'cold', 'tbtMs'),
    limit: 150,
    format: millis,
  })),
  // The goal counts the JavaScript run before the first tap is answered (above); this is all of it, until the
  // whole page is live.
  {
    what: 'menu, cold: JS gzip before interactive',
    read: (r) => of(r, 'menu', 'cold', 'jsGzipBytes'),
    limit: 170 * 1024,
    format: kilobytes,
    reference: true,
  },
  { what: 'menu, cold: LCP', read: (r) => of(r, 'menu', 'cold', 'lcpMs'), limit: 1500, format: seconds },
  {
    what: 'menu, warm: first product painted',
    read: (r) => of(r, 'menu', 'warm', 'readyMs'),
    limit: 800,
    format: seconds,
  },
  { what: 'menu: tap "add" → badge', read: (r) => r.menu.tapToBadgeMs, limit: 100, format: millis },
  ...['my order', 'checkout', 'table order', 'checkout cart'].map((route): Goal => ({
    what: `${route}, cold: content painted (rendered with the diner's profile)`,
    read: (result) => of(result, route, 'cold', 'readyMs'),
    limit: 1500,
    format: seconds,
  })),
];

/**
 * One row per goal: what, the figure, the limit, met (– when this run did not measure it). A reference row says
 * "reference: under" or "reference: over" instead of yes or no.
 */
export function goalRows(result: BenchResult): string[][] {
  return GOALS.map((goal) => {
    const value = goal.read(result);
    const limit = `≤ ${goal.format(goal.limit)}`;
    if (value === null) return [goal.what, '–', limit, '–'];
    const shown = Number.isFinite(value) ? goal.format(value) : 'never';
    const within = value <= goal.limit;
    if (goal.reference) return [goal.what, shown, limit, within ? 'reference: under' : 'reference: over'];
    return [goal.what, shown, limit, within ? 'yes' : 'no'];
  });
}
