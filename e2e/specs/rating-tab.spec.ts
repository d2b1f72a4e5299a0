import { expect, test } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { collectPageErrors, site } from '../support/page-errors.ts';

test('at a basic table the rating tab asks for the menu rating and the NPS, requires a score and thanks', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(site('la-brasa', '/usaquen/menu-digital?mesa=U05'));
  await expect(page.getByTestId('table-order')).toBeVisible();
  await page.getByTestId('rating-tab').click();
  const dialog = page.getByRole('dialog', { name: 'Califica tu experiencia' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Enviar calificación' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Calificación requerida');
  await dialog.getByRole('radio', { name: '5 de 5' }).check();
  await dialog.getByRole('button', { name: 'Enviar calificación' }).click();
  // Both questions are required: the NPS is still missing.
  await expect(dialog.getByRole('alert')).toHaveText('Calificación requerida');
  await dialog
    .getByRole('group', { name: /recomiendes/ })
    .getByRole('radio', { name: '9' })
    .check();
  await dialog.getByLabel('Comentario (opcional)').fill('Todo muy rico');
  expect(await blockingViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Enviar calificación' }).click();
  await expect(dialog.getByRole('status')).toHaveText('¡Gracias por tu calificación!');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByTestId('rating-tab')).toHaveCount(0);

  // Leaving the table's menu for its home (the logo: the seated diner's home is the table's) keeps the tab
  // away for this visit. (A navigation inside the page: a reload is another visit, and waiting on a
  // server-rendered page for the tab to stay absent only raced the hydration.)
  await page.getByRole('link', { name: 'Inicio de La Brasa' }).click();
  await expect(page).toHaveURL(/\/usaquen\/menu-digital\/home\?mesa=U05$/);
  await expect(page.getByTestId('table-home')).toBeVisible();
  await expect(page.getByTestId('current-service')).toHaveText('Servicio: Pedir en la mesa');
  await expect(page.getByTestId('rating-tab')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a checkout-class table and room service show no rating tab', async ({ page }) => {
  await page.goto(site('la-brasa', '/chapinero/menu-digital?mesa=M07'));
  await expect(page.getByTestId('table-order')).toBeVisible();
  await expect(page.getByTestId('order-total')).toBeVisible();
  await expect(page.getByTestId('rating-tab')).toHaveCount(0);
  await page.goto(site('hotel-mirador', '/miraflores/service-room?mesa=201'));
  await expect(page.getByTestId('table-order')).toBeVisible();
  await expect(page.getByTestId('rating-tab')).toHaveCount(0);
});

test('the rating link of a purchase takes one rating 1-5; a wrong token is an invalid link', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const joined = page.waitForResponse(
    (response) => response.url().includes('/menudigital/init.json') && response.request().method() === 'POST',
  );
  await page.goto(site('la-brasa', '/usaquen/menu-digital?mesa=U06'));
  const { purchase } = (await (await joined).json()) as { purchase: { id: number; rate_token: string } };

  // A wrong link is said so as the page opens, before anything is typed.
  await page.goto(site('la-brasa', `/ratecluvi/${purchase.id}/not-the-token-000`));
  const form = page.getByTestId('rate-purchase-page');
  await expect(form.getByTestId('rate-result')).toHaveText('Este enlace de calificación no es válido.');
  await expect(form.getByRole('radio')).toHaveCount(0);

  await page.goto(site('la-brasa', `/ratecluvi/${purchase.id}/${purchase.rate_token}`));
  await form.getByRole('button', { name: 'Enviar calificación' }).click();
  await expect(form.getByRole('alert')).toHaveText('Calificación requerida');
  await form.getByRole('radio', { name: '4 de 5' }).check();
  await form.getByLabel('Comentario (opcional)').fill('Volveremos');
  expect(await blockingViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Enviar calificación' }).click();
  await expect(form.getByTestId('rate-result')).toHaveText('¡Gracias por tu calificación!');

  // The link works once: a second visit (another diner at the bill) is told it is done before typing.
  await page.reload();
  await expect(form.getByTestId('rate-result')).toHaveText('Este pedido ya fue calificado. ¡Gracias!');
  await expect(form.getByRole('radio')).toHaveCount(0);
  expect(errors).toEqual([]);
});
