import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, errorsOnceHydrated, site } from '../support/page-errors.ts';
import { serverPage } from '../support/server-page.ts';
import { ROOT } from '../support/servers.ts';
import { changeRemote, pinRelease } from '../support/staff.ts';

const BRASA_CART = site('la-brasa', '/chapinero/delivery/order');
const LUPITA_CART = site('taqueria-lupita', '/roma-norte/delivery/order');

/** The build label the cart page shows (`data-build`), as the browser renders it after hydration. */
async function buildShown(page: Page, url: string): Promise<string | null> {
  await page.goto(url);
  const cart = page.getByTestId('cart-page');
  await expect(cart).toBeVisible();
  return cart.getAttribute('data-build');
}

test('a new checkout released to la-brasa alone (a canary) while taqueria-lupita keeps the current one, then rolled back with one call', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors = collectPageErrors(page);
  const release = `canary-${Date.now().toString(36)}`;
  const label = `release-${release}`;
  // Published beside the current build, as a deploy pipeline would: nothing else is rebuilt or restarted.
  execFileSync('node', ['scripts/release-remote.mjs', 'checkout', release], {
    cwd: ROOT,
    env: { ...process.env, VITE_BUILD_LABEL: label },
    stdio: 'inherit',
  });
  try {
    // A release that is not published is refused, and changes nothing.
    expect((await changeRemote('la-brasa', 'checkout', { release: `${release}-typo` })).status).toBe(409);

    await pinRelease('la-brasa', 'checkout', release);
    // The shell's server renders the canary for la-brasa (once its config and the release are loaded)...
    await expect
      .poll(async () => (await serverPage(BRASA_CART)).html, { timeout: 30_000 })
      .toContain(`data-build="${label}"`);
    // ...and the current build for everyone else, on the server and in the browser.
    await expect.poll(async () => (await serverPage(LUPITA_CART)).render, { timeout: 30_000 }).toBe('server');
    expect((await serverPage(LUPITA_CART)).html).not.toContain(label);
    expect(await buildShown(page, BRASA_CART)).toBe(label);
    await expect(page.getByTestId('checkout-build')).toContainText(label);
    expect(await buildShown(page, LUPITA_CART)).not.toBe(label);

    // The rollback: one call, no rebuild; the next page load has the current build again.
    await pinRelease('la-brasa', 'checkout', null);
    await expect
      .poll(async () => (await serverPage(BRASA_CART)).html, { timeout: 30_000 })
      .not.toContain(label);
    expect(await buildShown(page, BRASA_CART)).not.toBe(label);
    await expect(page.getByText(label)).toHaveCount(0);
    expect(await errorsOnceHydrated(page, errors)).toEqual([]);
  } finally {
    await pinRelease('la-brasa', 'checkout', null);
    rmSync(join(ROOT, 'mf-checkout', 'releases', release), { recursive: true, force: true });
  }
});
