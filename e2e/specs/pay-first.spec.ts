import { expect, test } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { fillCard, fillContact, kitchenOrders, ownOrder } from '../support/checkout.ts';
import { collectPageErrors, site } from '../support/page-errors.ts';
import { orderLine, orderProduct } from '../support/table-order.ts';

test('at a checkout table (chapinero M08) a diner pays without sending to the kitchen, and the kitchen gets every paid line', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(site('la-brasa', '/chapinero/menu-digital?mesa=M08'));
  await expect(page.getByTestId('table-order')).toBeVisible();
  await orderProduct(page, 'Bandeja paisa');
  await orderProduct(page, 'Gaseosa');
  await expect(orderLine(page, 'Bandeja paisa').getByTestId('order-line-status')).toHaveText('Por enviar');

  // Straight to the bill, nothing sent: the checkout says paying sends it.
  await page.getByTestId('pay-bill').click();
  await expect(page.getByTestId('checkout-page')).toBeVisible();
  const purchaseId = Number(/\/checkout\/(\d+)/.exec(page.url())?.[1]);
  expect(purchaseId).toBeGreaterThan(0);
  await expect(page.getByTestId('sends-to-kitchen')).toHaveText(
    'Al pagar, los productos que pagas y aún no se enviaron van a la cocina.',
  );
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByLabel('Medio de pago').selectOption('card');
  await fillContact(page, 'Ana');
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByTestId('pay').click();
  await expect(page.getByTestId('payment-outcome')).toHaveAttribute('data-status', 'approved');
  await expect(page.getByTestId('table-closed')).toBeVisible();

  // The kitchen has every line the payment paid, though the account is closed.
  const inKitchen = (await kitchenOrders('la-brasa', 'chapinero')).find((order) => order.id === purchaseId);
  expect(inKitchen?.items.map((item) => item.label)).toEqual(
    expect.arrayContaining(['Bandeja paisa', 'Gaseosa']),
  );
  expect(inKitchen?.items.every((item) => item.status === 'ordered')).toBe(true);
  expect(errors).toEqual([]);
});

test('the checkout says why before the API refuses: a share below the minimum charge, a tip over its cap', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const purchaseId = await ownOrder(page, 'la-brasa', 'chapinero', ['Bandeja paisa']);
  await page.goto(site('la-brasa', `/chapinero/checkout/${purchaseId}`));
  await expect(page.getByTestId('balance')).toBeVisible();

  await page.getByLabel('Otro valor', { exact: true }).check();
  await page.getByLabel('Valor a pagar').fill('500');
  await expect(page.getByTestId('minimum-charge')).toHaveText(
    'El pago mínimo es $ 1.000: paga al menos eso o todo lo que falta.',
  );
  await expect(page.getByTestId('pay')).toBeDisabled();
  await page.getByLabel('Valor a pagar').fill('1000');
  await expect(page.getByTestId('minimum-charge')).toHaveCount(0);

  const tip = page.getByTestId('tip');
  await expect(tip).toContainText('Hasta el 50 % de los productos.');
  await tip.getByLabel('Valor de la propina').fill('380000');
  await tip.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByTestId('tip-refusal')).toHaveText(
    'La propina puede ser hasta el 50 % de los productos ($ 19.000).',
  );
  expect(await blockingViolations(page)).toEqual([]);
  await tip.getByLabel('Valor de la propina').fill('5000');
  await tip.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByTestId('tip-refusal')).toHaveCount(0);
  await expect(page.getByTestId('balance-due')).toHaveText('$ 43.000');
  expect(errors).toEqual([]);
});
