import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { bookingNow, branchIdOf, calendarFile, freeSlotToday, otherParty } from '../support/bookings.ts';
import { staffPut } from '../support/checkout.ts';
import { collectPageErrors, site } from '../support/page-errors.ts';

async function expectAxeClean(page: Page) {
  expect(await blockingViolations(page)).toEqual([]);
}

interface Texts {
  submit: string;
  date: string;
  hour: string;
  persons: string;
  name: string;
  phone: string;
  email: string;
  dniType: string;
  dni: string;
  approved: string;
  waitlist: string;
  cancelled: string;
  cancel: string;
  cancelConfirm: string;
  product: string;
  add: string;
  rateSubmit: string;
  rateRequired: string;
}

/** Books through the form and returns the detail link's id and token. */
async function bookThroughForm(
  page: Page,
  texts: Texts,
  { instance, branch, date, hour, persons, phone }: Record<string, string>,
) {
  await page.goto(site(instance ?? '', `/${branch}/reservar`));
  await page.getByLabel(texts.date).selectOption(date ?? '');
  await page.getByLabel(texts.hour).selectOption(hour ?? '');
  await page.getByLabel(texts.persons).selectOption(persons ?? '');
  await page.getByLabel(texts.name).fill('Ana María');
  await page.getByLabel(texts.phone).fill(phone ?? '');
  await page.getByLabel(texts.email).fill('ana@example.com');
  await page.getByLabel(texts.dniType).selectOption('national_id');
  await page.getByLabel(texts.dni).fill('1020304050');
  await page.getByRole('button', { name: texts.submit }).click();
  await page.waitForURL(/\/book_info\/\d+\/[^/]+$/);
  const [, id = '', token = ''] = /\/book_info\/(\d+)\/([^/]+)$/.exec(page.url()) ?? [];
  return { id: Number(id), token };
}

const ES: Texts = {
  submit: 'Solicitar reserva',
  date: 'Fecha',
  hour: 'Hora',
  persons: 'Número de personas',
  name: 'Nombre',
  phone: 'Teléfono',
  email: 'Correo electrónico',
  dniType: 'Tipo de documento',
  dni: 'Número de documento',
  approved: 'Confirmada',
  waitlist: 'En lista de espera',
  cancelled: 'Cancelada',
  cancel: 'Cancelar reserva',
  cancelConfirm: 'Sí, cancelar la reserva',
  product: 'Producto',
  add: 'Agregar al pedido',
  rateSubmit: 'Enviar calificación',
  rateRequired: 'Calificación requerida',
};

const EN: Texts = {
  submit: 'Request booking',
  date: 'Date',
  hour: 'Time',
  persons: 'Number of people',
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  dniType: 'Document type',
  dni: 'Document number',
  approved: 'Confirmed',
  waitlist: 'On the waitlist',
  cancelled: 'Cancelled',
  cancel: 'Cancel booking',
  cancelConfirm: 'Yes, cancel the booking',
  product: 'Product',
  add: 'Add to the order',
  rateSubmit: 'Send rating',
  rateRequired: 'Rating required',
};

interface Journey {
  instance: string;
  branch: string;
  hour: string;
  seats: number;
  persons: number;
  phone: string;
  texts: Texts;
}

