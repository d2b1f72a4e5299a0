import { expect, test } from '@playwright/test';
import { addFromCard, PHONE, purchaseOnScreen, typeContact } from '../support/diner-steps.ts';
import { journey } from '../support/journey.ts';
import { kitchenOrder, kitchenPreparesAll } from '../support/kitchen.ts';
import { collectPageErrors, site } from '../support/page-errors.ts';
import { tableLink } from '../support/table-order.ts';

test.use({ viewport: PHONE });

// Room service at Hotel Mirador: the guest orders to the room, changes the language on the way (the room
// stays), pays with the wallet, and the kitchen receives the paid order.
test('room service: from the room’s QR to a paid order the kitchen receives', async ({ page }) => {
  const errors = collectPageErrors(page);
  const j = journey('room service (hotel-mirador miraflores 203)');
  await page.goto(await tableLink('hotel-mirador', 'miraflores', '203'));
  await expect(page.getByTestId('table-name')).toHaveText('Habitación 203');
  await expect(page.getByTestId('current-service')).toHaveText('Servicio: En habitación');

  // Another language keeps the room (the page reloads where it is).
  await j.tap(page.getByTestId('panel-toggle'));
  await expect(page.getByTestId('panel-seat')).toContainText('Estás en la habitación 203');
  await j.tap(page.getByTestId('panel-lang-en'));
  await expect(page.getByTestId('table-name')).toHaveText('Room 203');
  await expect(page).toHaveURL(/\/miraflores\/service-room\?mesa=203&k=[0-9a-f]{32}$/);
  await j.tap(page.getByTestId('panel-toggle'));
  await j.tap(page.getByTestId('panel-lang-es'));
  await expect(page.getByTestId('table-name')).toHaveText('Habitación 203');

  await addFromCard(j, page, 'Desayuno americano', {
    by: 'photo',
    went: 'agregado al pedido de la habitación',
  });
  const purchaseId = await purchaseOnScreen(page);
  await j.tap(page.getByTestId('pay-bill'));
  await expect(page.getByTestId('bill-items')).toHaveText('S/ 32.90');
  await expect(page.getByTestId('header-back')).toHaveAttribute(
    'href',
    /^\/miraflores\/service-room\?mesa=203&k=[0-9a-f]{32}$/,
  );
  await j.choose(page.getByLabel('Medio de pago'), 'wallet');
  await typeContact(j, page, '987 654 321');
  await j.tap(page.getByTestId('pay'));
  await expect(page.getByTestId('payment-outcome')).toHaveText('Pago aprobado por S/ 36.19.');

  const kitchen = await kitchenOrder('hotel-mirador', 'miraflores', purchaseId);
  expect(kitchen.table).toEqual({ code: '203', kind: 'room' });
  expect(kitchen.items.map((line) => [line.label, line.status])).toEqual([['Desayuno americano', 'ordered']]);
  await kitchenPreparesAll('hotel-mirador', 'miraflores', purchaseId);
  await j.tap(page.getByTestId('after-status'));
  await expect(page.getByTestId('order-status')).toHaveText('En preparación');
  j.done();
  expect(errors).toEqual([]);
});

// A guest without the room's QR: the room is asked (a room order needs its room), never skipped.
test('room service without the QR asks the room number; there is no ordering without a room', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const j = journey('room service, typed room (hotel-mirador miraflores 204)');
  await page.goto(site('hotel-mirador', '/miraflores/service-room'));
  const ask = page.getByTestId('scan-qr');
  await expect(ask.getByLabel('Número de habitación')).toBeVisible();
  await expect(ask.getByRole('button', { name: /No sé/ })).toHaveCount(0);
  await j.type(ask.getByLabel('Número de habitación'), '204');
  await j.tap(ask.getByRole('button', { name: 'Pedir a mi habitación' }));
  await expect(page.getByTestId('table-name')).toHaveText('Habitación 204');
  await expect(page.getByTestId('table-order')).toBeVisible();
  j.done();
  expect(errors).toEqual([]);
});
