import { expect, test } from '@playwright/test';
import { addFromCard, PHONE, typeCard, typeContact } from '../support/diner-steps.ts';
import { journey } from '../support/journey.ts';
import { collectPageErrors } from '../support/page-errors.ts';
import { tableLink } from '../support/table-order.ts';

test.use({ viewport: PHONE });

// Mesa Directa (Chile), a my-list table: the diner keeps a list for the waiter and pays the waiter's bill
// from the cart icon, which never opens an empty "$0" order without a way to say the amount.
test('my-list class (mesa-directa): the list, then the bill paid from the cart icon', async ({ page }) => {
  const errors = collectPageErrors(page);
  const j = journey('table, my-list class (mesa-directa providencia B3)');
  await page.goto(await tableLink('mesa-directa', 'providencia', 'B3'));
  await expect(page.getByTestId('table-name')).toHaveText('Mesa B3');
  await addFromCard(j, page, 'Chorrillana para dos', {
    by: 'name',
    add: /Agregar a la lista/,
    went: 'agregado a tu lista',
  });
  await addFromCard(j, page, 'Bebida', {
    by: 'button',
    add: /Agregar a la lista/,
    went: 'agregado a tu lista',
  });
  await expect(page.getByRole('tab', { name: 'Pedido, 2 productos' })).toBeVisible();
  // A my-list table pays too: the pay button is there.
  await expect(page.getByTestId('pay-bill')).toHaveText('Pagar la cuenta');

  // The logo is the table's home; its cart icon counts the list and opens the bill to pay.
  await j.tap(page.getByRole('link', { name: /Inicio de Mesa Directa/ }));
  await expect(page.getByTestId('table-name')).toHaveText('Mesa B3');
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await j.tap(page.getByTestId('cart-link'));
  await expect(page.getByTestId('my-order-page')).toContainText('Pago de tu cuenta');
  await expect(page.getByTestId('my-order-pay')).toHaveCount(0);
  const amount = page.getByTestId('manual-amount');
  await j.type(amount.getByLabel('¿Cuánto dice la cuenta que te trajo el garzón?'), '0');
  await j.tap(amount.getByRole('button', { name: 'Usar este monto' }));
  await expect(amount.getByRole('alert')).toHaveText(
    'Escribe un monto mayor que cero, como aparece en la cuenta.',
  );
  await j.type(amount.getByLabel('¿Cuánto dice la cuenta que te trajo el garzón?'), '16.980');
  await j.tap(amount.getByRole('button', { name: 'Usar este monto' }));
  await expect(page.getByTestId('manual-amount-set')).toHaveText('Tu cuenta: $16.980');

  await j.tap(page.getByTestId('my-order-pay'));
  await typeContact(j, page, '+56 9 6123 4567');
  await j.tap(page.getByTestId('precheckout-continue'));
  await expect(page.getByTestId('bill-items')).toHaveText('$16.980');
  await j.choose(page.getByLabel('Medio de pago'), 'card');
  await typeCard(j, page);
  await j.tap(page.getByTestId('pay'));
  await expect(page.getByTestId('payment-outcome')).toHaveText('Pago aprobado por $18.678.');
  await expect(page.getByTestId('table-closed')).toBeVisible();
  await expect(page.getByTestId('after-payment').getByRole('link', { name: 'Mis pedidos' })).toBeVisible();
  j.done();
  expect(errors).toEqual([]);
});
