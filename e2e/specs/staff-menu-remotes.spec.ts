import { expect, test } from '@playwright/test';
import { site } from '../support/page-errors.ts';
import { staffSignedIn } from '../support/staff-console.ts';

const PHONE = { width: 390, height: 844 } as const;
const DISH = 'Torta tres leches';

test("a manager marks a dish sold out and the diner's menu shows it unavailable, then available again", async ({
  browser,
}) => {
  const staff = await staffSignedIn(browser, 'la-brasa', 'manager', '/staff/menu/chapinero');
  const diner = await (await browser.newContext({ viewport: PHONE })).newPage();
  const dish = staff.getByRole('listitem', { name: DISH });
  const dinerDish = diner.getByTestId('product').filter({ hasText: DISH });

  await expect(dish.getByTestId('staff-product-state')).toHaveText('Disponible');
  await diner.goto(site('la-brasa', '/chapinero/menu'));
  await expect(dinerDish.getByRole('button', { name: `Agregar ${DISH}` })).toBeVisible();

  try {
    await dish.getByRole('button', { name: 'Marcar agotado' }).click();
    await expect(dish.getByTestId('staff-product-state')).toHaveText('Agotado');
    await diner.reload();
    await expect(dinerDish.getByText('No disponible')).toBeVisible();
    await expect(dinerDish.getByRole('button', { name: `Agregar ${DISH}` })).toHaveCount(0);
  } finally {
    await dish.getByRole('button', { name: 'Marcar disponible' }).click();
    await expect(dish.getByTestId('staff-product-state')).toHaveText('Disponible');
  }
  await diner.reload();
  await expect(dinerDish.getByRole('button', { name: `Agregar ${DISH}` })).toBeVisible();
});

test('an owner switches booking off (after reading what it costs) and the landing stops offering it, then on again', async ({
  browser,
}) => {
  const staff = await staffSignedIn(browser, 'la-brasa', 'owner', '/staff/remotes');
  const diner = await (await browser.newContext({ viewport: PHONE })).newPage();
  const booking = staff.getByRole('listitem', { name: 'Reservas' });
  const bookButton = diner.getByRole('link', { name: 'Reserva tu mesa' });

  await diner.goto(site('la-brasa'));
  await expect(bookButton).toBeVisible();

  try {
    await booking.getByRole('button', { name: 'Apagar Reservas' }).click();
    const confirm = booking.getByRole('alertdialog', { name: '¿Apagar Reservas?' });
    await expect(confirm).toContainText('Nadie podrá reservar');
    await confirm.getByRole('button', { name: 'Sí, apagar Reservas' }).click();
    await expect(booking).toContainText('Apagada');

    await diner.reload();
    await expect(diner.getByTestId('landing')).toBeVisible();
    await expect(bookButton).toHaveCount(0);
    await expect(diner.getByRole('button', { name: /Reserva tu mesa/ })).toBeDisabled();
  } finally {
    await booking.getByRole('button', { name: 'Encender Reservas' }).click();
    await expect(booking).toContainText('Encendida');
  }
  await diner.reload();
  await expect(bookButton).toBeVisible();
});

test('pinning a release that is not published is refused in words and nothing changes', async ({
  browser,
}) => {
  const staff = await staffSignedIn(browser, 'la-brasa', 'owner', '/staff/remotes');
  const menu = staff.getByRole('listitem', { name: 'Menú' });
  await menu.getByLabel('Versión publicada').fill('2099-01-01.1');
  await menu.getByRole('button', { name: 'Fijar esta versión' }).click();
  await expect(menu.getByRole('alert')).toContainText('Esa versión no está publicada');
  await expect(menu).toContainText('Versión actual');
});
