import { expect, test } from '@playwright/test';
import { addFromCard, PHONE, typeCard, typeContact } from '../support/diner-steps.ts';
import { journey } from '../support/journey.ts';
import { collectPageErrors } from '../support/page-errors.ts';
import { tableLink } from '../support/table-order.ts';

test.use({ viewport: PHONE });

// A table of the basic class (La Brasa Usaquén): the diner makes a list to show the waiter, the waiter
// brings the bill, and the diner pays that bill in the app (the manual payment), then rates the visit.
test('basic class: the list, the waiter’s bill paid in the app, and the rating tab', async ({ page }) => {
  const errors = collectPageErrors(page);
  const j = journey('table, basic class (la-brasa usaquen U03)');
  await page.goto(await tableLink('la-brasa', 'usaquen', 'U03'));
  await expect(page.getByTestId('table-name')).toHaveText('Mesa U03');

  await addFromCard(j, page, 'Bandeja paisa', {
    by: 'photo',
    add: /Agregar a la lista/,
    went: 'agregado a tu lista',
  });
  await expect(page.getByTestId('table-order')).toContainText('Muestra esta lista al mesero para pedir.');
  await expect(page.getByRole('tab', { name: 'Pedido, 1 producto' })).toBeVisible();

  // The waiter brought the bill: paying opens the diner's manual payment, which asks its amount.
  await j.tap(page.getByTestId('pay-bill'));
  await expect(page.getByTestId('my-order-page')).toContainText('Pago de tu cuenta');
  const amount = page.getByTestId('manual-amount');
  await expect(page.getByTestId('my-order-pay')).toHaveCount(0);
  await j.tap(amount.getByRole('button', { name: 'Usar este monto' }));
  await expect(amount.getByRole('alert')).toHaveText('Escribe el monto de tu cuenta.');
  await j.type(amount.getByLabel('¿Cuánto dice la cuenta que te trajo el mesero?'), '45.000');
  await j.tap(amount.getByRole('button', { name: 'Usar este monto' }));
  await expect(page.getByTestId('manual-amount-set')).toHaveText('Tu cuenta: $ 45.000');
  await expect(page.getByTestId('bill-items')).toHaveText('$ 45.000');
  await expect(page.getByTestId('bill-tip')).toHaveText('$ 4.500');

  await j.tap(page.getByTestId('my-order-pay'));
  await typeContact(j, page);
  await j.tap(page.getByTestId('precheckout-continue'));
  await expect(page.getByTestId('checkout-page')).toBeVisible();
  await expect(page.getByTestId('balance-due')).toHaveText('$ 49.500');
  await j.choose(page.getByLabel('Medio de pago'), 'card');
  await typeCard(j, page);
  await j.tap(page.getByTestId('pay'));
  await expect(page.getByTestId('payment-outcome')).toHaveText('Pago aprobado por $ 49.500.');
  await expect(page.getByTestId('table-closed')).toBeVisible();

  // Back at the table (its back arrow keeps it): the basic class's rating tab asks the menu and the NPS.
  await j.tap(page.getByTestId('header-back'));
  await expect(page).toHaveURL(/\/usaquen\/menu-digital\?mesa=U03/);
  await j.tap(page.getByTestId('rating-tab'));
  const rating = page.getByRole('dialog', { name: 'Califica tu experiencia' });
  await j.tap(rating.getByLabel('5 de 5'));
  await j.tap(rating.getByRole('radio', { name: '9' }));
  await j.tap(rating.getByRole('button', { name: 'Enviar calificación' }));
  await expect(rating.getByRole('status')).toHaveText('¡Gracias por tu calificación!');
  j.done();
  expect(errors).toEqual([]);
});
