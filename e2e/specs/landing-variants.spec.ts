import { expect, test } from '@playwright/test';
import { site } from '../support/page-errors.ts';

test('an instance whose only link is on-table goes straight to the on-table menu', async ({ page }) => {
  await page.goto(site('mesa-directa'));
  await expect(page).toHaveURL(/\/providencia\/menu/);
  const chorrillana = page.getByTestId('product').filter({ hasText: 'Chorrillana para dos' });
  // Chilean pesos: es-CL, no decimals.
  await expect(chorrillana).toContainText('$14.990');
  // The diner's service is on-table, kept for the next requests and reloads.
  const stored = await page.evaluate(() => localStorage.getItem('mesa:v1:order'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ service: 'on_table' });
});

test('changing the language saves it, reloads, and every remote speaks it', async ({ page }) => {
  await page.goto(site('hotel-mirador'));
  await expect(page.getByRole('heading', { name: 'Síguenos' })).toBeVisible();
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'English' }).click()]);
  await expect(page.getByRole('heading', { name: 'Follow us' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.goto(site('hotel-mirador', '/miraflores/menu'));
  const ceviche = page.getByTestId('product').filter({ hasText: 'Ceviche clásico' });
  await expect(ceviche.getByRole('button', { name: /Add/ })).toBeVisible();
  // Prices follow the currency's locale (PEN → es-PE), not the interface language.
  await expect(ceviche).toContainText(/S\/\s?48\.50/);
  await page.goto(site('hotel-mirador', '/miraflores/reservar'));
  await expect(page.getByLabel('Number of people')).toBeVisible();
});

test('a language the instance does not offer falls back to its own language', async ({ page }) => {
  await page.goto(site('mesa-directa', '/providencia/menu'));
  await page.evaluate(() => localStorage.setItem('mesa:v1:customer-lang', JSON.stringify('pt')));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    page
      .getByTestId('product')
      .first()
      .getByRole('button', { name: /Agregar/ }),
  ).toBeVisible();
});

test('delivery on a one-branch instance selects that branch and opens its Home after a second', async ({
  page,
}) => {
  await page.goto(site('taqueria-lupita'));
  await page.getByRole('link', { name: 'A domicilio' }).click();
  await expect(page.getByText('Te llevamos a Lupita Roma Norte')).toBeVisible();
  await expect(page.getByText('Aún no hay ciudades con domicilio.')).toHaveCount(0);
  await expect(page).toHaveURL(/\/roma-norte$/);
  await expect(page.getByTestId('product').first()).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('mesa:v1:order'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ service: 'delivery' });
});
