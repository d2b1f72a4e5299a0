import { expect, type Page } from '@playwright/test';

/** A product's card on the menu on screen. */
export const productCard = (page: Page, name: string) =>
  page.getByTestId('product').filter({ hasText: name });

/** A line of the table's order. */
export const orderLine = (page: Page, name: string) =>
  page.getByTestId('order-line').filter({ hasText: name });

/** Adds one `name` from its card through the product dialog (no options to choose), in the page's language. */
export async function orderProduct(page: Page, name: string, add = /Agregar/, confirm = /Agregar al pedido/) {
  await productCard(page, name).getByRole('button', { name: add }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toHaveCount(0);
}

/**
 * Adds one `name` to the browser's cart (Home, Menu: delivery and take-away) through the product
 * dialog, which opens for every add (no options to choose, nothing alcoholic), in Spanish.
 */
export const addToCart = (page: Page, name: string) =>
  orderProduct(page, name, /Agregar/, /Agregar al carrito/);
