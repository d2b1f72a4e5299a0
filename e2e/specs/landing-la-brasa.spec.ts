import { expect, test } from '@playwright/test';
import { collectPageErrors, site } from '../support/page-errors.ts';

test('La Brasa: service links first in their configured order, custom labels, then external links', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(site('la-brasa'));
  const nav = page.getByRole('navigation', { name: 'Servicios' });
  await expect(nav.locator('li > a, li > button')).toHaveText([
    'Domicilio',
    'En mesa',
    'Reserva tu mesa',
    'Para llevar',
    'Programar pedido',
    'Nuestras fotos',
    'Carta en PDF',
    'Nuestras sedes',
  ]);
  const photos = nav.getByRole('link', { name: /Nuestras fotos/ });
  await expect(photos).toHaveAttribute('target', '_blank');
  await expect(photos).toHaveAttribute('rel', 'noopener noreferrer');
  const pdf = nav.getByRole('link', { name: 'Carta en PDF' });
  await expect(pdf).toHaveAttribute('target', '_self');
  await expect(pdf).not.toHaveAttribute('rel', /.+/);
  // The spinner shows while the page settles, then hides.
  await expect(page.getByTestId('landing-spinner')).toHaveCount(0);
  // Social links under 'Síguenos', only the networks with a URL.
  const social = page.getByRole('region', { name: 'Síguenos' });
  await expect(social.getByRole('link')).toHaveText([
    'Facebook',
    'Instagram',
    'WhatsApp',
    'Web',
    'TikTok',
    'Tripadvisor',
  ]);
  expect(errors).toEqual([]);
});

test('La Brasa: delivery with two cities opens the location modal; a city with one branch opens its Home', async ({
  page,
}) => {
  await page.goto(site('la-brasa'));
  await page.getByRole('button', { name: 'Domicilio' }).click();
  const modal = page.getByRole('dialog', { name: '¿Dónde estás?' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('list', { name: 'Ciudades' }).getByRole('button')).toHaveText([
    'Bogotá',
    'Medellín',
  ]);
  // Bogotá lists only its delivering branch (Usaquén does not deliver): it opens straight away.
  await modal.getByRole('button', { name: 'Bogotá' }).click();
  await expect(page.getByTestId('landing-redirecting')).toHaveText('Te llevamos a La Brasa Chapinero…');
  await expect(page).toHaveURL(/\/chapinero$/);
  const stored = await page.evaluate(() => localStorage.getItem('mesa:v1:order'));
  expect(JSON.parse(stored ?? '{}')).toEqual({ service: 'delivery', subservice: null });
});

test('La Brasa: on-table and take-away go through their branch selectors; booking has one branch', async ({
  page,
}) => {
  await page.goto(site('la-brasa'));
  await page.getByRole('link', { name: 'En mesa' }).click();
  await expect(page).toHaveURL(/\/branch-to-on-table\?service=on_table$/);
  const selector = page.getByTestId('branch-selector');
  await expect(selector.getByRole('link')).toHaveText([/La Brasa Chapinero/, /La Brasa Usaquén/]);
  await selector.getByRole('link', { name: /Usaquén/ }).click();
  await expect(page).toHaveURL(/\/usaquen\/menu-digital\?service=on_table$/);
  await expect(page.getByTestId('product').first()).toBeVisible();

  await page.goto(site('la-brasa'));
  await page.getByRole('link', { name: 'Para llevar' }).click();
  await expect(page).toHaveURL(/\/branch-to-take-away\?service=take_away$/);
  await expect(page.getByTestId('branch-selector').getByRole('link')).toHaveText([/Chapinero/, /Usaquén/]);

  // Only Chapinero takes bookings: no selector, straight to its booking form.
  await page.goto(site('la-brasa'));
  await page.getByRole('link', { name: 'Reserva tu mesa' }).click();
  await expect(page).toHaveURL(/\/chapinero\/reservar\?service=book$/);
  // Opening the booking selector itself also skips to the one branch.
  await page.goto(site('la-brasa', '/branch-to-book'));
  await expect(page).toHaveURL(/\/chapinero\/reservar$/);
});

test('La Brasa: the branches button lists every branch with a maps search', async ({ page }) => {
  await page.goto(site('la-brasa'));
  await page.getByTestId('branches-button').click();
  await expect(page).toHaveURL(/\/branch-offices$/);
  const selector = page.getByTestId('branch-selector');
  await expect(selector.getByRole('heading', { name: 'Nuestras sedes' })).toBeVisible();
  await expect(selector.locator('a.ld-branch')).toHaveCount(3);
  await expect(selector.getByRole('link', { name: /Ver La Brasa El Poblado en el mapa/ })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=6.2088,-75.5718',
  );
  await selector
    .getByRole('link', { name: /La Brasa El Poblado/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/el-poblado$/);
});

test('every branch selector renders; the no-service one leads to a Home', async ({ page }) => {
  for (const path of [
    '/branch-to-on-table',
    '/branch-to-take-away',
    '/branch-without-service',
    '/branch-whatsapp',
  ]) {
    await page.goto(site('la-brasa', path));
    await expect(page.getByTestId('branch-selector')).toBeVisible();
  }
  await page.goto(site('la-brasa', '/branch-without-service'));
  await page.getByRole('link', { name: /La Brasa Usaquén/ }).click();
  await expect(page).toHaveURL(/\/usaquen$/);
  // A selector no branch fits says so and leads back.
  await page.goto(site('hotel-mirador', '/branch-to-take-away'));
  await expect(page.getByText('Ningún local ofrece esto por ahora.')).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page.getByTestId('landing')).toBeVisible();
});
