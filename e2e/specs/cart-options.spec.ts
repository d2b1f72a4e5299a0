import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { collectPageErrors, site } from '../support/page-errors.ts';
import { productCard } from '../support/table-order.ts';

/** The diner's anonymous profile exists (the age check is kept on it). */
async function profileReady(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('mesa:v1:profile')), { timeout: 20_000 })
    .not.toBeNull();
}

test('off the table, the product dialog enforces the options, adds their extras and asks the age before a beer', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(site('la-brasa', '/chapinero/menu'));
  await profileReady(page);

  // Required options: nothing reaches the cart until the choice is valid, and the reason is shown.
  await productCard(page, 'Churrasco 400 g')
    .getByRole('button', { name: /Agregar/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Churrasco 400 g' });
  const add = dialog.getByRole('button', { name: /Agregar al carrito/ });
  await expect(add).toBeDisabled();
  await expect(dialog.getByTestId('add-problem')).toHaveText('Elige una opción de «Término de la carne».');
  await dialog.getByLabel('Medio').check();
  await expect(dialog.getByTestId('add-problem')).toHaveText('Elige una opción de «Acompañamiento».');
  await expect(add).toBeDisabled();
  await dialog.getByLabel('Yuca frita').check();
  await dialog.getByLabel(/Chorizo/).check();
  await expect(dialog.getByTestId('add-problem')).toHaveCount(0);
  await expect(add).toHaveText('Agregar al carrito · $ 51.000');
  expect(await blockingViolations(page)).toEqual([]);
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await add.click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(
    page.getByRole('status').filter({ hasText: 'Churrasco 400 g agregado al carrito' }),
  ).toBeAttached();

  // A beer asks the age first; only then is it in the cart.
  await productCard(page, 'Cerveza Club Colombia')
    .getByRole('button', { name: /Agregar/ })
    .click();
  const beer = page.getByRole('dialog', { name: 'Cerveza Club Colombia' });
  await beer.getByRole('button', { name: 'Agregar al carrito · $ 8.000' }).click();
  await expect(beer.getByTestId('age-form')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(await blockingViolations(page)).toEqual([]);
  await beer.getByLabel('Fecha de nacimiento').fill('1990-05-01');
  await beer.getByLabel('Confirmo que soy mayor de edad').check();
  await beer.getByRole('button', { name: 'Confirmar edad' }).click();
  await expect(beer).toHaveCount(0);
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  // Remembered: the next beer, from Home this time, goes in without asking.
  await page.goto(site('la-brasa', '/chapinero'));
  await productCard(page, 'Michelada')
    .getByRole('button', { name: /Agregar/ })
    .click();
  const michelada = page.getByRole('dialog', { name: 'Michelada' });
  await michelada.getByRole('button', { name: /Agregar al carrito/ }).click();
  await expect(michelada).toHaveCount(0);
  await expect(page.getByTestId('cart-count')).toHaveText('3');

  // The checkout's cart shows each line with its options, priced with the extras; a reload keeps them.
  await page.getByTestId('cart-link').click();
  await expect(page).toHaveURL(/\/chapinero\/delivery\/order$/);
  await page.reload();
  const churrasco = page.getByTestId('cart-line').filter({ hasText: 'Churrasco 400 g' });
  await expect(churrasco.getByTestId('cart-line-options')).toHaveText(
    'Medio, Yuca frita, Chorizo (+$ 6.000)',
  );
  await expect(churrasco.getByTestId('cart-line-subtotal')).toHaveText('$ 51.000');
  await expect(page.getByTestId('cart-total')).toHaveText('$ 69.000');
  expect(await blockingViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('promotion prices show on the menu beside the struck regular price, and the cart charges the promotion', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(site('la-brasa', '/chapinero/menu'));
  const tresLeches = productCard(page, 'Torta tres leches');
  await expect(tresLeches.getByTestId('promo-price')).toHaveText('$ 9.000');
  await expect(tresLeches.getByTestId('regular-price')).toHaveText('Antes $ 11.000');
  await expect(tresLeches.locator('s')).toContainText('$ 11.000');
  // A product without a promotion shows one price.
  await expect(productCard(page, 'Bandeja paisa').getByTestId('product-price')).toHaveText('$ 38.000');

  await tresLeches.getByRole('button', { name: /Agregar/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Torta tres leches' });
  await dialog.getByRole('button', { name: 'Agregar al carrito · $ 9.000' }).click();
  await page.getByTestId('cart-link').click();
  await expect(page.getByTestId('cart-total')).toHaveText('$ 9.000');

  // Another instance, another currency.
  await page.goto(site('hotel-mirador', '/miraflores/menu'));
  const lomo = productCard(page, 'Lomo saltado');
  await expect(lomo.getByTestId('promo-price')).toHaveText('S/ 45.00');
  await expect(lomo.getByTestId('regular-price')).toContainText('S/ 52.00');
  expect(await blockingViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});
