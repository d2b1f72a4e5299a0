import type { Page } from '@playwright/test';

/**
 * Collects uncaught page errors and hydration mismatches (the shell logs those as `[hydration]`), so
 * a spec can assert that bad input broke nothing and a server-rendered page hydrated cleanly.
 */
export function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('[hydration]')) {
      errors.push(new Error(`${message.text().split('\n')[0]} (on ${page.url()})`));
    }
  });
  return errors;
}

export const site = (instance: string, path = '/') => `http://${instance}.localhost:5173${path}`;

/**
 * Waits until the page has hydrated (the shell lifts `inert` from `#root` once React committed), so a
 * mismatch, which React reports only then, is in the list before a spec reads it.
 */
export async function errorsOnceHydrated(page: Page, errors: Error[]): Promise<Error[]> {
  await hydrated(page);
  return errors;
}

/** Resolves once React has hydrated the page: before that its controls are inert (no handlers yet). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
}

/**
 * The page has read the diner's stored state (right after hydration) and rendered what it decides:
 * its session is stored (made, or read, after that) and a frame has passed.
 */
export async function storageRead(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForFunction(() => localStorage.getItem('mesa:v1:session') !== null);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}
