import { expect, test } from '@playwright/test';
import { site } from '../support/page-errors.ts';

test('La Brasa shows its landing page in its theme colour with its logo', async ({ page }) => {
  await page.goto(site('la-brasa'));
  const landing = page.getByTestId('landing');
  await expect(landing).toBeVisible();
  // Link buttons from the instance config: service links first, custom labels win.
  const links = landing.getByRole('link');
  await expect(landing.getByRole('link', { name: /Reserva tu mesa/ })).toBeVisible();
  await expect(landing.getByRole('link', { name: /Nuestras fotos/ })).toBeVisible();
  const names = await links.allInnerTexts();
  const firstExternal = names.findIndex((name) => /Nuestras fotos|Carta en PDF/.test(name));
  const lastService = Math.max(
    ...['Domicilio', 'Reserva tu mesa', 'Para llevar'].map((label) =>
      names.findIndex((name) => name.includes(label)),
    ),
  );
  expect(firstExternal).toBeGreaterThan(lastService);

  const themeColour = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mesa-color-theme').trim().toUpperCase(),
  );
  expect(themeColour).toBe('#C8102E');
  // The colour is really used by what the diner sees, not only declared.
  const painted = await page.evaluate(() =>
    [...document.querySelectorAll('a, button')].some((element) => {
      const style = getComputedStyle(element);
      return [style.backgroundColor, style.color, style.borderColor].includes('rgb(200, 16, 46)');
    }),
  );
  expect(painted).toBe(true);

  const logo = page.locator('img[src$="la-brasa-logo.svg"]').first();
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page).toHaveTitle(/La Brasa/);
});

test('a locked instance shows only the inactive-site page and loads no remote', async ({ page }) => {
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (/mf-manifest\.json|remoteEntry\.js/.test(request.url())) remoteRequests.push(request.url());
  });
  await page.goto(site('cafe-cerrado'));
  await expect(page.getByTestId('inactive-site')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Este sitio no está activo' })).toBeVisible();
  await page.goto(site('cafe-cerrado', '/centro/menu'));
  await expect(page.getByTestId('inactive-site')).toBeVisible();
  await expect(page.getByTestId('menu-page')).toHaveCount(0);
  expect(remoteRequests).toEqual([]);
});
