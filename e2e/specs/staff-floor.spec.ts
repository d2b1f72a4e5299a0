import { expect, type Locator, test } from '@playwright/test';
import { journey } from '../support/journey.ts';
import { paymentAnswer, PHONE, typeContact } from '../support/diner-steps.ts';
import { collectPageErrors } from '../support/page-errors.ts';
import { liveOn, staffSignedIn } from '../support/staff-console.ts';
import { orderLine, orderProduct, sendToKitchen, tableLink } from '../support/table-order.ts';

// The floor screen of the staff console, with a diner in another browser at the same time. Other specs
// order at the same tables: each of these finds its own order on the floor by its `#id`.

/** The order `#id` among a table's orders on the floor. */
const floorOrder = (table: Locator, id: number) =>
  table.getByTestId('floor-order').filter({ has: table.page().getByText(`#${id}`, { exact: true }) });

test('a waiter sees a waiter call arrive live and answers it', async ({ browser }) => {
  const waiter = await staffSignedIn(browser, 'la-brasa', 'waiter', '/staff/tables/chapinero');
  await expect(waiter.getByTestId('staff-floor')).toBeVisible();
  await liveOn(waiter);
  const errors = collectPageErrors(waiter);
  const table = waiter
    .getByTestId('floor-table')
    .filter({ has: waiter.getByRole('heading', { name: 'Mesa M10' }) });
  await expect(table.getByTestId('floor-state')).toHaveText('Libre');

  const dinerContext = await browser.newContext({ viewport: PHONE });
  const diner = await dinerContext.newPage();
  await diner.goto(await tableLink('la-brasa', 'chapinero', 'M10'));
  await orderProduct(diner, 'Gaseosa');
  const purchase = await sendToKitchen(diner, 1);
  await expect(orderLine(diner, 'Gaseosa').getByTestId('order-line-status')).toHaveText('En preparación');
  await diner.getByTestId('call-waiter').click();
  await expect(diner.getByTestId('call-waiter')).toHaveText('Mesero llamado');

  await expect(table.getByTestId('floor-state')).toHaveText('Llamó al mesero');
  await table.getByRole('button', { name: 'Atender llamado del mesero' }).click();
  await expect(table.getByTestId('floor-state')).toHaveText('Esperando la cocina');
  await expect(table.getByRole('button', { name: 'Atender llamado del mesero' })).toHaveCount(0);
  // The waiter closes the table: it is free for the next diners (and the specs after this one). The
  // Gaseosa is neither paid nor delivered, so the floor asks first and names what is due.
  const order = floorOrder(table, purchase);
  await order.getByRole('button', { name: 'Cerrar la mesa' }).click();
  await expect(order.getByRole('alertdialog')).toContainText('1 producto no se ha entregado.');
  await order.getByRole('button', { name: 'Sí, cerrar la mesa' }).click();
  await expect(table.getByTestId('floor-state')).toHaveText('Libre');

  // The diner's page, live: the bill is over, nothing offers to send, pay or call the waiter any more.
  await expect(diner.getByTestId('bill-closed')).toBeVisible();
  await expect(diner.getByTestId('pay-bill')).toHaveCount(0);
  await expect(diner.getByTestId('call-waiter')).toHaveCount(0);
  // A new bill at the same table: ordering again works, on another purchase.
  await diner.getByRole('button', { name: 'Empezar una cuenta nueva' }).click();
  await expect(diner.getByTestId('bill-closed')).toHaveCount(0);
  await orderProduct(diner, 'Gaseosa');
  const next = await sendToKitchen(diner, 1);
  expect(next).not.toBe(purchase);
  await expect(floorOrder(table, next)).toBeVisible();
  await floorOrder(table, next).getByRole('button', { name: 'Cerrar la mesa' }).click();
  await floorOrder(table, next).getByRole('button', { name: 'Sí, cerrar la mesa' }).click();
  await expect(table.getByTestId('floor-state')).toHaveText('Libre');
  expect(errors).toEqual([]);
  await dinerContext.close();
  await waiter.context().close();
});

test('a cash payment settled from the floor screen closes the bill', async ({ browser }) => {
  const dinerContext = await browser.newContext({ viewport: PHONE });
  const diner = await dinerContext.newPage();
  const j = journey('table pays cash, the floor confirms it (la-brasa chapinero M11)');
  await diner.goto(await tableLink('la-brasa', 'chapinero', 'M11'));
  // Above the branch's minimum purchase.
  await orderProduct(diner, 'Bandeja paisa');
  const purchase = await sendToKitchen(diner, 1);
  await expect(orderLine(diner, 'Bandeja paisa').getByTestId('order-line-status')).toHaveText(
    'En preparación',
  );
  await diner.getByTestId('pay-bill').click();
  await j.choose(diner.getByLabel('Medio de pago'), 'cash');
  await typeContact(j, diner);
  const paid = paymentAnswer(diner);
  await diner.getByTestId('pay').click();
  await paid;
  const outcome = diner.getByTestId('payment-outcome');
  await expect(outcome).toContainText('confirmará tu pago');

  const waiter = await staffSignedIn(browser, 'la-brasa', 'waiter', '/staff/tables/chapinero');
  await liveOn(waiter);
  const table = waiter
    .getByTestId('floor-table')
    .filter({ has: waiter.getByRole('heading', { name: 'Mesa M11' }) });
  await expect(table.getByTestId('floor-state')).toHaveText('Pagando');
  const order = floorOrder(table, purchase);
  const payment = order.getByTestId('floor-payment');
  await expect(payment).toContainText('Pago en efectivo por');
  await payment.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(order.getByTestId('floor-payment')).toHaveCount(0);
  await expect(order.getByTestId('floor-remaining')).toHaveText('$ 0');
  await expect(outcome).toContainText('Pago aprobado');
  await dinerContext.close();
  await waiter.context().close();
});

test('a kitchen account may not open the floor', async ({ browser }) => {
  const kitchen = await staffSignedIn(browser, 'la-brasa', 'kitchen', '/staff/tables/chapinero');
  await expect(kitchen.getByTestId('staff-no-access')).toContainText(
    'Tu cuenta no tiene acceso a esta pantalla.',
  );
  await kitchen.context().close();
});
