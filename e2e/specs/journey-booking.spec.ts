import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { bookingNow, freeDay, freeSlotToday } from '../support/bookings.ts';
import { staffPut } from '../support/checkout.ts';
import { journey } from '../support/journey.ts';
import { collectPageErrors, site } from '../support/page-errors.ts';

// A diner on a phone books La Brasa from its landing, every step through the screens.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

type Journey = ReturnType<typeof journey>;

/** Nothing on the page is wider than the phone (no field cut off, no sideways scroll). */
async function expectFitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** From the landing's booking button to the booking's detail page; returns its id and token. */
async function bookFromTheLanding(page: Page, j: Journey, at: { date: string; hour: string }) {
  await page.goto(site('la-brasa'));
  // Only Chapinero takes bookings: the landing's button opens its form directly.
  await j.tap(page.getByRole('link', { name: 'Reserva tu mesa' }));
  await expect(page).toHaveURL(/\/chapinero\/reservar\?service=book$/);
  await expect(page.getByRole('heading', { name: 'Reserva tu mesa' })).toBeVisible();
  await expectFitsThePhone(page);

  await j.choose(page.getByLabel('Fecha'), at.date);
  await j.choose(page.getByLabel('Hora'), at.hour);
  await j.choose(page.getByLabel('Número de personas'), '2');
  await j.type(page.getByLabel('Nombre'), 'Ana María');
  await j.type(page.getByLabel('Teléfono'), '300 111 2233');
  await j.type(page.getByLabel('Correo electrónico'), 'ana@example.com');
  await j.choose(page.getByLabel('Tipo de documento'), 'national_id');
  await j.type(page.getByLabel('Número de documento'), '1020304050');
  await expectFitsThePhone(page);
  await j.tap(page.getByRole('button', { name: 'Solicitar reserva' }));
  await page.waitForURL(/\/book_info\/\d+\/[^/]+$/);
  const [, id = '', token = ''] = /\/book_info\/(\d+)\/([^/]+)$/.exec(page.url()) ?? [];
  await expect(page.getByTestId('booking-status')).toHaveText('Confirmada');
  return { id: Number(id), token };
}

/** The value of the pre-order option naming `product` (what the diner picks in the list). */
const preorderOption = (page: Page, product: string) =>
  page.getByLabel('Producto').locator('option', { hasText: product }).getAttribute('value');

