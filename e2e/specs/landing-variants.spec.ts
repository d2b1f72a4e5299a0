import { expect, test } from '@playwright/test';
import { site } from '../support/page-errors.ts';

test('an instance whose only link is on-table goes straight to the on-table route', async ({ page }) => {
  await page.goto(site('mesa-directa'));
  await expect(page).toHaveURL(/\/providencia\/menu-digital$/);
  const chorrillana = page.getByTestId('product').filter({ hasText: 'Chorrillana para dos' });
  // Chilean pesos: es-CL, no decimals.
  await expect(chorrillana).toContainText('$14.990');
  // The diner's service is on-table, kept for the next requests and reloads.
  const stored = await page.evaluate(() => localStorage.getItem('mesa:v1:order'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ service: 'on_table' });
});

test('changing the language in the modal saves it, reloads, and every remote speaks it', async ({ page }) => {
  await page.goto(site('hotel-mirador'));
  await expect(page.getByRole('heading', { name: 'Síguenos' })).toBeVisible();
  await page.getByTestId('language-button').click();
  const modal = page.getByRole('dialog', { name: 'Idioma' });
  // The switcher's order is es, en, pt: the instance offers all three.
  await expect(modal.getByRole('button')).toHaveText(['×', 'Español', 'English', 'Português']);
  await Promise.all([page.waitForEvent('load'), modal.getByRole('button', { name: 'English' }).click()]);
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

test('the language modal lists only the instance’s languages', async ({ page }) => {
  await page.goto(site('taqueria-lupita'));
  await page.getByTestId('language-button').click();
  const modal = page.getByRole('dialog', { name: 'Idioma' });
  await expect(modal.getByRole('button', { name: /Español|English|Português/ })).toHaveText([
    'Español',
    'English',
  ]);
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
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
  await page.getByRole('button', { name: 'A domicilio' }).click();
  await expect(page.getByTestId('landing-redirecting')).toHaveText('Te llevamos a Lupita Roma Norte…');
  // Still on the landing during the pause, then Home.
  await expect(page).toHaveURL(site('taqueria-lupita'));
  await expect(page).toHaveURL(/\/roma-norte$/);
  await expect(page.getByTestId('product').first()).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('mesa:v1:order'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ service: 'delivery' });
});

test('taqueria-lupita shows its contact button, which lists its branch on WhatsApp', async ({ page }) => {
  await page.goto(site('taqueria-lupita'));
  await page.getByTestId('contact-button').click();
  await expect(page).toHaveURL(/\/branch-whatsapp$/);
  const chat = page.getByRole('link', { name: /Lupita Roma Norte/ });
  await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
  await expect(chat).toHaveAttribute('target', '_blank');
  await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  // La Brasa has the flag off.
  await page.goto(site('la-brasa'));
  await expect(page.getByTestId('landing')).toBeVisible();
  await expect(page.getByTestId('contact-button')).toHaveCount(0);
});

test('menu-nuevo: on-table on a basic branch of a new-menu-v3 instance leaves for the new menu', async ({
  page,
}) => {
  await page.goto(site('menu-nuevo'));
  await page.getByRole('link', { name: 'En mesa' }).click();
  await expect(page).toHaveURL(site('menu-nuevo', '/newmenu/san-salvador/on_table/basic'));
  // Take-away on the same branch is not guarded.
  await page.goto(site('menu-nuevo'));
  await page.getByRole('link', { name: 'Para llevar' }).click();
  await expect(page).toHaveURL(/\/san-salvador\/menu\?service=take_away$/);
  await expect(page.getByTestId('product').first()).toBeVisible();
});

test('delivery with several branches in one city: the city lookup picks its first branch and Home opens after a second', async ({
  page,
}) => {
  // zumeria-tropical delivers from two branches, both in Cali.
  // The installed clock flows with real time until it is paused: paused, a slow machine cannot let the
  // one-second pause run out between two steps. Pausing a minute ahead runs the preload screen's timers.
  const start = new Date('2026-03-02T12:00:00-05:00');
  await page.clock.install({ time: start });
  await page.goto(site('zumeria-tropical'));
  await expect(page.getByTestId('landing')).toBeVisible();
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  const cities = page.waitForResponse((response) => response.url().includes('/api/v2/search_cities.json'));
  await page.getByRole('button', { name: 'Jugos a domicilio' }).click();
  expect((await cities).ok()).toBe(true);
  // One city: no location modal, the first delivering branch is announced.
  await expect(page.getByTestId('landing-redirecting')).toHaveText('Te llevamos a Zumería Granada…');
  await expect(page.getByRole('dialog', { name: '¿Dónde estás?' })).toHaveCount(0);
  await page.clock.runFor(900);
  await expect(page).toHaveURL(site('zumeria-tropical'));
  await page.clock.runFor(200);
  await expect(page).toHaveURL(/\/granada$/);
  await page.clock.resume();
  await expect(page.getByRole('heading', { level: 1, name: 'Zumería Granada' })).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('mesa:v1:order'));
  expect(JSON.parse(stored ?? '{}')).toEqual({ service: 'delivery', subservice: null });
});

test('room service opens the branch’s room-service route with the room subservice', async ({ page }) => {
  await page.goto(site('hotel-mirador'));
  await page.getByRole('link', { name: 'Servicio a la habitación' }).click();
  await expect(page).toHaveURL(/\/miraflores\/service-room\?service=room$/);
  await expect(page.getByTestId('current-service')).toHaveText('Servicio: En habitación');
  const stored = await page.evaluate(() => localStorage.getItem('mesa:v1:order'));
  expect(JSON.parse(stored ?? '{}')).toEqual({ service: 'on_table', subservice: 'room' });
});
