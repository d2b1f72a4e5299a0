import { expect, test } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { PHONE, giveBuyerData, payOrderByCard, phoneAt } from '../support/delivery-journey.ts';
import { journey } from '../support/journey.ts';
import { collectPageErrors, site } from '../support/page-errors.ts';

// A diner who browsed one branch of the city lives in another branch's zone: the cart moves to the branch
// that delivers there, and the cart page says so, instead of leaving "Continue" disabled for good.
test.use(PHONE);

test("zumeria-tropical: Granada's cart, an address in San Fernando's zone: the cart moves there and is paid", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const diner = journey('wrong branch: Granada to San Fernando, typed address');
  await page.goto(site('zumeria-tropical', '/'));
  await diner.tap(page.getByRole('button', { name: 'Jugos a domicilio' }));
  // One city: its first branch, Granada, after a second.
  await expect(page).toHaveURL(/\/granada$/);
  // The operator's popup greets the diner first.
  await diner.tap(page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }));

  for (const product of ['Jugo de lulo', 'Pandebono']) {
    await diner.tap(
      page
        .getByTestId('product')
        .filter({ hasText: product })
        .getByRole('button', { name: /Agregar/ }),
    );
    await diner.tap(
      page.getByRole('dialog', { name: product }).getByRole('button', { name: /Agregar al carrito/ }),
    );
    // Two branches deliver in Cali: the first add asks where; the diner stays at Granada for now.
    if (product === 'Jugo de lulo')
      await diner.tap(page.getByRole('button', { name: 'Seguir en esta sede' }));
  }
  await diner.tap(page.getByRole('link', { name: /^Carrito/ }));
  await expect(page).toHaveURL(/\/granada\/delivery\/order$/);
  await expect(page.getByTestId('cart-needs-place')).toBeVisible();
  await diner.tap(page.getByRole('link', { name: 'Elegir mi dirección' }));

  await diner.tap(page.getByRole('button', { name: 'Agregar nueva dirección' }));
  await expect(page.locator('#dl-address-hint')).toHaveText(
    'Calle o carrera y número, por ejemplo Calle 5 # 38-20.',
  );
  await diner.type(page.getByLabel('Dirección', { exact: true }), 'Calle 5 # 38-20');
  await diner.type(page.getByLabel('Barrio'), 'San Fernando');
  await diner.type(page.getByLabel('Punto de referencia'), 'Casa esquinera');
  await diner.tap(page.getByRole('button', { name: 'Buscar dirección' }));
  await expect(page.getByTestId('coverage-zone')).toContainText('Sur de Cali');
  await diner.tap(page.getByRole('link', { name: 'Continuar con mi pedido' }));

  // The cart is San Fernando's now, and the page says what changed.
  await expect(page).toHaveURL(/\/san-fernando\/delivery\/order$/);
  await expect(page.getByTestId('cart-moved')).toHaveText(
    'Tu dirección está en la zona de Zumería San Fernando: tu pedido pasó de Zumería Granada a Zumería San Fernando, que es la sede que te lo lleva.',
  );
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('cart-zone')).toHaveText('Zona de entrega: Sur de Cali');
  await expect(page.getByTestId('cart-delivery-fee')).toHaveText('$ 5.000');
  // The address the coverage was checked for is fixed here: changing it is a new check, on the address form.
  await expect(page.getByTestId('cart-address')).toContainText('Calle 5 # 38-20, San Fernando');
  await expect(page.getByRole('textbox', { name: 'Dirección de entrega' })).toHaveCount(0);
  // It opens the address form itself, without asking for the phone's position first.
  await diner.tap(page.getByRole('link', { name: 'Cambiar dirección' }));
  await expect(page).toHaveURL(/\/my-location\?address=new$/);
  await expect(page.getByRole('button', { name: 'Buscar dirección' })).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('cart-address')).toContainText('Calle 5 # 38-20, San Fernando');
  await expect(page.getByLabel('Punto de referencia')).toHaveValue('Casa esquinera');
  await expect(page.getByTestId('cart-needs-place')).toHaveCount(0);
  // 11.000 is below the zone's 15.000: one more juice.
  await diner.tap(page.getByRole('button', { name: 'Agregar uno de Jugo de lulo' }));
  await expect(page.getByTestId('cart-total')).toHaveText('$ 23.500');
  await diner.tap(page.getByRole('button', { name: 'Continuar' }));

  await expect(page).toHaveURL(/\/san-fernando\/precheckout\?purchase_id=\d+$/);
  await expect(page.getByTestId('delivery-place')).toContainText('Calle 5 # 38-20, San Fernando');
  await giveBuyerData(page, diner);
  // The checkout is reloaded before paying: the payment still empties the cart.
  await page.reload();
  await payOrderByCard(page, diner, '$ 23.500');
  await page.goto(site('zumeria-tropical', '/san-fernando'));
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  diner.done();
  expect(errors).toEqual([]);
});

