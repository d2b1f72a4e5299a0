import { expect, test } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { hydrated, site } from '../support/page-errors.ts';

// Each screen with the content that shows it has finished loading (axe must see the real screen).
const screens: [string, string, string, string?][] = [
  ['landing', '/', 'Reserva tu mesa'],
  ['branch selector', '/branch-to-on-table', 'La Brasa Usaquén'],
  ['branch list', '/branch-offices', 'Ver La Brasa El Poblado en el mapa'],
  ['inactive-site', '/', 'Este sitio no está activo', 'cafe-cerrado'],
  ['menu', '/chapinero/menu', 'Bandeja paisa'],
  ['main categories', '/chapinero/maincategories', 'Platos fuertes'],
  ['subcategories', '/chapinero/subcategories?category_id=bebidas', 'Cervezas y cócteles'],
  ['product', '/chapinero/view/churrasco', 'Término de la carne'],
  ['on-table order', '/chapinero/menu-digital?mesa=M11', 'Aún no hay productos en el pedido.'],
  [
    'room service',
    '/miraflores/service-room?mesa=202',
    'Aún no hay productos en el pedido.',
    'hotel-mirador',
  ],
  ['cart', '/chapinero/delivery/order', 'Tu carrito está vacío.'],
  ['booking', '/chapinero/reservar', 'Solicitar reserva'],
  ['location', '/location', 'Medellín'],
];

for (const [name, path, readyText, instance = 'la-brasa'] of screens) {
  test(`the ${name} screen has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(site(instance, path));
    await expect(page.getByText(readyText).first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
}

// Screens whose content is server-rendered: once hydrated, they are what the diner sees.
const moreScreens: [string, string, string?][] = [
  ['take-away selector', '/branch-to-take-away'],
  ['no-service selector', '/branch-without-service'],
  ['WhatsApp selector', '/branch-whatsapp'],
  ['empty take-away selector', '/branch-to-take-away', 'hotel-mirador'],
  ['account', '/chapinero/account'],
  ['my location', '/my-location'],
  ['table home', '/chapinero/menu-digital/home?mesa=M11'],
  ['unknown table home', '/chapinero/menu-digital/home?mesa=X99'],
  ['grab and go', '/chapinero/grab-and-go'],
  ['grab and go order', '/chapinero/grab-and-go/my-order'],
  ['service policies', '/chapinero/politicas-servicio'],
  ['my orders', '/chapinero/orders'],
  ['order history', '/chapinero/history-my-orders'],
  ['only-pay with an unknown code', '/chapinero/solo-pago?mesa=Z99'],
  ['card payment area', '/cluvipay/'],
  ['a smart link that is not valid', '/chapinero/sl/1/not-the-token/1'],
  ['a page that does not exist', '/chapinero/menu/no/such/page'],
  ['room service home', '/miraflores/menu-digital/home?mesa=201', 'hotel-mirador'],
];

for (const [name, path, instance = 'la-brasa'] of moreScreens) {
  test(`the ${name} screen has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(site(instance, path));
    await hydrated(page);
    await expect(page.locator('main')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
}

test('the landing’s language and location modals have no serious or critical violation', async ({ page }) => {
  const blockingIn = () => blockingViolations(page);
  await page.goto(site('la-brasa'));
  await page.getByTestId('language-button').click();
  await expect(page.getByRole('dialog', { name: 'Idioma' })).toBeVisible();
  expect(await blockingIn()).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Domicilio' }).click();
  await expect(page.getByRole('dialog', { name: '¿Dónde estás?' })).toBeVisible();
  expect(await blockingIn()).toEqual([]);
});

// Colour contrast in every demo theme (taqueria-lupita is dark): the landing and the first branch's menu.
const themes: [string, string | null][] = [
  ['la-brasa', 'chapinero'],
  ['hotel-mirador', 'miraflores'],
  ['menu-nuevo', 'san-salvador'],
  ['mesa-directa', 'providencia'],
  ['taqueria-lupita', 'roma-norte'],
  ['zona-hostil', 'centro-hostil'],
  ['zumeria-tropical', 'granada'],
  ['cafe-cerrado', null],
];

for (const [instance, branch] of themes) {
  test(`${instance}'s theme keeps every text readable (axe colour contrast) on its landing and menu`, async ({
    page,
  }) => {
    await page.goto(site(instance, '/'));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    if (branch === null) return;
    await page.goto(site(instance, `/${branch}/menu`));
    await expect(page.getByTestId('product').first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
}
