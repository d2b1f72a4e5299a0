import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { customerId, freeSlotToday, otherParty } from '../support/bookings.ts';
import { giveBuyerData, payOrderByCard, PHONE } from '../support/delivery-journey.ts';
import { journey } from '../support/journey.ts';
import { collectPageErrors, site } from '../support/page-errors.ts';
import { liveOn, staffSignedIn } from '../support/staff-console.ts';
import { API_URL } from '../support/servers.ts';

// The orders and bookings screens of the staff console on a tablet, with a diner on a phone in another
// browser at the same time. Other specs order and book at the same branch: each test finds its own order
// or booking by its id.

/** The order `#id` on the orders screen. */
const staffOrder = (page: Page, id: number): Locator =>
  page.locator(`[data-testid="staff-order"][data-order-id="${id}"]`);
/** The booking `#id` on the bookings screen. */
const staffBooking = (page: Page, id: number): Locator =>
  page.locator(`[data-testid="staff-booking"][data-booking-id="${id}"]`);

/** A waiter on the orders screen, live, and a diner on a phone in another browser, each with its errors. */
async function waiterAndDiner(browser: Browser, name: string) {
  const staff = await staffSignedIn(browser, 'la-brasa', 'waiter', '/staff/orders/chapinero');
  await expect(staff.getByTestId('staff-orders')).toBeVisible();
  await liveOn(staff);
  const staffErrors = collectPageErrors(staff);
  const dinerContext = await browser.newContext(PHONE);
  const page = await dinerContext.newPage();
  return { staff, staffErrors, dinerContext, page, errors: collectPageErrors(page), diner: journey(name) };
}

/** From the landing, the diner orders 3 Empanadas to take away at Chapinero and gives their data, up to paying. */
async function takeAwayEmpanadas(page: Page, diner: ReturnType<typeof journey>): Promise<void> {
  await page.goto(site('la-brasa', '/'));
  await diner.tap(page.getByRole('link', { name: 'Para llevar' }));
  await diner.tap(page.getByTestId('branch-selector').getByRole('link', { name: /Chapinero/ }));
  const empanadas = page.getByTestId('product').filter({ hasText: 'Empanadas' });
  await diner.tap(empanadas.getByRole('button', { name: /Agregar/ }));
  await diner.tap(
    page.getByRole('dialog', { name: 'Empanadas' }).getByRole('button', { name: /Agregar al carrito/ }),
  );
  await diner.tap(page.getByRole('link', { name: /^Carrito/ }));
  await diner.tap(page.getByRole('button', { name: 'Agregar uno de Empanadas' }));
  await diner.tap(page.getByRole('button', { name: 'Agregar uno de Empanadas' }));
  await diner.tap(page.getByRole('button', { name: 'Continuar' }));
  await expect(page).toHaveURL(/\/chapinero\/precheckout\?purchase_id=\d+$/);
  await giveBuyerData(page, diner);
}

test('a take-away order placed by a diner appears live on the orders screen; each step reaches the diner', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { staff, staffErrors, dinerContext, page, errors, diner } = await waiterAndDiner(
    browser,
    'take-away followed by the staff (la-brasa chapinero)',
  );
  await takeAwayEmpanadas(page, diner);
  const orderId = await payOrderByCard(page, diner, '$ 27.000');

  // Paid: the staff's screen shows it among the accepted orders, without a reload.
  const card = staffOrder(staff, orderId);
  await expect(staff.getByTestId('orders-accepted').locator(card)).toBeVisible();
  await expect(card.getByRole('heading')).toHaveText(`#${orderId} · Para llevar`);
  await expect(card).toContainText('3 × Empanadas');
  await expect(card).toContainText('Lo antes posible');
  // Whom to call: the name and phone the diner wrote on the contact form.
  await expect(card.getByTestId('staff-order-contact')).toHaveText('Ana Gómez · +57 300 1112233');

  await diner.tap(page.getByTestId('follow-order'));
  const status = page.getByTestId('order-status');
  await expect(status).toHaveText('Aceptado');
  for (const [button, column, label] of [
    ['Pasar a preparación', 'orders-preparation', 'En preparación'],
    ['Marcar empacado', 'orders-packed', 'Empacado'],
    ['Marcar entregado', 'orders-delivered', 'Entregado'],
  ] as const) {
    await card.getByRole('button', { name: button }).click();
    await expect(staff.getByTestId(column).locator(card)).toBeVisible();
    await expect(status).toHaveText(label);
  }
  // Take-away is never "on the way"; a finished order leaves the screen.
  await expect(staff.getByTestId('orders-on_the_way').locator(card)).toHaveCount(0);
  await card.getByRole('button', { name: 'Terminar el pedido' }).click();
  await expect(card).toHaveCount(0);
  expect(errors).toEqual([]);
  expect(staffErrors).toEqual([]);
  diner.done();
  await dinerContext.close();
  await staff.context().close();
});