async function journey(page: Page, { instance, branch, hour, seats, persons, phone, texts }: Journey) {
  const errors = collectPageErrors(page);
  // Today: the party is seated at the end, which the API allows only from its booking's day on.
  const { date, branchId } = await freeSlotToday(instance, branch, hour, seats);

  // A party books and is approved.
  const first = await bookThroughForm(page, texts, {
    instance,
    branch,
    date,
    hour,
    persons: String(persons),
    phone,
  });
  const status = page.getByTestId('booking-status');
  await expect(status).toHaveText(texts.approved);
  await expectAxeClean(page);

  // Two products pre-ordered, shown with the total.
  const preorder = page.getByTestId('preorder');
  for (const index of [1, 2]) {
    await page.getByLabel(texts.product).selectOption({ index });
    await page.getByRole('button', { name: texts.add }).click();
    await expect(preorder.getByRole('listitem')).toHaveCount(index);
  }
  const api = await bookingNow(instance, first.id, first.token);
  expect(api.products).toHaveLength(2);
  await expect(page.getByTestId('preorder-total')).not.toContainText(/\b0$/);

  // The calendar file of the booking.
  const href = (await page.getByRole('link', { name: /\.ics/ }).getAttribute('href')) ?? '';
  const ics = await calendarFile(instance, new URL(href).pathname);
  expect(ics.type).toContain('text/calendar');
  expect(ics.text).toContain(`/book_info/${first.id}/${first.token}`);

  // Other parties fill the slot's seats; the next one waits.
  let left = seats - persons;
  while (left > 0) {
    const party = Math.min(left, persons);
    expect((await otherParty(instance, { branchId, date, hour, persons: party })).booking.status).toBe(
      'approved',
    );
    left -= party;
  }
  const waitingPage = await page.context().newPage();
  const waiting = await bookThroughForm(waitingPage, texts, {
    instance,
    branch,
    date,
    hour,
    persons: '2',
    phone,
  });
  await expect(waitingPage.getByTestId('booking-status')).toHaveText(texts.waitlist);

  // The first party cancels from its detail page (and confirms); the waiting one sees its approval live.
  await page.getByRole('button', { name: texts.cancel }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: texts.cancelConfirm }).click();
  await expect(status).toHaveText(texts.cancelled);
  await expect(waitingPage.getByTestId('booking-status')).toHaveText(texts.approved, { timeout: 15_000 });

  // A wrong token shows nothing of the booking.
  await page.goto(site(instance, `/book_info/${waiting.id}/wrong-token`));
  await expect(page.getByTestId('booking-not-found')).toBeVisible();
  await expect(page.getByTestId('booking-status')).toHaveCount(0);

  // The rating from the emailed-style link, after the visit (the staff seated the party): required, then saved.
  await staffPut(`/bookings/${waiting.id}/seat`);
  await page.goto(site(instance, `/rate/${waiting.id}/${waiting.token}`));
  await page.getByRole('button', { name: texts.rateSubmit }).click();
  await expect(page.getByRole('alert')).toContainText(texts.rateRequired);
  await expectAxeClean(page);
  await page.getByRole('radio', { name: '9', exact: true }).check();
  await page.getByRole('button', { name: texts.rateSubmit }).click();
  await expect(page.getByTestId('rate-saved')).toBeVisible();
  expect((await bookingNow(instance, waiting.id, waiting.token)).rating).toBe(9);
  expect(errors).toEqual([]);
}

test('La Brasa Chapinero: book, pre-order, fill the slot, wait-list, cancel and promote live, rate', async ({
  page,
}) => {
  await journey(page, {
    instance: 'la-brasa',
    branch: 'chapinero',
    hour: '18:00',
    seats: 20,
    persons: 4,
    phone: '300 111 2233',
    texts: ES,
  });
});

test('Hotel Mirador: the same in English', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('mesa:v1:customer-lang', JSON.stringify('en')));
  await journey(page, {
    instance: 'hotel-mirador',
    branch: 'miraflores',
    hour: '20:00',
    seats: 8,
    persons: 4,
    phone: '987 654 321',
    texts: EN,
  });
});

test('Taquería Lupita takes no bookings and says so', async ({ page }) => {
  await page.goto(site('taqueria-lupita', '/roma-norte/reservar'));
  await expect(page.getByText('Las reservas no están disponibles en este sitio.')).toBeVisible();
  await expect(page.getByTestId('book-page')).toHaveCount(0);
});

test('the branch selector, the form and the popup of a branch; all axe clean', async ({ page }) => {
  // Only Chapinero takes bookings at La Brasa: the landing's booking selector skips to it.
  await page.goto(site('la-brasa', '/branch-to-book'));
  await expect(page).toHaveURL(/\/chapinero\/reservar$/);
  await expect(page.getByRole('button', { name: ES.submit })).toBeVisible();
  await expectAxeClean(page);
  const branchId = await branchIdOf('la-brasa', 'chapinero');
  await page.goto(site('la-brasa', `/reservarpopup/${branchId}`));
  await expect(page.getByText('en La Brasa Chapinero')).toBeVisible();
  await expect(page.getByRole('button', { name: ES.submit })).toBeVisible();
  await expectAxeClean(page);
});