test('book from the landing, pre-order a dish with its options and a beer after the age check, rate after the visit', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  const j = journey('booking with pre-order and rating');
  // Today: the party is seated at the end, which the API allows only from its booking's day on.
  const { date } = await freeSlotToday('la-brasa', 'chapinero', '18:30', 20);
  const booking = await bookFromTheLanding(page, j, { date, hour: '18:30' });
  await expectFitsThePhone(page);

  // A dish with required options: the dialog asks them before anything is added.
  await j.choose(page.getByLabel('Producto'), (await preorderOption(page, 'Churrasco')) ?? '');
  await j.tap(page.getByRole('button', { name: 'Agregar al pedido' }));
  const dialog = page.getByRole('dialog', { name: 'Churrasco 400 g' });
  const add = dialog.getByRole('button', { name: /Agregar al pedido ·/ });
  await expect(add).toBeDisabled();
  await expect(dialog.getByTestId('preorder-problem')).toHaveText(
    'Elige una opción de «Término de la carne».',
  );
  await j.tap(dialog.getByRole('radio', { name: 'Medio' }));
  await j.tap(dialog.getByRole('radio', { name: 'Yuca frita' }));
  await j.tap(dialog.getByRole('checkbox', { name: /Huevo frito/ }));
  await expect(add).toHaveText('Agregar al pedido · $ 48.000');
  await j.tap(add);
  await expect(dialog).toHaveCount(0);
  const preorder = page.getByTestId('preorder');
  await expect(preorder.getByRole('listitem').filter({ hasText: 'Churrasco 400 g' })).toContainText(
    'Medio, Yuca frita, Huevo frito (+$ 3.000)',
  );

  // An alcoholic product asks the age first; once confirmed it goes in without asking again.
  await j.choose(page.getByLabel('Producto'), (await preorderOption(page, 'Cerveza Club')) ?? '');
  await j.tap(page.getByRole('button', { name: 'Agregar al pedido' }));
  const beer = page.getByRole('dialog', { name: 'Cerveza Club Colombia' });
  await expect(beer.getByTestId('age-form')).toBeVisible();
  await j.type(beer.getByLabel('Fecha de nacimiento'), '1990-05-01');
  await j.tap(beer.getByRole('checkbox', { name: 'Confirmo que soy mayor de edad' }));
  await j.tap(beer.getByRole('button', { name: 'Confirmar edad' }));
  await expect(beer).toHaveCount(0);
  await expect(preorder.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('preorder-total')).toHaveText('Total: $ 56.000');
  expect((await bookingNow('la-brasa', booking.id, booking.token)).products).toHaveLength(2);
  expect(await blockingViolations(page)).toEqual([]);

  // Before the visit there is nothing to rate: no link here, and the emailed link says why.
  await expect(page.getByRole('link', { name: 'Calificar la reserva' })).toHaveCount(0);
  await page.goto(site('la-brasa', `/rate/${booking.id}/${booking.token}`));
  await expect(page.getByTestId('rate-blocked')).toHaveText(
    'Podrás calificar tu reserva después de tu visita.',
  );
  await expect(page.getByRole('button', { name: 'Enviar calificación' })).toHaveCount(0);
  await j.tap(page.getByRole('link', { name: 'Ver mi reserva' }));

  // The party arrives: the staff seat it, the page follows live and offers the rating.
  await staffPut(`/bookings/${booking.id}/seat`);
  await expect(page.getByTestId('booking-status')).toHaveText('En la mesa', { timeout: 15_000 });
  await j.tap(page.getByRole('link', { name: 'Calificar la reserva' }));
  await j.tap(page.getByRole('radio', { name: '9', exact: true }));
  await j.tap(page.getByRole('button', { name: 'Enviar calificación' }));
  await expect(page.getByTestId('rate-saved')).toHaveText('¡Gracias! Calificaste tu reserva con 9.');
  expect((await bookingNow('la-brasa', booking.id, booking.token)).rating).toBe(9);
  j.done();
  expect(errors).toEqual([]);
});

test('cancel asks first, and a cancelled booking cannot be rated', async ({ page }) => {
  const errors = collectPageErrors(page);
  const j = journey('booking cancelled with confirmation');
  const { date } = await freeDay('la-brasa', 'chapinero', '21:00', 20);
  const booking = await bookFromTheLanding(page, j, { date, hour: '21:00' });

  // A tap on cancel asks; keeping the booking changes nothing.
  await j.tap(page.getByRole('button', { name: 'Cancelar reserva' }));
  const question = page.getByRole('alertdialog', { name: '¿Cancelar tu reserva?' });
  await expect(question).toContainText('21:00');
  expect(await blockingViolations(page)).toEqual([]);
  await j.tap(question.getByRole('button', { name: 'No, mantener mi reserva' }));
  await expect(question).toHaveCount(0);
  await expect(page.getByTestId('booking-status')).toHaveText('Confirmada');
  expect((await bookingNow('la-brasa', booking.id, booking.token)).status).toBe('approved');

  await j.tap(page.getByRole('button', { name: 'Cancelar reserva' }));
  await j.tap(question.getByRole('button', { name: 'Sí, cancelar la reserva' }));
  await expect(page.getByTestId('booking-status')).toHaveText('Cancelada');
  expect((await bookingNow('la-brasa', booking.id, booking.token)).status).toBe('cancelled');
  await expect(page.getByRole('link', { name: 'Calificar la reserva' })).toHaveCount(0);

  // The emailed rating link of a cancelled booking says it cannot be rated, and offers no form.
  await page.goto(site('la-brasa', `/rate/${booking.id}/${booking.token}`));
  await expect(page.getByTestId('rate-blocked')).toHaveText(
    'Esta reserva fue cancelada o rechazada: no se puede calificar.',
  );
  await expect(page.getByRole('radio')).toHaveCount(0);
  j.done();
  expect(errors).toEqual([]);
});