test('a take-away order paid at the counter shows on the orders screen with its cash to collect, which the waiter confirms', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { staff, staffErrors, dinerContext, page, errors, diner } = await waiterAndDiner(
    browser,
    'take-away paid in cash, confirmed on the orders screen (la-brasa chapinero)',
  );
  await takeAwayEmpanadas(page, diner);
  await expect(page.getByTestId('pay')).toHaveText('Pagar $ 27.000');
  await diner.choose(page.getByLabel('Medio de pago'), 'cash');
  await diner.tap(page.getByTestId('pay'));
  await expect(page.getByTestId('payment-outcome')).toHaveAttribute('data-status', 'pending');
  const orderId = Number(/\/checkout\/(\d+)$/.exec(page.url())?.[1]);

  // Placed without waiting for the cash: the kitchen's accepted orders show it, with the cash to collect.
  const card = staffOrder(staff, orderId);
  await expect(staff.getByTestId('orders-accepted').locator(card)).toBeVisible();
  const payment = card.getByTestId('staff-order-payment');
  await expect(payment).toContainText('Pago en efectivo por $ 27.000 espera confirmación');
  await diner.tap(page.getByTestId('follow-order'));
  await expect(page.getByTestId('order-status')).toHaveText('Aceptado');

  // The diner picks it up and pays: the waiter confirms the cash and it leaves the card.
  await payment.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(payment).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Pasar a preparación' })).toBeEnabled();
  expect(errors).toEqual([]);
  expect(staffErrors).toEqual([]);
  diner.done();
  await dinerContext.close();
  await staff.context().close();
});

test('a declined cash payment shows the money due on the card; the waiter cancels the order after asking, and the diner sees it', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { staff, staffErrors, dinerContext, page, errors, diner } = await waiterAndDiner(
    browser,
    'take-away cash declined, then cancelled on the orders screen (la-brasa chapinero)',
  );
  await takeAwayEmpanadas(page, diner);
  await diner.choose(page.getByLabel('Medio de pago'), 'cash');
  await diner.tap(page.getByTestId('pay'));
  await expect(page.getByTestId('payment-outcome')).toHaveAttribute('data-status', 'pending');
  const orderId = Number(/\/checkout\/(\d+)$/.exec(page.url())?.[1]);
  await diner.tap(page.getByTestId('follow-order'));
  await expect(page.getByTestId('order-status')).toHaveText('Aceptado');

  const card = staffOrder(staff, orderId);
  await card.getByTestId('staff-order-payment').getByRole('button', { name: 'Rechazar pago' }).click();
  await expect(card.getByTestId('staff-order-due')).toHaveText('Sin pagar: faltan $ 27.000.');
  // The diner's status page says so, with the way to pay it.
  await expect(page.getByTestId('order-unpaid')).toContainText('Tu pago no se completó: faltan $ 27.000.');
  await expect(page.getByTestId('order-unpaid').getByRole('link', { name: 'Pagar mi pedido' })).toBeVisible();

  // Cancelling asks first; keeping it changes nothing.
  await card.getByRole('button', { name: 'Cancelar pedido' }).click();
  const ask = staff.getByRole('alertdialog', { name: `¿Cancelar el pedido #${orderId}?` });
  await expect(ask).toContainText('El pedido no tiene pagos.');
  await ask.getByRole('button', { name: 'No, mantenerlo' }).click();
  await expect(ask).toHaveCount(0);
  await expect(staff.getByTestId('orders-accepted').locator(card)).toBeVisible();
  await card.getByRole('button', { name: 'Cancelar pedido' }).click();
  await ask.getByRole('button', { name: 'Sí, cancelar el pedido' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByTestId('order-status')).toHaveText('Cancelado');
  await expect(page.getByTestId('order-unpaid')).toHaveCount(0);
  expect(errors).toEqual([]);
  expect(staffErrors).toEqual([]);
  diner.done();
  await dinerContext.close();
  await staff.context().close();
});

async function cancelBooking(id: number, token: string): Promise<void> {
  const response = await fetch(`${API_URL}/api/v4/bookings/${id}/${token}/cancel`, {
    method: 'PUT',
    headers: { customer_id: String(await customerId('la-brasa')) },
  });
  expect(response.status).toBe(200);
}

