import { expect, type Page } from '@playwright/test';
import type { journey } from './journey.ts';

/** A journey's counter of what the diner does (`journey(name)`). */
export type Journey = ReturnType<typeof journey>;

/** The phone every diner journey runs on. */
export const PHONE = { width: 390, height: 844 } as const;

/** A product's card on the menu on screen. */
export const card = (page: Page, name: string) => page.getByTestId('product').filter({ hasText: name });

/**
 * The diner opens a product from its card (its photo, its name or its button, as `by` says) and adds it
 * with the dialog's button; the visible notice says where it went.
 */
export async function addFromCard(
  j: Journey,
  page: Page,
  name: string,
  { by, add = /Agregar al pedido/, went }: { by: 'photo' | 'name' | 'button'; add?: RegExp; went: string },
): Promise<void> {
  const product = card(page, name);
  if (by === 'photo') await j.tap(product.locator('.mn-product__photo'));
  else if (by === 'name') await j.tap(product.getByRole('button', { name, exact: true }));
  else await j.tap(product.getByRole('button', { name: /^Agregar / }));
  const dialog = page.getByRole('dialog', { name });
  await j.tap(dialog.getByRole('button', { name: add }));
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('added-notice')).toContainText(`${name} ${went}`);
}

/** The payer's contact data, typed on the checkout, in Spanish. */
export async function typeContact(j: Journey, page: Page, phone = '300 111 2233'): Promise<void> {
  await j.type(page.getByLabel('Nombre', { exact: true }), 'Ana Diner');
  await j.type(page.getByLabel('Celular', { exact: true }), phone);
  await j.type(page.getByLabel('Correo electrónico'), 'ana@example.com');
  await j.choose(page.getByLabel('Tipo de documento', { exact: true }), 'national_id');
  await j.type(page.getByLabel('Número de documento', { exact: true }), '1020304050');
}

/** A sandbox card (the holder's document follows the contact's). */
export async function typeCard(j: Journey, page: Page, number = '4242 4242 4242 4242'): Promise<void> {
  await j.type(page.getByLabel('Nombre del titular'), 'ANA DINER');
  await j.type(page.getByLabel('Número de la tarjeta'), number);
  await j.type(page.getByLabel('Mes de vencimiento'), '12');
  await j.type(page.getByLabel('Año de vencimiento'), '2040');
  await j.type(page.getByLabel('CVC'), '123');
}

/** The purchase the table's order pays (its pay link names it). */
export async function purchaseOnScreen(page: Page): Promise<number> {
  const href = await page.getByTestId('pay-bill').getAttribute('href');
  const id = Number(/\/checkout\/(\d+)/.exec(href ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

/** The payment the API recorded when the diner paid (read from its answer, not stubbed). */
export function paymentAnswer(page: Page): Promise<{ id: number; status: string }> {
  return page
    .waitForResponse(
      (response) =>
        response.url().endsWith('/api/v4/payments.json') && response.request().method() === 'POST',
    )
    .then(
      async (response) => ((await response.json()) as { payment: { id: number; status: string } }).payment,
    );
}
