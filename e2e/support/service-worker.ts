import { expect, type Page } from '@playwright/test';

/** What the shell's worker keeps: hashed build files, remote manifests and entries, config/branch/menu reads. */
const KEPT = [
  /\/assets\/[^/]+-[A-Za-z0-9_-]{8}\.(?:js|css)$/,
  /\/remoteEntry(?:-[A-Za-z0-9_-]{8})?\.js$/,
  /\/mf-manifest\.json$/,
  /\/experience\/[^/]+\/config$/,
  /\/api\/suppliers\/[^/]+(?:\/menu)?\.json$/,
];

/**
 * Waits until the service worker controls the page and keeps the page itself and everything the page
 * has loaded that it should keep: from then on the same screen opens offline. `personalBranch`: the page
 * is rendered with the diner's own data by now (their session's table order), which is never kept; the
 * client-rendered page answers its address offline, with that branch and its menu, which the worker
 * kept instead.
 */
export async function waitUntilKeptForOffline(
  page: Page,
  { personalBranch }: { personalBranch?: string } = {},
): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect
    .poll(async () => {
      const loaded = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => entry.name),
      );
      // A server-rendered page holds its own data (no API read): the page itself is kept then.
      const ownPage = personalBranch
        ? []
        : await page.evaluate(() => ('__MESA_SSR__' in window ? [location.href] : []));
      const wanted = [
        '/index.html',
        ...ownPage,
        ...loaded.filter((url) => KEPT.some((kept) => kept.test(url))),
      ];
      return page.evaluate(
        async ({ urls, branchReads }) => {
          const missing: string[] = [];
          for (const url of urls) if (!(await caches.match(url, { ignoreVary: true }))) missing.push(url);
          const keys = (
            await Promise.all((await caches.keys()).map(async (name) => (await caches.open(name)).keys()))
          ).flat();
          for (const read of branchReads) {
            if (!keys.some((request) => new URL(request.url).pathname === read)) missing.push(read);
          }
          return missing;
        },
        {
          urls: wanted,
          branchReads: personalBranch
            ? [`/api/suppliers/${personalBranch}.json`, `/api/suppliers/${personalBranch}/menu.json`]
            : [],
        },
      );
    })
    .toEqual([]);
}
