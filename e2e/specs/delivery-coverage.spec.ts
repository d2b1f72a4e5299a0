import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { collectPageErrors, site } from '../support/page-errors.ts';

async function openMyLocationAt(page: Page, latitude: number, longitude: number) {
  await page.context().grantPermissions(['geolocation'], { origin: site('la-brasa', '') });
  await page.context().setGeolocation({ latitude, longitude });
  await page.goto(site('la-brasa', '/my-location'));
}

test("a point inside 'Chapinero cercano' is delivered by Chapinero for 5000 COP; axe clean", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await openMyLocationAt(page, 4.6486, -74.0628);
  const zone = page.getByTestId('coverage-zone');
  await expect(zone).toContainText('Chapinero cercano');
  await expect(page.getByTestId('delivery-fee')).toHaveText(/\$\s?5\.000/);
  await expect(page.getByTestId('minimum-order')).toHaveText(/\$\s?20\.000/);
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Hacer mi pedido' }).click();
  await expect(page).toHaveURL(/\/chapinero(\?service=delivery)?$/);
  expect(errors).toEqual([]);
});

test("a point in 'Chapinero extendido' pays 8000 with its 30000 minimum", async ({ page }) => {
  await openMyLocationAt(page, 4.6686, -74.0628);
  await expect(page.getByTestId('coverage-zone')).toContainText('Chapinero extendido');
  await expect(page.getByTestId('delivery-fee')).toHaveText(/\$\s?8\.000/);
  await expect(page.getByTestId('minimum-order')).toHaveText(/\$\s?30\.000/);
});

test('a point in the sea gets the no-coverage alert with the nearest branch; axe clean', async ({ page }) => {
  await openMyLocationAt(page, 12.0, -77.0);
  const alert = page.getByTestId('no-coverage');
  await expect(alert).toContainText('No tenemos cobertura en la zona');
  await expect(alert).toContainText(/La Brasa El Poblado, a \d+([.,]\d)? km/);
  await expect(page.getByRole('button', { name: 'Agregar nueva dirección' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Continuar sin GPS' }).click();
  await expect(page).toHaveURL(/\/location$/);
});

test('without permission to read the position the page says GPS is inactive; axe clean', async ({ page }) => {
  const errors = collectPageErrors(page);
  const response = await page.goto(site('la-brasa', '/my-location'));
  // The page is rendered by the server and hydrates without a mismatch.
  expect(response?.headers()['x-mesa-render']).toBe('server');
  await expect(page.getByRole('alert')).toContainText('El GPS está inactivo');
  await expect(page.getByRole('link', { name: 'Continuar sin GPS' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('an address typed in the form: needs the full address and a reference, then its zone; axe clean', async ({
  page,
}) => {
  await openMyLocationAt(page, 12.0, -77.0);
  await page.getByRole('button', { name: 'Agregar nueva dirección' }).click();
  await page.getByLabel('Dirección', { exact: true }).fill('Chapinero');
  await page.getByRole('button', { name: 'Buscar dirección' }).click();
  await expect(page.getByText('Necesitamos la dirección completa.')).toBeVisible();
  await expect(page.getByText('Necesitamos una referencia adicional.')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByLabel('Dirección', { exact: true }).fill('Calle 999 # 1-1');
  await page.getByLabel('Barrio').fill('Atlantis');
  await page.getByLabel('Punto de referencia').fill('Portería azul');
  await page.getByRole('button', { name: 'Buscar dirección' }).click();
  await expect(page.getByRole('alert')).toContainText('No encontramos esa dirección');

  // The gazetteer reads the street grid: Calle 85 with Carrera 15 is in the extended zone.
  await page.getByLabel('Dirección', { exact: true }).fill('Calle 85 # 15-20');
  await page.getByLabel('Barrio').fill('Chicó');
  await page.getByRole('button', { name: 'Buscar dirección' }).click();
  await expect(page.getByTestId('coverage-zone')).toContainText('Chapinero extendido');
  await expect(page.getByTestId('delivery-fee')).toHaveText(/\$\s?8\.000/);
});
