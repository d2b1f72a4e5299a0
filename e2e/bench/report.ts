// Medians of the runs, the table printed at the end, and e2e/bench/last-result.json.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OfflineResult } from './interactions.ts';
import type { FirstTap } from './first-tap.ts';
import type { VisitResult } from './visit.ts';

export type LoadKind = 'cold' | 'warm';

export interface RouteRuns {
  id: string;
  url: string;
  mounted: boolean;
  cold: VisitResult[];
  warm: VisitResult[];
}

type NumberKey = {
  [Key in keyof VisitResult]: VisitResult[Key] extends number | null ? Key : never;
}[keyof VisitResult];

const MEDIAN_KEYS = [
  'readyMs',
  'fcpMs',
  'lcpMs',
  'cls',
  'tbtMs',
  'interactiveMs',
  'jsGzipBytes',
  'jsRequests',
  'requests',
  'steps',
  'responses',
  'fromCache',
  'staffRequests',
] as const satisfies readonly NumberKey[];

export type Medians = Record<(typeof MEDIAN_KEYS)[number], number | null>;

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

export function medians(runs: VisitResult[]): Medians {
  const entries = MEDIAN_KEYS.map((key) => {
    const values = runs.map((run) => run[key]).filter((value): value is number => value !== null);
    return [key, median(values)];
  });
  return Object.fromEntries(entries) as Medians;
}

const ms = (value: number | null) => (value === null ? '–' : `${(value / 1000).toFixed(2)} s`);
const whole = (value: number | null) => (value === null ? '–' : `${Math.round(value)}`);
const kb = (value: number | null) => (value === null ? '–' : `${Math.round(value / 1024)} KB`);

export const TABLE_HEADER = [
  'route',
  'load',
  'first content painted',
  'FCP',
  'LCP',
  'CLS',
  'TBT',
  'interactive',
  'JS gzip before interactive',
  'requests before content',
  'sequential steps',
  'from cache',
  'staff console requests',
];

export function tableRows(routes: RouteRuns[]): string[][] {
  const rows: string[][] = [];
  for (const route of routes) {
    if (!route.mounted) {
      rows.push([route.id, 'not mounted yet', ...TABLE_HEADER.slice(2).map(() => '')]);
      continue;
    }
    for (const kind of ['cold', 'warm'] as const) {
      const m = medians(route[kind]);
      rows.push([
        route.id,
        `${kind} (${route[kind].length})`,
        ms(m.readyMs),
        ms(m.fcpMs),
        ms(m.lcpMs),
        m.cls === null ? '–' : m.cls.toFixed(3),
        m.tbtMs === null ? '–' : `${Math.round(m.tbtMs)} ms`,
        ms(m.interactiveMs),
        kb(m.jsGzipBytes),
        whole(m.requests),
        whole(m.steps),
        `${whole(m.fromCache)}/${whole(m.responses)}`,
        whole(m.staffRequests),
      ]);
    }
  }
  return rows;
}

export const markdownTable = (header: string[], rows: string[][]) =>
  [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');

export interface BenchResult {
  date: string;
  machine: string;
  /** The fixed script of `host-speed.ts` under the profile, in ms: how fast this machine was that day. */
  hostScriptMs: number;
  profile: string;
  runsPerLoad: number;
  routes: (Omit<RouteRuns, 'cold' | 'warm'> & {
    cold: Medians | null;
    warm: Medians | null;
    runs: { cold: Omit<VisitResult, 'chain'>[]; warm: Omit<VisitResult, 'chain'>[] };
  })[];
  menu: { tapToBadgeMs: number | null; tapRunsMs: number[]; offline: OfflineResult | null };
  /** Per route whose first action is measured: the median moment it answered, and each cold run. */
  firstTap: Record<
    string,
    {
      answeredMs: number | null;
      formLiveMs: number | null;
      /** gzip -9 bytes of the JavaScript run when the page answered (null: it answered with another page). */
      executedGzipBytes: number | null;
      runs: FirstTap[];
    }
  >;
  chainOfLastColdMenuRun: string[];
  /** Every route's last cold load: each request with its step in the chain (1: named by the page). */
  chainOfLastColdRun: Record<string, string[]>;
}

const withoutChain = ({ chain: _chain, ...rest }: VisitResult) => rest;

export function buildResult(
  base: Pick<BenchResult, 'date' | 'machine' | 'hostScriptMs' | 'profile' | 'runsPerLoad'>,
  routes: RouteRuns[],
  tapRunsMs: number[],
  offline: OfflineResult | null,
  firstTaps: Record<string, FirstTap[]>,
): BenchResult {
  const menu = routes.find((route) => route.id === 'menu');
  return {
    ...base,
    routes: routes.map(({ cold, warm, ...route }) => ({
      ...route,
      cold: cold.length ? medians(cold) : null,
      warm: warm.length ? medians(warm) : null,
      runs: { cold: cold.map(withoutChain), warm: warm.map(withoutChain) },
    })),
    menu: { tapToBadgeMs: median(tapRunsMs), tapRunsMs, offline },
    firstTap: Object.fromEntries(
      Object.entries(firstTaps).map(([id, runs]) => [
        id,
        // A run that never answered counts as the longest wait, not as a missing one.
        {
          answeredMs: median(runs.map((run) => run.answeredMs ?? Number.POSITIVE_INFINITY)),
          formLiveMs: median(runs.map((run) => run.formLiveMs ?? Number.POSITIVE_INFINITY)),
          executedGzipBytes: median(
            runs.flatMap((run) => (run.executedAtAnswer ? [run.executedAtAnswer.gzipBytes] : [])),
          ),
          runs,
        },
      ]),
    ),
    chainOfLastColdMenuRun: menu?.cold.at(-1)?.chain ?? [],
    chainOfLastColdRun: Object.fromEntries(routes.map((route) => [route.id, route.cold.at(-1)?.chain ?? []])),
  };
}

export function writeResult(root: string, result: BenchResult): string {
  const file = join(root, 'e2e', 'bench', 'last-result.json');
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}
