import type { Page } from '@playwright/test';

/** Collects uncaught page errors, so a spec can assert that bad input broke nothing. */
export function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

export const site = (instance: string, path = '/') => `http://${instance}.localhost:5173${path}`;
