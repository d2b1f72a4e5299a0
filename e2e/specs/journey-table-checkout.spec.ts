import { expect, test } from '@playwright/test';
import { addFromCard, PHONE, purchaseOnScreen, typeCard, typeContact } from '../support/diner-steps.ts';
import { journey } from '../support/journey.ts';
import { kitchenOrder, kitchenPreparesAll } from '../support/kitchen.ts';
import { collectPageErrors, site } from '../support/page-errors.ts';
import { tableLink } from '../support/table-order.ts';

test.use({ viewport: PHONE });

// A table of the checkout class (La Brasa Chapinero): the diner orders, sends the order to the kitchen,
// wanders around the branch's screens without losing the table, and pays the bill on the phone.
test('checkout class: from the printed QR to a paid bill, the kitchen receiving every line', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const j = journey('table, checkout class (la-brasa chapinero M08)');
  await page.goto(await tableLink('la-brasa', 'chapinero', 'M08'));
  await expect(page.getByTestId('table-name')).toHaveText('Mesa M08');
  await expect(page.getByTestId('current-service')).toHaveText('Servicio: Pedir en la mesa');

  // The photo opens the product; the add says where it went and the order's counter moves.
  await addFromCard(j, page, 'Patacón con hogao', { by: 'photo', went: 'agregado al pedido de la mesa' });
  await expect(page.getByRole('tab', { name: 'Pedido, 1 producto' })).toBeVisible();
  await expect(page.getByTestId('order-line-by')).toHaveText('Agregado por ti');

  // The logo is the seated diner's home: the table is still named there, and the menu leads back to it.
  await j.tap(page.getByRole('link', { name: /Inicio de La Brasa/ }));
  await expect(page).toHaveURL(/\/chapinero\/menu-digital\/home\?mesa=M08/);
  await expect(page.getByTestId('table-name')).toHaveText('Mesa M08');
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // A category's banner and the menu's search keep the table: what the diner adds there (by its name)
  // goes to the table's order.
  await j.tap(page.getByRole('link', { name: 'Ver la categoría Bebidas' }));
  await expect(page).toHaveURL(/[?&]mesa=M08(&|$)/);
  await j.type(page.getByRole('searchbox', { name: 'Buscar en el menú' }), 'empanadas');
  await expect(page).toHaveURL(/[?&]mesa=M08(&|$)/);
  await addFromCard(j, page, 'Empanadas x3', { by: 'name', went: 'agregado al pedido de la mesa' });
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  // The cart icon opens the table's order (MyOrder); its back arrow keeps the table.
  await j.tap(page.getByTestId('cart-link'));
  await expect(page).toHaveURL(/\/chapinero\/menu-digital\/my-order\/\d+/);
  await expect(page.getByTestId('my-order-line')).toHaveCount(2);
  await j.tap(page.getByTestId('header-back'));
  await expect(page).toHaveURL(/[?&]mesa=M08(&|$)/);

  await j.tap(page.getByTestId('panel-toggle'));
  await expect(page.getByTestId('panel-seat')).toContainText('Estás en la mesa M08');
  await j.tap(page.getByTestId('side-panel').getByRole('link', { name: 'Ver la carta y el pedido' }));
  await expect(page).toHaveURL(/\/chapinero\/menu-digital\?mesa=M08/);
  await expect(page.getByRole('tab', { name: 'Pedido, 2 productos' })).toBeVisible();
  const purchaseId = await purchaseOnScreen(page);

  // Send to the kitchen: it receives both lines.
  await j.tap(page.getByRole('button', { name: 'Enviar a la cocina (2)' }));
  await expect(page.getByTestId('order-line-status')).toHaveText(['En preparación', 'En preparación']);
  const kitchen = await kitchenOrder('la-brasa', 'chapinero', purchaseId);
  expect(kitchen.items.map((line) => [line.label, line.status])).toEqual([
    ['Patacón con hogao', 'ordered'],
    ['Empanadas x3', 'ordered'],
  ]);
  await kitchenPreparesAll('la-brasa', 'chapinero', purchaseId);
  await expect(page.getByTestId('order-line-status')).toHaveText(['Preparado', 'Preparado']);

  // The bill reads like a bill: products, the tip by its name, the total.
  await j.tap(page.getByTestId('pay-bill'));
  await expect(page.getByTestId('bill-items')).toHaveText('$ 21.000');
  await expect(page.getByTestId('bill-tip')).toHaveText('$ 2.100');
  await expect(page.getByTestId('balance-due')).toHaveText('$ 23.100');
  await expect(page.getByTestId('pay')).toHaveText('Pagar $ 23.100');
  // Its back arrow keeps the table.
  await expect(page.getByTestId('header-back')).toHaveAttribute(
    'href',
    /\/chapinero\/menu-digital\?mesa=M08/,
  );

  await j.choose(page.getByLabel('Medio de pago'), 'card');
  await typeContact(j, page);
  await typeCard(j, page);
  await j.tap(page.getByTestId('pay'));
  await expect(page.getByTestId('payment-outcome')).toHaveText('Pago aprobado por $ 23.100.');
  await expect(page.getByTestId('table-closed')).toBeVisible();

  // After paying: the order's live status, the diner's orders, and the rating.
  await j.tap(page.getByTestId('after-status'));
  await expect(page.getByTestId('order-status')).toContainText('Cuenta cerrada');
  await j.tap(page.getByTestId('order-rate'));
  await j.tap(page.getByLabel('5 de 5'));
  await j.tap(page.getByRole('button', { name: 'Enviar calificación' }));
  await expect(page.getByTestId('rate-result')).toHaveText('¡Gracias por tu calificación!');
  j.done();
  expect(errors).toEqual([]);
});

