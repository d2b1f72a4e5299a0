import { expect, test } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { collectPageErrors, site } from '../support/page-errors.ts';
import { fillCard, fillContact } from '../support/checkout.ts';
import { orderProduct } from '../support/table-order.ts';

test('my orders lists the open table order; once paid it moves to the history with its rating link', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(site('la-brasa', '/chapinero/history-my-orders'));
  await expect(page.getByTestId('history-page').getByRole('status')).toHaveText(
    'Aún no tienes pedidos cerrados en esta sede.',
  );
  await page.goto(site('la-brasa', '/chapinero/menu-digital?mesa=M09'));
  await expect(page.getByTestId('table-order')).toBeVisible();
  await orderProduct(page, 'Bandeja paisa');

  await page.goto(site('la-brasa', '/chapinero/orders'));
  const card = page.getByTestId('order-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading')).toHaveText('Mesa M09');
  await expect(card).toContainText('1 producto · $ 38.000');
  await expect(card).toContainText('Abierto');
  expect(await blockingViolations(page)).toEqual([]);
  await card.getByRole('link', { name: 'Ver la cuenta' }).click();
  await expect(page.getByTestId('checkout-page')).toBeVisible();

  await page.getByLabel('Medio de pago').selectOption('card');
  await fillContact(page, 'Ana');
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByTestId('pay').click();
  await expect(page.getByTestId('payment-outcome')).toHaveAttribute('data-status', 'approved');

  await page.goto(site('la-brasa', '/chapinero/orders'));
  await expect(page.getByTestId('orders-page').getByRole('status')).toHaveText(
    'Aún no tienes pedidos abiertos en esta sede.',
  );
  await page.getByRole('link', { name: 'Ver el historial' }).click();
  const closed = page.getByTestId('history-page').getByTestId('order-card');
  await expect(closed.getByRole('heading')).toHaveText('Mesa M09');
  await expect(closed).toContainText('Cerrado');
  expect(await blockingViolations(page)).toEqual([]);
  await closed.getByRole('link', { name: 'Calificar este pedido' }).click();
  await expect(page.getByTestId('rate-purchase-page')).toBeVisible();
  expect(errors).toEqual([]);
});
