import { expect, test } from '@playwright/test';
import { site } from '../support/page-errors.ts';
import { waitUntilKeptForOffline } from '../support/service-worker.ts';
import { switchRemote } from '../support/staff.ts';

test('booking is not available on Taquería Lupita while every other route works', async ({ page }) => {
  await page.goto(site('taqueria-lupita', '/roma-norte/reservar'));
  await expect(page.getByTestId('not-available')).toBeVisible();
  await expect(page.getByText('Las reservas no están disponibles en este sitio.')).toBeVisible();
  await expect(page.getByTestId('book-page')).toHaveCount(0);

  await page.goto(site('taqueria-lupita', '/roma-norte/menu'));
  await expect(page.getByTestId('product').first()).toBeVisible();
  await page.goto(site('taqueria-lupita', '/roma-norte/delivery/order'));
  await expect(page.getByTestId('cart-page')).toBeVisible();
  await page.goto(site('taqueria-lupita', '/location'));
  await expect(page.getByTestId('location-page')).toBeVisible();
  await page.goto(site('taqueria-lupita'));
  await expect(page.getByTestId('landing')).toBeVisible();
});

test('the staff switch turns a remote off and on again at the next page load, without a rebuild', async ({
  page,
}) => {
  await page.goto(site('la-brasa', '/chapinero/reservar'));
  await expect(page.getByTestId('book-page')).toBeVisible();
  // The worker controls the page and keeps this config: the switch must still be seen on reload.
  await waitUntilKeptForOffline(page);
  try {
    await switchRemote('la-brasa', 'booking', false);
    await page.reload();
    await expect(page.getByTestId('not-available')).toBeVisible();
    await expect(page.getByTestId('book-page')).toHaveCount(0);
  } finally {
    await switchRemote('la-brasa', 'booking', true);
  }
  await page.reload();
  await expect(page.getByTestId('book-page')).toBeVisible();
});