// A diner whose phone did not read the QR: the table's screen asks the number (and says what ordering
// without one means). "I don't know my table number" lets them order without one, and the notice of
// that order still offers to type it; the typed number seats them like the QR does.
test('no QR at hand: the diner types the table number and is seated at it', async ({ page }) => {
  const errors = collectPageErrors(page);
  const j = journey('table, typed number (la-brasa chapinero M01)');
  await page.goto(site('la-brasa', '/chapinero/menu-digital'));
  const ask = page.getByTestId('scan-qr');
  await expect(ask).toContainText('No identificamos tu mesa o habitación. Escanea el código QR.');
  await expect(ask).toContainText('Sin número de mesa, el pedido queda a tu nombre');
  await j.tap(ask.getByRole('button', { name: 'Ver mi mesa' }));
  await expect(ask.getByRole('alert')).toHaveText('Escribe el número.');

  // Without the number the diner still orders; the order says it has no table and offers to type it.
  await j.tap(ask.getByRole('button', { name: 'No sé mi número de mesa' }));
  await expect(page.getByTestId('table-order')).toBeVisible();
  await expect(ask).toHaveCount(0);
  const withoutTable = page.getByTestId('without-table');
  await expect(withoutTable.locator('summary')).toHaveText('Estás pidiendo sin mesa');
  await j.tap(withoutTable.locator('summary'));
  await expect(withoutTable.getByLabel('Número de mesa')).toBeVisible();
  await j.type(withoutTable.getByLabel('Número de mesa'), 'm01');
  await j.tap(withoutTable.getByRole('button', { name: 'Ver mi mesa' }));
  await expect(page).toHaveURL(/\/chapinero\/menu-digital\?mesa=M01$/);
  await expect(page.getByTestId('table-name')).toHaveText('Mesa M01');
  await expect(page.getByTestId('table-order')).toBeVisible();
  await expect(page.getByTestId('without-table')).toHaveCount(0);

  // An unknown number says so, and asks again; the number typed there seats the diner too.
  await page.goto(site('la-brasa', '/chapinero/menu-digital?mesa=Z42'));
  await expect(page.getByTestId('scan-qr')).toContainText(
    'No encontramos la mesa Z42 en esta sede: escribe su número.',
  );
  await j.type(page.getByTestId('scan-qr').getByLabel('Número de mesa'), 'm02');
  await j.tap(page.getByTestId('scan-qr').getByRole('button', { name: 'Ver mi mesa' }));
  await expect(page).toHaveURL(/\/chapinero\/menu-digital\?mesa=M02$/);
  await expect(page.getByTestId('table-name')).toHaveText('Mesa M02');
  j.done();
  expect(errors).toEqual([]);
});
