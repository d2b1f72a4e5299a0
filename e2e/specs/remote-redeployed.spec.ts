import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { collectPageErrors, errorsOnceHydrated, site } from '../support/page-errors.ts';
import { serverPage } from '../support/server-page.ts';
import { ROOT, startApp, stopServer } from '../support/servers.ts';
import { waitUntilKeptForOffline } from '../support/service-worker.ts';

test("rebuilding and serving only mf-checkout is picked up by the shell's server and by a reload of the page, through its service worker", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors = collectPageErrors(page);
  const label = `release-${Date.now().toString(36)}`;
  const outDir = join(ROOT, 'mf-checkout', 'dist-e2e');

  await page.goto(site('la-brasa', '/chapinero/delivery/order'));
  await expect(page.getByTestId('cart-page')).toBeVisible();
  await expect(page.getByText(label)).toHaveCount(0);
  // The worker controls the page and keeps the old checkout remote: the reload must still get the new one.
  // The cart page is the diner's own once their profile cookie is set (never kept): its branch reads are.
  await waitUntilKeptForOffline(page, { personalBranch: 'chapinero' });

  // A new build of the checkout remote alone, with a visible change; nothing else is rebuilt.
  // Both passes of the remote's build script: the browser build, then the server entry beside it.
  for (const pass of [['--emptyOutDir'], ['--mode', 'server']]) {
    execFileSync(
      'pnpm',
      ['--filter', './mf-checkout', 'exec', 'vite', 'build', '--outDir', outDir, ...pass],
      {
        cwd: ROOT,
        env: { ...process.env, VITE_BUILD_LABEL: label },
        stdio: 'inherit',
      },
    );
  }
  try {
    await stopServer('checkout');
    await startApp('checkout', outDir);
    // The shell's server, still running, renders the new build (once it has loaded it, within its budget).
    await expect
      .poll(async () => (await serverPage(page.url())).html, { timeout: 30_000 })
      .toContain(`data-build="${label}"`);
    await page.reload();
    await expect(page.getByTestId('cart-page')).toHaveAttribute('data-build', label);
    await expect(page.getByTestId('checkout-build')).toContainText(label);
  } finally {
    await stopServer('checkout');
    await startApp('checkout');
    rmSync(outDir, { recursive: true, force: true });
  }
  await page.reload();
  await expect(page.getByTestId('cart-page')).toBeVisible();
  await expect(page.getByText(label)).toHaveCount(0);

  // The server now holds both builds of the remote; a page whose stores travel in the HTML (the
  // policies page's branch slug) still hydrates with the data it was rendered with.
  await expect
    .poll(async () => (await serverPage(site('la-brasa', '/chapinero/politicas-servicio'))).render)
    .toBe('server');
  await page.goto(site('la-brasa', '/chapinero/politicas-servicio'));
  await expect(page.getByTestId('policies-page')).toContainText('Nequi');
  expect(await errorsOnceHydrated(page, errors)).toEqual([]);
});
