// Benchmark, not a test (`pnpm bench`): loads each route cold and warm under the Lighthouse
// mobile profile and reports medians; nothing fails on a number. docs/performance.md defines each metric.
// BENCH_RUNS (default 5) cold+warm pairs per route, BENCH_ROUTES=menu,landing to measure fewer routes.
import { cpus } from 'node:os';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.ts';
import { APP_PORTS, type AppName, ROOT, startApi, startApp, stopAll } from '../support/servers.ts';
import {
  captureCart,
  captureOwnOrder,
  opensOffline,
  type OfflineResult,
  tapToBadge,
} from './interactions.ts';
import {
  buildResult,
  markdownTable,
  type RouteRuns,
  TABLE_HEADER,
  tableRows,
  writeResult,
} from './report.ts';
import { FIRST_ACTIONS, firstTapAnswered, type FirstTap } from './first-tap.ts';
import { goalRows } from './goals.ts';
import { hostScriptMs } from './host-speed.ts';
import { PROFILE_LABEL } from './profile.ts';
import { isMounted, MENU_ROUTE as menu, selectedRoutes, SITE, type StoredStateKind } from './routes.ts';
import { coldAndWarm, type StoredStates } from './visit.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const msOrNever = (value: number | null) => (value === null ? 'never' : `${Math.round(value)} ms`);

async function main() {
  await stopAll();
  await startApi();
  await Promise.all((Object.keys(APP_PORTS) as AppName[]).map((app) => startApp(app)));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const started = Date.now();
  try {
    const hostScript = await hostScriptMs(browser);
    const hostSpeed = `host speed: the fixed script took ${Math.round(hostScript)} ms under the profile`;
    console.log(hostSpeed);
    const routes: RouteRuns[] = selectedRoutes().map((route) => ({
      id: route.id,
      url: route.url,
      mounted: isMounted(route),
      cold: [],
      warm: [],
    }));
    const measured = selectedRoutes().filter(isMounted);
    const needs = (kind: StoredStateKind) => measured.some((route) => route.storage === kind);
    const states: StoredStates = {
      cart: needs('cart') ? await captureCart(browser, menu) : undefined,
      ownOrder: needs('ownOrder') ? await captureOwnOrder(browser, SITE) : undefined,
    };
    // One unmeasured load of each route first: the API fills its caches, the servers their page cache.
    for (const route of measured) await (await coldAndWarm(browser, route, states)).page.context().close();

    const tapRunsMs: number[] = [];
    const firstTaps: Record<string, FirstTap[]> = {};
    // Runs interleave the routes, so a busy moment on this shared machine spreads over all of them.
    for (let run = 0; run < RUNS; run += 1) {
      for (const route of measured) {
        const pair = await coldAndWarm(browser, route, states);
        if (route.id === 'menu') tapRunsMs.push(await tapToBadge(pair.page));
        await pair.page.context().close();
        for (const action of FIRST_ACTIONS.filter((entry) => entry.route === route.id)) {
          const tap = await firstTapAnswered(browser, route, action.selector);
          (firstTaps[action.name] ??= []).push(tap);
          console.log(
            `run ${run + 1}/${RUNS} ${action.name}: painted ${Math.round(tap.paintedMs)} ms, first tap answered ${msOrNever(tap.answeredMs)}${tap.executedAtAnswer ? ` after ${Math.round(tap.executedAtAnswer.gzipBytes / 1024)} KB of JS` : ''}${tap.formLiveMs === null ? '' : `, its form live ${msOrNever(tap.formLiveMs)}`} (${tap.taps} taps)`,
          );
        }
        const target = routes.find((entry) => entry.id === route.id);
        target?.cold.push(pair.cold);
        target?.warm.push(pair.warm);
        console.log(
          `run ${run + 1}/${RUNS} ${route.id}: cold ${Math.round(pair.cold.readyMs)} ms, warm ${Math.round(pair.warm.readyMs)} ms`,
        );
      }
    }
    let offline: OfflineResult | null = null;
    if (measured.includes(menu)) offline = await opensOffline(browser, menu);

    const result = buildResult(
      {
        date: new Date().toISOString(),
        machine: `${cpus().length} cores, ${cpus()[0]?.model ?? 'unknown CPU'}`,
        profile: PROFILE_LABEL,
        runsPerLoad: RUNS,
        hostScriptMs: hostScript,
      },
      routes,
      tapRunsMs,
      offline,
      firstTaps,
    );
    const file = writeResult(ROOT, result);
    console.log(`\n${markdownTable(TABLE_HEADER, tableRows(routes))}\n`);
    console.log(
      `menu: tap "add" to cart badge changed ${result.menu.tapToBadgeMs === null ? '–' : `${Math.round(result.menu.tapToBadgeMs)} ms`} (median of ${tapRunsMs.length}); ` +
        `opens offline after a first visit: ${offline === null ? '–' : offline.opens ? 'yes' : `no (${offline.note})`}`,
    );
    console.log(`\n${markdownTable(['goal', 'now', 'goal', 'met'], goalRows(result))}`);
    console.log(`\nRequest chain of the last cold menu run:\n${result.chainOfLastColdMenuRun.join('\n')}`);
    // The other routes: only what waited on something else, which is what a slow route has to show.
    for (const [id, chain] of Object.entries(result.chainOfLastColdRun)) {
      const later = chain.filter((line) => !line.startsWith('1 '));
      if (id !== 'menu' && later.length > 0) console.log(`\n${id}, later steps:\n${later.join('\n')}`);
    }
    // Again at the end, beside the tables it qualifies.
    console.log(hostSpeed);
    console.log(`\n${file} written; ${Math.round((Date.now() - started) / 1000)} s in the browser.`);
  } finally {
    await browser.close();
    await stopAll();
  }
}

await main();
