// How fast this machine runs a page's JavaScript under the profile's CPU slowdown, so runs on different
// machines (or the same machine on a busy day) can be told apart: the same CPU model name may be shared
// by hosts that run a page at half the speed.
import type { Browser } from 'playwright-core';
import { applyProfile, CONTEXT_OPTIONS } from './profile.ts';
import { median } from './report.ts';

/**
 * Plain text, so the page runs exactly this (the bench's TypeScript loader would add helpers of its own to
 * a function handed over instead).
 */
const WORKLOAD = `(() => {
  const started = performance.now();
  const products = Array.from({ length: 20000 }, (_, id) => ({
    id,
    name: 'Producto ' + id,
    price: () => id * 100,
    tags: ['menu', 'category-' + (id % 12)],
  }));
  const text = JSON.stringify(products.map(({ price, ...rest }) => ({ ...rest, price: price() })));
  JSON.parse(text)
    .filter((product) => /Producto \\d*7$/.test(product.name))
    .sort((a, b) => b.name.localeCompare(a.name));
  return performance.now() - started;
})()`;

/**
 * A fixed script of the kind a page's boot runs (objects and closures made, JSON written and read,
 * strings matched), run five times in a blank page under the profile: the median time in ms.
 */
export async function hostScriptMs(browser: Browser): Promise<number> {
  const context = await browser.newContext(CONTEXT_OPTIONS);
  try {
    const page = await context.newPage();
    await applyProfile(await context.newCDPSession(page), { cacheDisabled: true });
    const times: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      times.push(await page.evaluate<number>(WORKLOAD));
    }
    return median(times) ?? 0;
  } finally {
    await context.close();
  }
}
