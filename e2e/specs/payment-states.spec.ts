import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { fillCard, fillContact, ownOrder, staffPut } from '../support/checkout.ts';
import { collectPageErrors, site } from '../support/page-errors.ts';

/** A real 1×1 PNG: the API reads the type from the bytes. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Opens the checkout of the order on screen (the table order's pay button). */
async function toCheckout(page: Page) {
  await page.getByTestId('pay-bill').click();
  await expect(page.getByTestId('checkout-page')).toBeVisible();
  await expect(page.getByTestId('balance')).toBeVisible();
}

/** Pays and answers the payment the API recorded (read from its response, not stubbed). */
async function payAndRead(page: Page): Promise<{ id: number; status: string }> {
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/v4/payments.json') && response.request().method() === 'POST',
  );
  await page.getByTestId('pay').click();
  const { payment } = (await (await answered).json()) as { payment: { id: number; status: string } };
  return payment;
}

/** The events the page sends to the tracking API, in order. */
function trackedEvents(page: Page): string[] {
  const events: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/tracking/trackings')) {
      events.push((request.postDataJSON() as { event: string }).event);
    }
  });
  return events;
}

test('a pending card: the pending-approval message, a reload and the same share again charge once, the staff settle it later', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await ownOrder(page, 'la-brasa', 'chapinero', ['Bandeja paisa']);
  await toCheckout(page);
  // 38.000 and the default 10 percent tip.
  await expect(page.getByTestId('balance-due')).toHaveText('$ 41.800');
  const payHalfWithPendingCard = async () => {
    await page.getByLabel('Partes iguales').check();
    await page.getByLabel('Número de partes').fill('2');
    await expect(page.getByTestId('share')).toHaveText('Pagas $ 20.900');
    await page.getByLabel('Medio de pago').selectOption('card');
    await fillCard(page, '4000 0000 0000 0259');
    return payAndRead(page);
  };
  await page.getByLabel('Medio de pago').selectOption('card');
  await fillContact(page, 'Ana');
  const first = await payHalfWithPendingCard();
  const outcome = page.getByTestId('payment-outcome');
  await expect(outcome).toHaveAttribute('data-status', 'pending');
  await expect(outcome).toHaveText('Tu pago está pendiente de aprobación del banco.');
  await expect(page.getByTestId('balance-remaining')).toHaveText('$ 20.900');
  expect(await blockingViolations(page)).toEqual([]);

  // The diner reloads while it is pending and pays the same half again: the same payment answers.
  await page.reload();
  await expect(page.getByTestId('balance-remaining')).toHaveText('$ 20.900');
  // The contact given before is not asked again: a summary, with the way to change it.
  await expect(page.getByTestId('contact-summary')).toContainText('Ana');
  const again = await payHalfWithPendingCard();
  expect(again.id).toBe(first.id);
  await expect(outcome).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('balance-remaining')).toHaveText('$ 20.900');
  await expect(page.getByTestId('balance-paid')).toHaveText('$ 0');

  // The bank settles it later (the staff call stands for it): the page follows.
  await staffPut(`/payments/${first.id}.json`, { status: 'approved' });
  await expect(page.getByTestId('balance-paid')).toHaveText('$ 20.900');
  await expect(page.getByTestId('balance-remaining')).toHaveText('$ 20.900');
  expect(errors).toEqual([]);
});

test('the error card shows the processing error, “try again” keeps the data but the card secrets, and begin_checkout and purchase are tracked', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const events = trackedEvents(page);
  await ownOrder(page, 'la-brasa', 'chapinero', ['Bandeja paisa']);
  // Usage events leave the page once the diner accepted cookies.
  await page.getByTestId('cookie-notice').getByRole('button', { name: 'Aceptar' }).click();
  await toCheckout(page);
  await expect.poll(() => events).toContain('begin_checkout');
  await page.getByLabel('Medio de pago').selectOption('card');
  await fillContact(page, 'Beto');
  await fillCard(page, '4000 0000 0000 0119');
  expect((await payAndRead(page)).status).toBe('error');
  const outcome = page.getByTestId('payment-outcome');
  await expect(outcome).toHaveAttribute('data-status', 'error');
  await expect(outcome).toContainText(
    'Error procesando el pago. Inténtalo de nuevo o cambia el medio de pago.',
  );
  await expect(page.getByTestId('balance-remaining')).toHaveText('$ 41.800');
  expect(await blockingViolations(page)).toEqual([]);
  expect(events).not.toContain('purchase');

  await outcome.getByRole('button', { name: 'Intentar de nuevo' }).click();
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Beto');
  await expect(page.getByLabel('Nombre del titular')).toHaveValue('DINER');
  await expect(page.getByLabel('Número de la tarjeta')).toHaveValue('');
  await expect(page.getByLabel('CVC')).toHaveValue('');
  await page.getByLabel('Número de la tarjeta').fill('4242 4242 4242 4242');
  await page.getByLabel('CVC').fill('123');
  expect((await payAndRead(page)).status).toBe('approved');
  await expect(page.getByTestId('table-closed')).toBeVisible();
  await expect.poll(() => events.filter((event) => event === 'purchase')).toEqual(['purchase']);
  expect(events.filter((event) => event === 'begin_checkout')).toEqual(['begin_checkout']);
  expect(errors).toEqual([]);
});

