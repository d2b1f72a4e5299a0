import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.ts';

// One worker: several specs stop, rebuild or switch off remotes that every other spec depends on.
export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // A diner in Colombia: a first visit honours the browser's language when the instance offers it, and
    // the specs read the demo in Spanish unless they set another (`test.use({ locale })`).
    locale: 'es-CO',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
