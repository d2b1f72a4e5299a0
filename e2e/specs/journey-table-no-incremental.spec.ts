import { expect, test } from '@playwright/test';
import { addFromCard, PHONE, purchaseOnScreen, typeCard, typeContact } from '../support/diner-steps.ts';
import { journey } from '../support/journey.ts';
import { kitchenOrder } from '../support/kitchen.ts';
import { collectPageErrors } from '../support/page-errors.ts';
import { tableLink } from '../support/table-order.ts';

test.use({ viewport: PHONE });

// A table of the no-incremental class (Taquería Lupita, Mexico): paid before the kitchen starts, split in
// two equal parts by one diner; the kitchen receives the order once it is paid in full.
test('checkout_no_incremental class: an equal split paid in two parts, then the kitchen', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const j = journey('table, checkout_no_incremental class (taqueria-lupita roma-norte T4)');
  await page.goto(await tableLink('taqueria-lupita', 'roma-norte', 'T4'));
  await expect(page.getByTestId('table-name')).toHaveText('Mesa T4');
  await addFromCard(j, page, 'Quesadilla', { by: 'photo', went: 'agregado al pedido de la mesa' });
  await addFromCard(j, page, 'Agua de horchata', { by: 'name', went: 'agregado al pedido de la mesa' });
  const purchaseId = await purchaseOnScreen(page);

  await j.tap(page.getByTestId('pay-bill'));
  // Mexico calls the fee 'Propina'.
  await expect(page.getByTestId('bill-totals')).toContainText('Propina');
  await expect(page.getByTestId('balance-due')).toHaveText('$88.55');

  // One part is no split: the page says so and offers no "Pay $0".
  await j.tap(page.getByLabel('Partes iguales'));
  await j.type(page.getByLabel('Número de partes'), '1');
  await expect(page.getByTestId('split-problem')).toHaveText('Divide entre 2 y 50 personas.');
  await expect(page.getByTestId('pay')).toBeDisabled();
  await expect(page.getByTestId('pay')).not.toContainText('$0');
  await j.type(page.getByLabel('Número de partes'), '2');
  await expect(page.getByTestId('share')).toHaveText('Pagas $44.28');

  await j.choose(page.getByLabel('Medio de pago'), 'card');
  await typeContact(j, page, '55 1234 5678');
  await typeCard(j, page);
  // A month that does not exist is named as such.
  await j.type(page.getByLabel('Mes de vencimiento'), '13');
  await j.tap(page.getByTestId('pay'));
  await expect(page.getByText('El mes no es válido: escribe un número del 1 al 12')).toBeVisible();
  await j.type(page.getByLabel('Mes de vencimiento'), '12');
  await j.tap(page.getByTestId('pay'));
  await expect(page.getByTestId('payment-outcome')).toHaveText('Pago aprobado por $44.28.');
  // Half paid: the kitchen waits for the rest.
  expect(
    (await kitchenOrder('taqueria-lupita', 'roma-norte', purchaseId)).items.map((l) => l.status),
  ).toEqual(['pending', 'pending']);

  await j.tap(page.getByRole('button', { name: 'Pagar otra parte' }));
  await expect(page.getByTestId('share')).toHaveText('Pagas $44.27');
  await j.tap(page.getByTestId('pay'));
  await expect(page.getByTestId('payment-outcome')).toHaveText('Pago aprobado por $44.27.');
  await expect(page.getByTestId('balance-remaining')).toHaveText('$0.00');
  const kitchen = await kitchenOrder('taqueria-lupita', 'roma-norte', purchaseId);
  expect(kitchen.items.map((line) => [line.label, line.status])).toEqual([
    ['Quesadilla', 'ordered'],
    ['Agua de horchata', 'ordered'],
  ]);
  await j.tap(page.getByTestId('after-status'));
  await expect(page.getByTestId('order-status')).toHaveText('En preparación');
  j.done();
  expect(errors).toEqual([]);
});