test('the card reader and the bank transfer wait for the staff: refused says so live and frees the share, the transfer shows the account and takes its receipt, confirmed closes the bill', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await ownOrder(page, 'la-brasa', 'chapinero', ['Bandeja paisa']);
  await toCheckout(page);
  await page.getByLabel('Medio de pago').selectOption('card_reader');
  await fillContact(page, 'Carla');
  const reader = await payAndRead(page);
  const outcome = page.getByTestId('payment-outcome');
  await expect(outcome).toHaveAttribute('data-status', 'pending');
  await expect(outcome).toHaveText('Un mesero confirmará tu pago de $ 41.800.');
  await expect(page.getByTestId('balance-remaining')).toHaveText('$ 0');

  await staffPut(`/payments/${reader.id}.json`, { status: 'declined' });
  // The staff's refusal reaches the diner's screen live: it says so, and the share is free again.
  await expect(outcome).toHaveAttribute('data-status', 'declined');
  await expect(outcome).toContainText('El restaurante no confirmó tu pago de $ 41.800.');
  await expect(page.getByTestId('balance-remaining')).toHaveText('$ 41.800');
  await outcome.getByRole('button', { name: 'Cambiar medio de pago' }).click();
  await page.getByLabel('Medio de pago').selectOption('bank_transfer');
  // A transfer shows where to send the money, and takes the receipt while it waits.
  await expect(page.getByTestId('bank-account')).toContainText('123-456789-01');
  const transfer = await payAndRead(page);
  expect(transfer.id).not.toBe(reader.id);
  await expect(outcome).toHaveText(
    'El restaurante confirmará tu transferencia de $ 41.800 cuando la reciba.',
  );
  await expect(page.getByTestId('bank-account')).toContainText('La Brasa S.A.S.');
  await page.getByLabel('Comprobante de la transferencia').setInputFiles({
    name: 'comprobante.png',
    mimeType: 'image/png',
    buffer: ONE_PIXEL_PNG,
  });
  await expect(page.getByTestId('proof-sent')).toBeVisible();
  await staffPut(`/payments/${transfer.id}.json`, { status: 'approved' });
  await expect(page.getByTestId('table-closed')).toBeVisible();
  await expect(page.getByTestId('balance-paid')).toHaveText('$ 41.800');
  expect(errors).toEqual([]);
});

test('cash the staff refused, after a reload, is paid anew (a new payment the staff see), not the refusal replayed', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await ownOrder(page, 'la-brasa', 'chapinero', ['Bandeja paisa']);
  await toCheckout(page);
  await page.getByLabel('Medio de pago').selectOption('cash');
  await fillContact(page, 'Dora');
  const first = await payAndRead(page);
  expect(first.status).toBe('pending');
  await staffPut(`/payments/${first.id}.json`, { status: 'declined' });
  await expect(page.getByTestId('payment-outcome')).toHaveAttribute('data-status', 'declined');

  await page.reload();
  await expect(page.getByTestId('balance-remaining')).toHaveText('$ 41.800');
  await page.getByLabel('Medio de pago').selectOption('cash');
  const second = await payAndRead(page);
  expect(second.id).not.toBe(first.id);
  expect(second.status).toBe('pending');
  await expect(page.getByTestId('payment-outcome')).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('balance-remaining')).toHaveText('$ 0');
  expect(errors).toEqual([]);
});

test('paying without a connection says it may have gone through and that paying again never charges twice; back online it is charged once', async ({
  page,
  context,
}) => {
  await ownOrder(page, 'la-brasa', 'chapinero', ['Bandeja paisa']);
  await toCheckout(page);
  await page.getByLabel('Medio de pago').selectOption('card');
  await fillContact(page, 'Eva');
  await fillCard(page, '4242 4242 4242 4242');
  await context.setOffline(true);
  await page.getByTestId('pay').click();
  await expect(page.getByRole('alert').filter({ hasText: 'Se perdió la conexión' })).toContainText(
    'si ya se cobró, no se cobra dos veces',
  );
  await context.setOffline(false);
  // The card's secrets stay for the retry: the same attempt, charged once.
  const paid = await payAndRead(page);
  expect(paid.status).toBe('approved');
  await expect(page.getByTestId('balance-paid')).toHaveText('$ 41.800');
});

test('at taqueria-lupita (Mexico) the service fee is called “Propina” on the checkout and on the order', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const purchaseId = await ownOrder(page, 'taqueria-lupita', 'roma-norte', ['Orden de tacos de suadero (5)']);
  await toCheckout(page);
  await expect(page.getByRole('group', { name: 'Propina', exact: true })).toBeVisible();
  await page.goto(site('taqueria-lupita', `/roma-norte/menu-digital/my-order/${purchaseId}`));
  const totals = page.getByTestId('bill-totals');
  await expect(totals.getByText('Propina', { exact: true })).toBeVisible();
  await expect(page.getByTestId('bill-tip')).toHaveText('$9.00');
  expect(errors).toEqual([]);
});
