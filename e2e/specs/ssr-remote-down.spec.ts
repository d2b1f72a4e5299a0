import { expect, test } from '@playwright/test';
import { collectPageErrors, site } from '../support/page-errors.ts';
import { serverPage } from '../support/server-page.ts';
import { startApp, stopServer } from '../support/servers.ts';

const MENU = site('la-brasa', '/chapinero/menu');

test('with the menu remote down the page is rendered in the browser and offers a retry; once it is back the server renders it again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await stopServer('menu');
  try {
    const response = await page.goto(MENU);
    expect(response?.headers()['x-mesa-render']).toBe('client');
    // The shell still frames the page in the instance's theme and offers the route's retry.
    await expect(page.getByTestId('remote-retry')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: /Inicio de La Brasa/ })).toBeVisible();
    const themeColour = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mesa-color-theme').trim(),
    );
    expect(themeColour.toUpperCase()).toBe('#C8102E');
  } finally {
    await startApp('menu');
  }
  await expect.poll(async () => (await serverPage(MENU)).render, { timeout: 30_000 }).toBe('server');
  const response = await page.goto(MENU);
  expect(response?.headers()['x-mesa-render']).toBe('server');
  await expect(page.getByTestId('product').filter({ hasText: 'Bandeja paisa' })).toBeVisible();
  expect(errors).toEqual([]);
});
