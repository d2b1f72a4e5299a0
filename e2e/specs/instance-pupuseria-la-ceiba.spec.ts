import { expect, test } from '@playwright/test';
import { PHONE, card } from '../support/diner-steps.ts';
import { journey } from '../support/journey.ts';
import { collectPageErrors, errorsOnceHydrated, site } from '../support/page-errors.ts';

// The demo's Salvadoran instance, seen as a diner on a phone: its name, its colour, El Salvador's words
// where they differ from Colombia's, and its menu in US dollars.
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

const LA_CEIBA_GREEN = 'rgb(27, 107, 58)';

test('Pupusería La Ceiba: its name and colour, sucursales, prices in dollars, a pupusa into the cart', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const diner = journey('la ceiba take-away menu');
  await page.goto(site('pupuseria-la-ceiba'));
  const landing = page.getByTestId('landing');
  await expect(landing).toBeVisible();
  await expect(page).toHaveTitle(/Pupusería La Ceiba/);
  const logo = page.locator('img[src$="la-ceiba-logo.svg"]').first();
  await expect(logo).toBeVisible();

  // The theme colour is declared and painted on the service buttons.
  const themeColour = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mesa-color-theme').trim().toUpperCase(),
  );
  expect(themeColour).toBe('#1B6B3A');
  await expect(page.locator('.ld-link--service').first()).toHaveCSS('background-color', LA_CEIBA_GREEN);

  // El Salvador says sucursales where Colombia says sedes.
  await expect(page.getByTestId('branches-button')).toHaveText('Nuestras sucursales');

  // Take-away at the only branch opens that branch's menu.
  await diner.tap(landing.getByRole('link', { name: 'Para llevar' }));
  await expect(page).toHaveURL(/\/san-benito\/menu\?service=take_away$/);
  const revuelta = card(page, 'Pupusa revuelta');
  // Dollars with cents, as Intl writes them for USD.
  await expect(revuelta).toContainText('$1.25');
  await expect(card(page, 'Curtido extra')).toContainText('$0.50');
  await diner.tap(revuelta.getByRole('button', { name: /^Agregar / }));
  const dialog = page.getByRole('dialog', { name: 'Pupusa revuelta' });
  await diner.tap(dialog.getByRole('button', { name: /Agregar al/ }));
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Carrito, 1 producto/ })).toBeVisible();
  expect(await errorsOnceHydrated(page, errors)).toEqual([]);
  diner.done();
});
