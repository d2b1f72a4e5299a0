import { expect, type Locator, test } from '@playwright/test';
import { fillContact, fillCard } from '../support/checkout.ts';
import { PHONE } from '../support/diner-steps.ts';
import { collectPageErrors } from '../support/page-errors.ts';
import { liveOn, staffSignedIn } from '../support/staff-console.ts';
import { orderLine, orderProduct, sendToKitchen, tableLink } from '../support/table-order.ts';

// A PSE payment nobody has answered: the diner left the bank's page without deciding there. They find
// their way back to the bank after a reload, or give the payment up and pay another way; meanwhile the
// floor asks twice before counting money the bank has not confirmed.

const floorOrder = (table: Locator, id: number) =>
  table.getByTestId('floor-order').filter({ has: table.page().getByText(`#${id}`, { exact: true }) });

test('a diner back from the bank without answering returns to it after a reload, or cancels and pays by card; the floor asks twice first', async ({
  browser,
}) => {
  const dinerContext = await browser.newContext({ viewport: PHONE });
  const diner = await dinerContext.newPage();
  const errors = collectPageErrors(diner);
  await diner.goto(await tableLink('la-brasa', 'chapinero', 'M11'));
  await orderProduct(diner, 'Bandeja paisa');
  const purchase = await sendToKitchen(diner, 1);
  await expect(orderLine(diner, 'Bandeja paisa').getByTestId('order-line-status')).toHaveText(
    'En preparación',
  );
  await diner.getByTestId('pay-bill').click();
  const checkout = diner.url();
  await diner.getByLabel('Medio de pago').selectOption('pse');
  await fillContact(diner, 'Ana');
  await diner.getByLabel('Banco', { exact: true }).selectOption('Banco de Pruebas');
  await diner.getByLabel('Tipo de cliente').selectOption('person');
  await diner.getByTestId('pay').click();
  await expect(diner.getByRole('heading', { name: 'Banco de pruebas PSE' })).toBeVisible();
  const bankPage = diner.url();

  // Back without deciding, then a reload: the payment waits, and the bank's page is one tap away.
  await diner.goBack();
  await expect(diner).toHaveURL(checkout);
  const outcome = diner.getByTestId('payment-outcome');
  await expect(outcome).toContainText('Tu pago PSE está pendiente de confirmación del banco.');
  await diner.reload();
  await expect(outcome).toHaveAttribute('data-status', 'pending');
  await expect(diner.getByTestId('back-to-bank')).toHaveAttribute('href', bankPage);

  // The floor shows it as the bank's to answer, and a first tap only asks.
  const waiter = await staffSignedIn(browser, 'la-brasa', 'waiter', '/staff/tables/chapinero');
  await liveOn(waiter);
  const staffErrors = collectPageErrors(waiter);
  const table = waiter
    .getByTestId('floor-table')
    .filter({ has: waiter.getByRole('heading', { name: 'Mesa M11' }) });
  const order = floorOrder(table, purchase);
  const payment = order.getByTestId('floor-payment');
  await expect(payment).toContainText('el banco aún no lo ha confirmado');
  await payment.getByRole('button', { name: 'Confirmar sin respuesta del banco' }).click();
  const ask = waiter.getByRole('alertdialog', { name: /que el banco no ha confirmado/ });
  await expect(ask).toContainText('El banco aún no ha respondido por este pago en PSE.');
  await expect(ask.getByRole('button', { name: 'No, esperar al banco' })).toBeFocused();
  await ask.getByRole('button', { name: 'No, esperar al banco' }).click();
  await expect(ask).toHaveCount(0);
  await expect(payment).toContainText('el banco aún no lo ha confirmado');

  // The diner gives it up: nothing is held any more, on their page and on the floor.
  await diner.getByRole('button', { name: 'Cancelar este pago' }).click();
  const sheet = diner.getByRole('alertdialog');
  await expect(sheet).toContainText('¿Cancelar este pago PSE?');
  await sheet.getByRole('button', { name: 'Sí, cancelar el pago' }).click();
  await expect(outcome).toHaveAttribute('data-status', 'cancelled');
  await expect(diner.getByTestId('back-to-bank')).toHaveCount(0);
  await expect(payment).toHaveCount(0);

  // And pays the same bill by card: approved once, the table's bill is paid.
  await diner.getByRole('button', { name: 'Cambiar medio de pago' }).click();
  await diner.getByLabel('Medio de pago').selectOption('card');
  await expect(diner.getByLabel('Nombre', { exact: true })).toHaveValue('Ana');
  await fillCard(diner, '4242 4242 4242 4242');
  await diner.getByTestId('pay').click();
  await expect(outcome).toHaveAttribute('data-status', 'approved');
  await expect(diner.getByTestId('balance-remaining')).toHaveText('$ 0');

  // The bank's page, opened again later: approving there counts nothing twice, the money is owed back.
  await diner.goto(bankPage);
  await diner.getByRole('button', { name: 'Aprobar pago' }).click();
  await expect(diner.getByTestId('payment-outcome')).toHaveAttribute('data-status', 'cancelled');
  await expect(diner.getByTestId('payment-outcome')).toContainText('el restaurante te devolverá');

  // The floor counts the bill paid once: the card's money, not the bank's as well.
  await expect(order.getByTestId('floor-remaining')).toHaveText('$ 0');
  await expect(order.getByTestId('floor-payment')).toHaveCount(0);
  expect(errors).toEqual([]);
  expect(staffErrors).toEqual([]);
  await dinerContext.close();
  await waiter.context().close();
});
