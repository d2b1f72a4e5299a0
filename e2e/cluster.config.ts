import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.ts';

// The site as many processes behind nginx (`pnpm start:cluster`), apart from the main suite: its own
// servers and ports, so the two never share a process. One worker: a spec kills processes of the cluster.
export default defineConfig({
  testDir: './cluster-specs',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  globalSetup: './support/cluster-setup.ts',
  globalTeardown: './support/cluster-teardown.ts',
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    locale: 'es-CO',
    viewport: { width: 390, height: 844 },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
