import { expect, test } from '@playwright/test';
import { PHONE, giveBuyerData, payOrderByCard, phoneAt } from '../support/delivery-journey.ts';
import { journey } from '../support/journey.ts';
import { collectPageErrors, site } from '../support/page-errors.ts';
import { liveOn, staffSignedIn } from '../support/staff-console.ts';

// A diner on a phone schedules a delivery for tomorrow at 13:00, closes the browser in the middle and
// comes back. Tomorrow at 13:00 on Bogotá's clock is always offered (the branch opens 12:00 every day), so
// the journey holds whatever the time of day it runs at.
test.use(PHONE);

/** Tomorrow's date on Bogotá's clock, `YYYY-MM-DD` (the branch's time zone, whatever the machine's). */
function tomorrowInBogota(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
  const [y = 0, m = 1, d = 1] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

test('scheduled delivery: the day and hour survive closing the browser and show on the order afterwards', async ({
  browser,
}) => {
  const phone = await phoneAt(browser, { latitude: 4.6486, longitude: -74.0628 });
  let page = await phone.newPage();
  const errors = collectPageErrors(page);
  const diner = journey('scheduled delivery across a browser restart');
  await page.goto(site('la-brasa', '/'));
  await diner.tap(page.getByRole('button', { name: 'Programar pedido' }));
  await diner.tap(
    page.getByRole('dialog', { name: '¿Dónde estás?' }).getByRole('button', { name: 'Bogotá' }),
  );
  await expect(page).toHaveURL(/\/chapinero$/);

  const patacon = page.getByTestId('product').filter({ hasText: 'Patacón con hogao' });
  await diner.tap(patacon.getByRole('button', { name: /Agregar/ }));
  await diner.tap(
    page
      .getByRole('dialog', { name: 'Patacón con hogao' })
      .getByRole('button', { name: /Agregar al carrito/ }),
  );
  // Where to deliver: this phone shares its position.
  await diner.tap(page.getByRole('link', { name: 'Usar mi ubicación' }));
  await expect(page.getByTestId('coverage-zone')).toContainText('Chapinero cercano');
  await diner.tap(page.getByRole('link', { name: 'Continuar con mi pedido' }));
  await expect(page).toHaveURL(/\/chapinero\/delivery\/order$/);
  await expect(page.getByRole('radio', { name: 'Programar pedido' })).toBeChecked();
  // 12.000 is below the zone's 20.000: one more patacón.
  await diner.tap(page.getByRole('button', { name: 'Agregar uno de Patacón con hogao' }));

  const date = page.getByLabel('Fecha de entrega');
  await diner.choose(date, tomorrowInBogota());
  await diner.choose(page.getByLabel('Hora de entrega'), '13:00');
  // A position has no street address: the diner writes it here once.
  await diner.type(page.getByLabel('Dirección de entrega'), 'Carrera 13 # 63-20, Torre 2');
  await diner.type(page.getByLabel('Punto de referencia'), 'Portería azul');

  // The browser is closed and opened again later: the order in progress is all there.
  const saved = await phone.storageState();
  await phone.close();
  const reopened = await browser.newContext({ ...PHONE, storageState: saved });
  page = await reopened.newPage();
  const laterErrors = collectPageErrors(page);
  await page.goto(site('la-brasa', '/chapinero/delivery/order'));
  await expect(page.getByRole('radio', { name: 'Programar pedido' })).toBeChecked();
  await expect(page.getByTestId('cart-zone')).toHaveText('Zona de entrega: Chapinero cercano');
  await expect(page.getByLabel('Fecha de entrega')).toHaveValue(tomorrowInBogota());
  await expect(page.getByLabel('Hora de entrega')).toHaveValue('13:00');
  await expect(page.getByLabel('Dirección de entrega')).toHaveValue('Carrera 13 # 63-20, Torre 2');
  await expect(page.getByLabel('Punto de referencia')).toHaveValue('Portería azul');
  await expect(page.getByTestId('cart-total')).toHaveText('$ 29.000');
  await diner.tap(page.getByRole('button', { name: 'Continuar' }));

  await expect(page).toHaveURL(/\/chapinero\/precheckout\?purchase_id=\d+$/);
  const purchaseId = new URL(page.url()).searchParams.get('purchase_id') ?? '';
  const when = page.getByTestId('delivery-when');
  await expect(when).toContainText('a las 13:00');
  await giveBuyerData(page, diner);
  await payOrderByCard(page, diner, '$ 29.000');
  await expect(page.getByTestId('delivery-when')).toContainText('a las 13:00');

  await diner.tap(page.getByTestId('follow-order'));
  await expect(page.getByTestId('order-status')).toHaveText('Aceptado');
  await expect(page.getByTestId('delivery-when')).toContainText('a las 13:00');
  await expect(page.getByTestId('delivery-place')).toContainText('Carrera 13 # 63-20, Torre 2');

  // The kitchen keeps it with the orders for later, by its day and hour, not among today's (never late).
  const kitchen = await staffSignedIn(browser, 'la-brasa', 'kitchen', '/staff/kitchen/chapinero');
  await liveOn(kitchen);
  const later = kitchen.getByTestId('kitchen-later');
  await later.locator('summary').click();
  await expect(
    later
      .getByTestId('kitchen-later-ticket')
      .filter({ has: kitchen.locator('strong', { hasText: new RegExp(`#${purchaseId}$`) }) }),
  ).toContainText('a las 13:00');
  await expect(
    kitchen
      .getByTestId('kitchen-ticket')
      .filter({ has: kitchen.getByRole('heading', { name: new RegExp(`#${purchaseId}$`) }) }),
  ).toHaveCount(0);
  await kitchen.context().close();
  // What was paid left the cart; the place stays for the next order.
  await page.goto(site('la-brasa', '/chapinero'));
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  diner.done();
  await reopened.close();
  expect([...errors, ...laterErrors]).toEqual([]);
});
