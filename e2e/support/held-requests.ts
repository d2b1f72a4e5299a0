import type { Page, Request } from '@playwright/test';

/**
 * Holds the requests `url` matches (those `which` picks: all by default) until `release()`: the real
 * requests, answered late, never faked. `held()` counts the ones that were held.
 */
export async function holdRequests(
  page: Page,
  url: Parameters<Page['route']>[0],
  which: (request: Request) => boolean = () => true,
): Promise<{ release: () => void; held: () => number }> {
  let held = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    if (which(route.request())) {
      held += 1;
      await released;
    }
    await route.continue();
  });
  return { release, held: () => held };
}
