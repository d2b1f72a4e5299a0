import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectPageErrors, site } from '../support/page-errors.ts';

/** Presses Tab until `target` has the focus, as a keyboard user would; fails when it never gets it. */
async function tabTo(page: Page, target: Locator, max = 150): Promise<void> {
  await expect(target).toBeVisible();
  for (let step = 0; step < max; step++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test('a diner goes from the landing to a paid order with the keyboard alone', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(site('la-brasa', '/'));
  // Nothing is clicked from here on: Tab, Shift+Tab, Space, Enter and the arrow keys only.
  await tabTo(page, page.getByRole('link', { name: 'En mesa', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/branch-to-on-table/);
  await tabTo(page, page.getByRole('link', { name: /Chapinero/ }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/chapinero\/menu-digital/);

  await tabTo(page, page.getByRole('button', { name: 'No sé mi número de mesa' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('table-order')).toBeVisible();

  // A product with required options: the dialog takes the focus, keeps it, and gives it back.
  const card = page.getByTestId('product').filter({ hasText: 'Churrasco 400 g' });
  const add = card.getByRole('button', { name: /Agregar/ });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Churrasco 400 g' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await tabTo(page, dialog.getByRole('radio', { name: 'Tres cuartos' }));
  await page.keyboard.press('Space');
  await tabTo(page, dialog.getByRole('radio', { name: 'Papa a la francesa' }));
  await page.keyboard.press('Space');
  await tabTo(page, dialog.getByRole('checkbox', { name: /Huevo frito/ }));
  await page.keyboard.press('Space');
  const confirm = dialog.getByRole('button', { name: /Agregar al pedido/ });
  await expect(confirm).toBeEnabled();
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(add).toBeFocused();

  // The order tab, the kitchen, then the bill.
  // A tab list is one Tab stop (its selected tab); the arrow keys move between its tabs.
  await tabTo(page, page.getByRole('tab', { name: 'Menú' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /Pedido/ })).toBeFocused();
  await expect(page.getByRole('tab', { name: /Pedido/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('order-total')).toHaveText('Total: $ 48.000');
  await tabTo(page, page.getByRole('button', { name: 'Enviar a la cocina (1)' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByTestId('pay-bill'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('checkout-page')).toBeVisible();
  await expect(page.getByTestId('balance')).toBeVisible();

  const method = page.getByLabel('Medio de pago');
  await tabTo(page, method);
  // A closed <select> takes the first letters of an option's name.
  await page.keyboard.type('Tarjeta');
  await expect(method).toHaveValue('card');
  await typeInto(page, page.getByLabel('Nombre', { exact: true }), 'Ana');
  await typeInto(page, page.getByLabel('Celular', { exact: true }), '300 111 2233');
  await typeInto(page, page.getByLabel('Correo electrónico'), 'ana@example.com');
  const documentType = page.getByLabel('Tipo de documento', { exact: true });
  await tabTo(page, documentType);
  await page.keyboard.type('C');
  await expect(documentType).not.toHaveValue('');
  await typeInto(page, page.getByLabel('Número de documento', { exact: true }), '1020304050');
  await typeInto(page, page.getByLabel('Nombre del titular'), 'ANA');
  await typeInto(page, page.getByLabel('Número de la tarjeta'), '4242 4242 4242 4242');
  await typeInto(page, page.getByLabel('Mes de vencimiento'), '12');
  await typeInto(page, page.getByLabel('Año de vencimiento'), '2040');
  await typeInto(page, page.getByLabel('CVC'), '123');
  await tabTo(page, page.getByTestId('pay'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('payment-outcome')).toHaveAttribute('data-status', 'approved');
  expect(errors).toEqual([]);
});

test('the side panel holds the focus while open, Escape closes it and the focus returns to its button', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(site('la-brasa', '/chapinero/menu'));
  const toggle = page.getByRole('button', { name: 'Abrir menú de servicios' });
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('side-panel');
  await expect(panel).toBeVisible();
  for (let step = 0; step < 30; step++) {
    await page.keyboard.press(step % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(toggle).toBeFocused();
  expect(errors).toEqual([]);
});
