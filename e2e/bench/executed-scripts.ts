// Which JavaScript a page has run so far, from V8's own coverage: a script counts once its top level has run
// (a module fetched or preloaded but not yet evaluated does not).
import { gzipSync } from 'node:zlib';
import type { CDPSession, Page } from 'playwright-core';
import { gzipSize } from './metrics.ts';

interface ScriptCoverage {
  url: string;
  functions: { functionName: string; ranges: { startOffset: number; count: number }[] }[];
}

/** Starts counting before the page's first script: call before the navigation. */
export async function watchExecutedScripts(cdp: CDPSession): Promise<void> {
  await cdp.send('Profiler.enable');
  // Binary coverage: a function ran or not, which is all this asks and the cheapest to collect.
  await cdp.send('Profiler.startPreciseCoverage', { callCount: false, detailed: false });
}

export interface ExecutedJs {
  /** gzip -9 bytes of every script file whose top level has run, and of the page's inline scripts. */
  gzipBytes: number;
  files: string[];
}

/**
 * The JavaScript `page` has run until now: the files whose top level ran (their gzip -9 size, as the
 * bench counts JS everywhere) and the page's inline scripts (they run as the HTML is parsed).
 */
export async function executedScripts(cdp: CDPSession, page: Page): Promise<ExecutedJs> {
  const { result } = (await cdp.send('Profiler.takePreciseCoverage')) as unknown as {
    result: ScriptCoverage[];
  };
  const pageUrl = page.url().split('#')[0];
  const files = [
    ...new Set(
      result
        .filter(
          (script) =>
            /^https?:/.test(script.url) &&
            script.url !== pageUrl &&
            script.functions.some((fn) => fn.ranges[0]?.startOffset === 0 && fn.ranges[0].count > 0),
        )
        .map((script) => script.url),
    ),
  ];
  const inline = await page.evaluate(() =>
    Array.from(document.querySelectorAll('script:not([src])'), (script) => script.textContent ?? ''),
  );
  let gzipBytes = inline.reduce((sum, text) => sum + gzipSync(text, { level: 9 }).length, 0);
  for (const file of files) gzipBytes += await gzipSize(file);
  return { gzipBytes, files };
}