test('a booking on the waitlist shows live; the host approves and seats it, a promotion shows as it happens', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // An hour no other spec books, today (20 seats free): the host seats the party at the end, which the
  // API allows only from its booking's day on.
  const { date, branchId } = await freeSlotToday('la-brasa', 'chapinero', '19:00', 20);
  const staff = await staffSignedIn(browser, 'la-brasa', 'manager', '/staff/bookings/chapinero');
  await expect(staff.getByTestId('staff-bookings')).toBeVisible();
  await liveOn(staff);
  const staffErrors = collectPageErrors(staff);

  // Two parties of ten fill the slot; each shows on the screen as it is booked.
  const first = await otherParty('la-brasa', { branchId, date, hour: '19:00', persons: 10 });
  await otherParty('la-brasa', { branchId, date, hour: '19:00', persons: 10 });
  await expect(staffBooking(staff, first.booking.id).getByTestId('staff-booking-status')).toHaveText(
    'Confirmada',
  );

  const dinerContext = await browser.newContext(PHONE);
  const page = await dinerContext.newPage();
  const errors = collectPageErrors(page);
  const j = journey('booking answered by the host (la-brasa chapinero 19:00)');
  await page.goto(site('la-brasa', '/chapinero/reservar'));
  await j.choose(page.getByLabel('Fecha'), date);
  await j.choose(page.getByLabel('Hora'), '19:00');
  await j.choose(page.getByLabel('Número de personas'), '2');
  await j.type(page.getByLabel('Nombre'), 'Ana María');
  await j.type(page.getByLabel('Teléfono'), '300 111 2233');
  await j.type(page.getByLabel('Correo electrónico'), 'ana@example.com');
  await j.choose(page.getByLabel('Tipo de documento'), 'national_id');
  await j.type(page.getByLabel('Número de documento'), '1020304050');
  await j.tap(page.getByRole('button', { name: 'Solicitar reserva' }));
  await page.waitForURL(/\/book_info\/\d+\/[^/]+$/);
  const bookingId = Number(/\/book_info\/(\d+)\//.exec(page.url())?.[1]);
  const dinerStatus = page.getByTestId('booking-status');
  await expect(dinerStatus).toHaveText('En lista de espera');

  // The host sees it in the slot's waitlist without a reload, and approves it over the seats.
  const mine = staffBooking(staff, bookingId);
  await expect(mine.getByTestId('staff-booking-status')).toHaveText('En lista de espera');
  await expect(mine).toContainText('Ana María');
  await mine.getByRole('button', { name: 'Aprobar' }).click();
  await expect(mine.getByTestId('staff-booking-status')).toHaveText('Confirmada');
  await page.reload();
  await expect(dinerStatus).toHaveText('Confirmada');

  // Another party waits; the first party cancels: the waiting one is promoted, and the host sees it live.
  const waiting = await otherParty('la-brasa', { branchId, date, hour: '19:00', persons: 2 });
  expect(waiting.booking.status).toBe('waitlist');
  const promoted = staffBooking(staff, waiting.booking.id);
  await expect(promoted.getByTestId('staff-booking-status')).toHaveText('En lista de espera');
  await cancelBooking(first.booking.id, first.token);
  await expect(promoted.getByTestId('staff-booking-status')).toHaveText('Confirmada');
  await expect(staffBooking(staff, first.booking.id)).toHaveCount(0);

  // The party arrives: seated, and the diner's page says so.
  await mine.getByRole('button', { name: 'Sentar' }).click();
  await expect(mine.getByTestId('staff-booking-status')).toHaveText('Sentados');
  await page.reload();
  await expect(dinerStatus).toHaveText('En la mesa');
  expect(errors).toEqual([]);
  expect(staffErrors).toEqual([]);
  j.done();
  await dinerContext.close();
  await staff.context().close();
});

test('the kitchen may not open the orders nor the bookings screen', async ({ browser }) => {
  const kitchen = await staffSignedIn(browser, 'la-brasa', 'kitchen', '/staff/orders/chapinero');
  await expect(kitchen.getByTestId('staff-no-access')).toContainText(
    'Tu cuenta no tiene acceso a esta pantalla.',
  );
  await kitchen.goto(site('la-brasa', '/staff/bookings/chapinero'));
  await expect(kitchen.getByTestId('staff-no-access')).toContainText(
    'Tu cuenta no tiene acceso a esta pantalla.',
  );
  await kitchen.context().close();
});
