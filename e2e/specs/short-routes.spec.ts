import { expect, test } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { collectPageErrors, site } from '../support/page-errors.ts';

test('the short link opens the on-table menu with its table, keeping the campaign', async ({ page }) => {
  const errors = collectPageErrors(page);
  const landed = await page.goto(site('la-brasa', '/usaquen/md?mesa=U02&utm_source=qr'));
  // The shell's server answers the short link itself, before any render.
  const shortLink = await landed?.request().redirectedFrom()?.response();
  expect(shortLink?.status()).toBe(302);
  expect(await shortLink?.headerValue('location')).toBe('/usaquen/menu-digital?mesa=U02&utm_source=qr');
  await expect(page).toHaveURL(/\/usaquen\/menu-digital\?mesa=U02&utm_source=qr$/);
  await expect(page.getByTestId('table-name')).toHaveText('Mesa U02');
  expect(errors).toEqual([]);
});

test("/delivery opens the branch's Home with delivery chosen, or its plain Home when it does not deliver", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(site('la-brasa', '/chapinero/delivery'));
  await expect(page).toHaveURL(/\/chapinero\?service=delivery$/);
  await expect(page.getByTestId('home-service-delivery')).toHaveAttribute('aria-pressed', 'true');

  await page.goto(site('la-brasa', '/usaquen/delivery'));
  await expect(page).toHaveURL(/\/usaquen$/);
  await expect(page.getByTestId('branch-home')).toBeVisible();
  // Neither is mistaken for a product called "md" or "delivery".
  await expect(page.getByTestId('product-page')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('/cluvipay/ pays a table bill by its code through the only-pay page', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(site('la-brasa', '/cluvipay/'));
  const area = page.getByTestId('cluvipay');
  await expect(area.getByRole('heading', { name: 'Paga tu cuenta' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await area.getByRole('button', { name: 'Ver mi cuenta' }).click();
  await expect(area.getByText('Elige la sede donde estás.')).toBeVisible();
  await expect(area.getByText('Escribe el código de tu mesa.')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await area.getByLabel('Sede').selectOption({ label: 'La Brasa Usaquén' });
  await area.getByLabel('Código de la mesa').fill('U03');
  await area.getByRole('button', { name: 'Ver mi cuenta' }).click();
  await expect(page).toHaveURL(/\/usaquen\/solo-pago\?mesa=U03$/);
  expect(errors).toEqual([]);
});
