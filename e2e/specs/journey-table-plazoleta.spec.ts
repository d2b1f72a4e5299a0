import { expect, test } from '@playwright/test';
import { addFromCard, PHONE, paymentAnswer, purchaseOnScreen, typeContact } from '../support/diner-steps.ts';
import { journey } from '../support/journey.ts';
import { kitchenOrder, kitchenPreparesAll, staffSettlesPayment } from '../support/kitchen.ts';
import { collectPageErrors } from '../support/page-errors.ts';
import { tableLink } from '../support/table-order.ts';

test.use({ viewport: PHONE });

// A table of the plazoleta class (Hotel Mirador, Peru): the order is paid before the kitchen starts. The
// diner sets the service fee, pays cash, the waiter confirms it, and the kitchen receives the paid line.
test('checkout_plazoleta class: paid first in cash, confirmed by the staff, then cooked', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const j = journey('table, checkout_plazoleta class (hotel-mirador miraflores R3)');
  await page.goto(await tableLink('hotel-mirador', 'miraflores', 'R3'));
  await expect(page.getByTestId('table-name')).toHaveText('Mesa R3');
  await addFromCard(j, page, 'Ceviche clásico', { by: 'button', went: 'agregado al pedido de la mesa' });
  await expect(page.getByTestId('table-order')).toContainText(
    'Aquí el pedido se paga en la app antes de prepararse.',
  );
  const purchaseId = await purchaseOnScreen(page);

  await j.tap(page.getByTestId('pay-bill'));
  await expect(page.getByTestId('bill-items')).toHaveText('S/ 48.50');
  await expect(page.getByTestId('bill-totals')).toContainText('Cargo por servicio');
  await expect(page.getByTestId('bill-tip')).toHaveText('S/ 4.85');
  await j.type(page.getByLabel('Valor del cargo por servicio'), '5');
  await j.tap(page.getByTestId('tip').getByRole('button', { name: 'Aplicar' }));
  await expect(page.getByTestId('bill-tip')).toHaveText('S/ 5.00');
  await expect(page.getByTestId('balance-due')).toHaveText('S/ 53.50');
  // The applied service fee is what the page shows after a reload too, written in soles.
  await page.reload();
  await expect(page.getByLabel('Valor del cargo por servicio')).toHaveValue('5.00');
  await expect(page.getByTestId('bill-tip')).toHaveText('S/ 5.00');

  await j.choose(page.getByLabel('Medio de pago'), 'cash');
  await typeContact(j, page, '987 654 321');
  const paid = paymentAnswer(page);
  await j.tap(page.getByTestId('pay'));
  const payment = await paid;
  const outcome = page.getByTestId('payment-outcome');
  await expect(outcome).toHaveText('Un mozo confirmará tu pago de S/ 53.50.');
  // Not paid yet: nothing reached the kitchen.
  expect((await kitchenOrder('hotel-mirador', 'miraflores', purchaseId)).items.map((l) => l.status)).toEqual([
    'pending',
  ]);

  // The waiter takes the cash and confirms it: the diner's screen says so, live.
  await staffSettlesPayment(payment.id, 'approved');
  await expect(outcome).toHaveText('Pago aprobado por S/ 53.50.');
  const kitchen = await kitchenOrder('hotel-mirador', 'miraflores', purchaseId);
  expect(kitchen.items.map((line) => [line.label, line.status])).toEqual([['Ceviche clásico', 'ordered']]);
  await kitchenPreparesAll('hotel-mirador', 'miraflores', purchaseId);

  const after = page.getByTestId('after-payment');
  await expect(after.getByTestId('after-rate')).toBeVisible();
  await j.tap(after.getByTestId('after-status'));
  await expect(page.getByTestId('order-status')).toHaveText('En preparación');
  j.done();
  expect(errors).toEqual([]);
});