test('la-brasa: a scheduled order started in Medellín, a Bogotá position: the cart moves to Chapinero', async ({
  browser,
}) => {
  const phone = await phoneAt(browser, { latitude: 4.6486, longitude: -74.0628 });
  const page = await phone.newPage();
  const errors = collectPageErrors(page);
  const diner = journey('wrong branch: El Poblado to Chapinero, scheduled, by GPS');
  await page.goto(site('la-brasa', '/'));
  await diner.tap(page.getByRole('button', { name: 'Programar pedido' }));
  await diner.tap(
    page.getByRole('dialog', { name: '¿Dónde estás?' }).getByRole('button', { name: 'Medellín' }),
  );
  await expect(page).toHaveURL(/\/el-poblado$/);

  const churrasco = page.getByTestId('product').filter({ hasText: 'Bandeja paisa' });
  await diner.tap(churrasco.getByRole('button', { name: /Agregar/ }));
  await diner.tap(
    page.getByRole('dialog', { name: 'Bandeja paisa' }).getByRole('button', { name: /Agregar al carrito/ }),
  );
  await diner.tap(page.getByRole('button', { name: 'Seguir en esta sede' }));
  await diner.tap(page.getByRole('link', { name: /^Carrito/ }));
  await expect(page).toHaveURL(/\/el-poblado\/delivery\/order$/);
  await expect(page.getByRole('radio', { name: 'Programar pedido' })).toBeChecked();
  await diner.tap(page.getByRole('link', { name: 'Elegir mi dirección' }));
  // The phone is in Bogotá: Chapinero takes scheduled orders there.
  await expect(page.getByTestId('coverage-zone')).toContainText('Chapinero cercano');
  await diner.tap(page.getByRole('link', { name: 'Continuar con mi pedido' }));

  await expect(page).toHaveURL(/\/chapinero\/delivery\/order$/);
  await expect(page.getByTestId('cart-moved')).toContainText(
    'tu pedido pasó de La Brasa El Poblado a La Brasa Chapinero',
  );
  await expect(page.getByRole('radio', { name: 'Programar pedido' })).toBeChecked();
  await expect(page.getByTestId('cart-zone')).toHaveText('Zona de entrega: Chapinero cercano');
  expect(await blockingViolations(page)).toEqual([]);
  const date = page.getByLabel('Fecha de entrega');
  const firstDay = (await date.locator('option').nth(1).getAttribute('value')) ?? '';
  await diner.choose(date, firstDay);
  const hour = page.getByLabel('Hora de entrega');
  const firstHour = (await hour.locator('option').nth(1).getAttribute('value')) ?? '';
  await diner.choose(hour, firstHour);
  await diner.type(page.getByLabel('Dirección de entrega'), 'Carrera 13 # 63-20');
  await diner.type(page.getByLabel('Punto de referencia'), 'Portería azul');
  await diner.tap(page.getByRole('button', { name: 'Continuar' }));
  await expect(page).toHaveURL(/\/chapinero\/precheckout\?purchase_id=\d+$/);
  await expect(page.getByTestId('delivery-when')).toContainText(`a las ${firstHour}`);
  diner.done();
  await phone.close();
  expect(errors).toEqual([]);
});
