import { expect, test } from '@playwright/test';
import { site } from '../support/page-errors.ts';
import { startApp, stopServer } from '../support/servers.ts';

test('with the booking server down its routes offer a retry, the menu keeps working, retry recovers', async ({
  page,
}) => {
  await stopServer('booking');
  try {
    await page.goto(site('la-brasa', '/chapinero/reservar'));
    await expect(page.getByTestId('remote-retry')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();

    // The rest of the site keeps working in the same page: client-side navigation to the branch's menu.
    await page.getByRole('link', { name: /Inicio de La Brasa/ }).click();
    await expect(page).toHaveURL(/\/chapinero$/);
    await expect(page.getByTestId('product').first()).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('remote-retry')).toBeVisible({ timeout: 20_000 });
  } finally {
    await startApp('booking');
  }
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByTestId('book-page')).toBeVisible({ timeout: 20_000 });
});
