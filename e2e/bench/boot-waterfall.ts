// Benchmark (not a test): how many sequential request steps and how many JavaScript bytes (gzip) the
// menu route needs before its first product paints, on a throttled mobile profile (DESIGN.md section 6:
// 150 ms RTT, 1.6 Mbps, 4x CPU slowdown). Run with `pnpm bench` (builds first).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.ts';
import { APP_PORTS, type AppName, ROOT, startApi, startApp, stopAll } from '../support/servers.ts';

const URL_TO_MEASURE = process.env.BENCH_URL ?? 'http://la-brasa.localhost:5173/chapinero/menu';
const READY_TEXT = process.env.BENCH_READY_TEXT ?? 'Bandeja paisa';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

interface Timed {
  name: string;
  startTime: number;
  responseEnd: number;
  initiatorType: string;
}

/** Depth of a request = 1 + the deepest request that had finished before it started. */
export function sequentialSteps(requests: Timed[]): Map<string, number> {
  const sorted = [...requests].sort((a, b) => a.startTime - b.startTime);
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

async function measureOnce() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript((text: string) => {
    const mark = () => {
      if (document.body?.innerText.includes(text)) {
        (window as unknown as { __readyAt?: number }).__readyAt ??= performance.now();
        return true;
      }
      return false;
    };
    new MutationObserver(mark).observe(document, { subtree: true, childList: true, characterData: true });
  }, READY_TEXT);
  await page.goto(URL_TO_MEASURE);
  await page.getByText(READY_TEXT).first().waitFor({ timeout: 60_000 });
  const result = await page.evaluate(() => {
    const readyAt = (window as unknown as { __readyAt?: number }).__readyAt ?? performance.now();
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
      readyAt,
      requests: [
        { name: nav.name, startTime: 0, responseEnd: nav.responseEnd, initiatorType: 'navigation' },
        ...resources,
      ],
    };
  });
  await browser.close();
  const beforePaint = result.requests.filter((request) => request.startTime < result.readyAt);
  const depth = sequentialSteps(beforePaint);
  const steps = Math.max(...depth.values());
  const scripts = beforePaint.filter((request) => /\.m?js(\?|$)/.test(request.name));
  let jsGzipBytes = 0;
  for (const script of scripts) {
    // Node does not resolve *.localhost as Chromium does; every app also answers on plain localhost.
    const url = script.name.replace(/\/\/[^/:]+\.localhost/, '//localhost');
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    jsGzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return {
    readyMs: Math.round(result.readyAt),
    steps,
    requests: beforePaint.length,
    jsRequests: scripts.length,
    jsGzipBytes,
    chain: [...depth.entries()]
      .sort((a, b) => a[1] - b[1])
      .map(
        ([name, level]) =>
          `${level} ${name.replace(/^https?:\/\/[^/]+/, (origin) => origin.replace('http://', ''))}`,
      ),
  };
}

async function main() {
  await stopAll();
  await startApi();
  await Promise.all((Object.keys(APP_PORTS) as AppName[]).map((app) => startApp(app)));
  try {
    await measureOnce(); // warm-up: the API fills its caches
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measureOnce());
    const median = <T>(values: T[], key: (value: T) => number) =>
      values.map(key).sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const summary = {
      url: URL_TO_MEASURE,
      profile: '150 ms RTT, 1.6 Mbps down, 4x CPU slowdown, 390x844 mobile viewport, cache disabled',
      runs: RUNS,
      medianReadyMs: median(runs, (run) => run.readyMs),
      steps: median(runs, (run) => run.steps),
      requestsBeforePaint: median(runs, (run) => run.requests),
      jsRequestsBeforePaint: median(runs, (run) => run.jsRequests),
      jsGzipBytesBeforePaint: median(runs, (run) => run.jsGzipBytes),
      chainOfLastRun: runs.at(-1)?.chain ?? [],
    };
    writeFileSync(join(ROOT, 'e2e', 'bench', 'last-result.json'), `${JSON.stringify(summary, null, 2)}\n`);
    console.log(JSON.stringify({ ...summary, chainOfLastRun: undefined }, null, 2));
    console.log(summary.chainOfLastRun.join('\n'));
  } finally {
    await stopAll();
  }
}

await main();
