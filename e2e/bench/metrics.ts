// Turns what the page recorded (page-probes.ts) and its resource timings into the benchmark's numbers.
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import type { ProbeRecord } from './page-probes.ts';
import { PROFILE } from './profile.ts';
import { REMOTE_PORTS } from 'shared-contracts/federation';

export interface Timed {
  name: string;
  startTime: number;
  responseEnd: number;
  initiatorType: string;
}

export interface VisitMetrics {
  /** First meaningful content painted (ms from navigation start). */
  readyMs: number;
  fcpMs: number | null;
  lcpMs: number | null;
  lcpElement: string | null;
  cls: number;
  tbtMs: number;
  interactiveMs: number;
  jsGzipBytes: number;
  /** Each script counted in jsGzipBytes, largest first (the last-result.json tells where the bytes go). */
  jsFiles: JsFile[];
  jsRequests: number;
  requests: number;
  steps: number;
  chain: string[];
  /** Requests the visit made to the staff console's origin: diners must never load any of it. */
  staffRequests: number;
}

const STAFF_ORIGIN = new RegExp(`^https?://[^/]+:${REMOTE_PORTS.staff}/`);

/**
 * Depth of a request = 1 + the deepest request that had finished before it started. Only requests that
 * went to the network count: under the profile each one takes at least a round trip, so one that took
 * less was answered from a cache (resource timing cannot say so itself for another origin's files).
 */
export function sequentialSteps(requests: Timed[], roundTripMs: number): Map<string, number> {
  const sorted = requests
    .filter((request) => request.responseEnd - request.startTime >= roundTripMs)
    .sort((a, b) => a.startTime - b.startTime);
  const depth = new Map<string, number>();
  for (const request of sorted) {
    let parent = 0;
    for (const other of sorted) {
      if (other === request || other.responseEnd > request.startTime + 1) continue;
      parent = Math.max(parent, depth.get(other.name) ?? 0);
    }
    depth.set(request.name, parent + 1);
  }
  return depth;
}

/** Lighthouse's CLS: the largest burst of shifts, each burst ending after 1 s without one or at 5 s. */
export function cumulativeLayoutShift(shifts: { startTime: number; value: number }[]): number {
  let worst = 0;
  let current = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    if (shift.startTime - previous > 1000 || shift.startTime - windowStart > 5000) {
      current = 0;
      windowStart = shift.startTime;
    }
    current += shift.value;
    previous = shift.startTime;
    worst = Math.max(worst, current);
  }
  return worst;
}

/** Sum of each long task's time past 50 ms, counting only its part between `from` and `to`. */
export function totalBlockingTime(
  tasks: { startTime: number; duration: number }[],
  from: number,
  to: number,
): number {
  let total = 0;
  for (const task of tasks) {
    const start = Math.max(task.startTime, from);
    const end = Math.min(task.startTime + task.duration, to);
    total += Math.max(0, end - start - 50);
  }
  return total;
}

interface JsFile {
  file: string;
  gzipBytes: number;
}

const gzipSizes = new Map<string, number>();
/** gzip -9 size of a script, fetched once per URL (hashed names: the same URL is the same bytes). */
export async function gzipSize(url: string): Promise<number> {
  // Node does not resolve *.localhost as Chromium does; every app also answers on plain localhost.
  const local = url.replace(/\/\/[^/:]+\.localhost/, '//localhost');
  const cached = gzipSizes.get(local);
  if (cached !== undefined && /\/assets\//.test(local)) return cached;
  const body = Buffer.from(await (await fetch(local)).arrayBuffer());
  const size = gzipSync(body, { level: 9 }).length;
  gzipSizes.set(local, size);
  return size;
}

const shortName = (url: string) => url.replace(/^https?:\/\//, '');

async function readPage(page: Page) {
  return page.evaluate(() => {
    const record = (window as unknown as { __bench: ProbeRecord }).__bench;
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
      (entry) => ({
        name: entry.name,
        startTime: entry.startTime,
        responseEnd: entry.responseEnd,
        initiatorType: entry.initiatorType,
      }),
    );
    return {
      record,
      requests: [
        {
          name: nav.name,
          startTime: 0,
          responseEnd: nav.responseEnd,
          initiatorType: 'navigation',
        },
        ...resources,
      ],
    };
  });
}

/** Reads a visit that has reached its ready and interactive moments. */
export async function collectVisit(page: Page): Promise<VisitMetrics> {
  const { record, requests } = await readPage(page);
  if (record.readyAt === null || record.interactiveAt === null) throw new Error('visit not ready yet');
  const readyMs = record.readyPaintedAt ?? record.readyAt;
  const usableAt = Math.max(record.interactiveAt, readyMs);
  // A request started after the content was in the DOM cannot have been needed for it.
  const readyInDom = record.readyAt;
  const beforeReady = requests.filter((request) => request.startTime < readyInDom);
  const depth = sequentialSteps(beforeReady, PROFILE.rttMs);
  const scripts = requests.filter(
    (request) => request.startTime < usableAt && /\.m?js(\?|$)/.test(request.name),
  );
  const jsFiles: JsFile[] = [];
  for (const script of scripts)
    jsFiles.push({ file: shortName(script.name), gzipBytes: await gzipSize(script.name) });
  const jsGzipBytes = jsFiles.reduce((sum, file) => sum + file.gzipBytes, 0);
  return {
    readyMs,
    fcpMs: record.fcp,
    lcpMs: record.lcp,
    lcpElement: record.lcpElement,
    cls: cumulativeLayoutShift(record.shifts),
    tbtMs: totalBlockingTime(record.longTasks, record.fcp ?? 0, usableAt),
    interactiveMs: record.interactiveAt,
    jsGzipBytes,
    jsFiles: jsFiles.sort((a, b) => b.gzipBytes - a.gzipBytes),
    jsRequests: scripts.length,
    requests: beforeReady.length,
    steps: Math.max(0, ...depth.values()),
    chain: [...depth.entries()]
      .sort((a, b) => a[1] - b[1])
      .map(([name, level]) => `${level} ${shortName(name)}`),
    staffRequests: requests.filter((request) => STAFF_ORIGIN.test(request.name)).length,
  };
}
