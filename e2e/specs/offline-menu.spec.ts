import { expect, test } from '@playwright/test';
import { collectPageErrors, site } from '../support/page-errors.ts';
import { addToCart } from '../support/table-order.ts';
import { waitUntilKeptForOffline } from '../support/service-worker.ts';

test('after a first visit the menu opens offline and adds to the cart; a branch never opened says it is offline', async ({
  page,
  context,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(site('la-brasa', '/chapinero/menu'));
  await expect(page.getByTestId('product').filter({ hasText: 'Bandeja paisa' })).toBeVisible();
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  await waitUntilKeptForOffline(page);

  await context.setOffline(true);
  try {
    await page.reload();
    const bandeja = page.getByTestId('product').filter({ hasText: 'Bandeja paisa' });
    await expect(bandeja).toContainText('$ 38.000');
    await expect(page.getByTestId('offline-notice')).toContainText('Sin conexión');
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    // Styled as online: the page and the menu's stylesheets are there too.
    await expect(page.locator('header.mesa-header')).toHaveCSS('position', 'sticky');
    await expect(bandeja).toHaveCSS('display', 'flex');
    await addToCart(page, 'Bandeja paisa');
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    // Usaquén's menu was never loaded on this device: the page says why instead of staying blank.
    await page.goto(site('la-brasa', '/usaquen/menu'));
    await expect(page.getByTestId('offline-notice')).toContainText('Sin conexión');
    await expect(page.getByRole('alert')).toContainText('No pudimos cargar el menú.');
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    // This page is rendered in the browser from the kept shell page, which links the shell's stylesheet
    // (the served pages carry it written in): it was kept as well.
    await expect(page.locator('header.mesa-header')).toHaveCSS('position', 'sticky');
  } finally {
    await context.setOffline(false);
  }

  // Back online, the notice goes and the branch never opened loads.
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  await expect(page.getByTestId('product').first()).toBeVisible();
  expect(errors).toEqual([]);
});
