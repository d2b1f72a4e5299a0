import { expect, test } from '@playwright/test';
import { site } from '../support/page-errors.ts';

test('the booking form follows the branch: its largest party, and no form where it takes no bookings', async ({
  page,
}) => {
  await page.goto(site('la-brasa', '/chapinero/reservar'));
  const persons = page.getByLabel('Número de personas');
  await expect(persons.locator('option')).toHaveCount(10);

  await page.goto(site('hotel-mirador', '/miraflores/reservar'));
  await expect(page.getByLabel('Número de personas').locator('option')).toHaveCount(6);

  await page.goto(site('la-brasa', '/usaquen/reservar'));
  await expect(page.getByTestId('no-bookings')).toContainText('Esta sede no recibe reservas en línea');
  await expect(page.getByRole('button', { name: 'Solicitar reserva' })).toHaveCount(0);
});

test('a booking with bad input gets a translated message on every wrong field, and focus on the first', async ({
  page,
}) => {
  await page.goto(site('la-brasa', '/chapinero/reservar'));
  await page.getByLabel('Nombre').fill('A');
  await page.getByLabel('Teléfono').fill('300 11');
  await page.getByRole('button', { name: 'Solicitar reserva' }).click();
  await expect(page.getByLabel('Fecha')).toBeFocused();
  await expect(page.getByText('Escribe al menos 2 letras.')).toBeVisible();
  await expect(page.getByText(/Escribe un teléfono válido/)).toBeVisible();

  await page.getByLabel('Correo electrónico').fill('ana@');
  await page.getByLabel('Número de documento').fill(' 1020');
  await page.getByLabel('Nombre').fill('Ana María');
  await expect(page.getByText('Escribe al menos 2 letras.')).toHaveCount(0);
  await expect(page.getByText('Escribe un correo válido, como nombre@ejemplo.com.')).toBeVisible();
  await expect(page.getByText('Quita los espacios al inicio.')).toBeVisible();
});

test('what the API would refuse is said on its field before sending: a name too long, an email with accents', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/bookings$/.test(new URL(request.url()).pathname))
      sent.push(request.url());
  });
  await page.goto(site('la-brasa', '/chapinero/reservar'));
  await page.getByLabel('Nombre').fill('A'.repeat(121));
  await page.getByLabel('Correo electrónico').fill('josé.pérez@correo.com');
  await page.getByRole('button', { name: 'Solicitar reserva' }).click();
  await expect(page.getByText('Escribe como máximo 120 caracteres.')).toBeVisible();
  await expect(page.getByText('Escribe un correo válido, como nombre@ejemplo.com.')).toBeVisible();
  await expect(page.getByLabel('Nombre')).toHaveValue('A'.repeat(121));
  expect(sent).toEqual([]);
});

test("on a phone the served page's own rules apply: the document's type and number stack, each control at full width", async ({
  browser,
}) => {
  // A fresh page as the server sends it, its styles written in: nothing of the remote's stylesheet link.
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto(site('la-brasa', '/chapinero/reservar'));
  const type = await page.getByLabel('Tipo de documento').boundingBox();
  const number = await page.getByLabel('Número de documento').boundingBox();
  expect(type && number).toBeTruthy();
  if (!type || !number) return;
  expect(number.y).toBeGreaterThan(type.y + type.height);
  expect(Math.abs(number.width - type.width)).toBeLessThan(2);
  await context.close();
});
