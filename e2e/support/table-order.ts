import { expect, type Page } from '@playwright/test';
import { API_URL, STAFF_TOKEN } from './servers.ts';

/** A table or room of a branch as the staff's QR sheet prints it: its code, key and link. */
export interface PrintedTable {
  code: string;
  kind: 'table' | 'room';
  key: string;
  url: string;
}

/**
 * The QR links the staff print for a branch (`/staff/…/qr.json`, the sheet's links as data), from the
 * suite's API or another API process (`api`, its origin).
 */
export async function printedTables(
  instance: string,
  branch: string,
  api = API_URL,
): Promise<PrintedTable[]> {
  const response = await fetch(`${api}/staff/instances/${instance}/branches/${branch}/qr.json`, {
    headers: { authorization: `Bearer ${STAFF_TOKEN}` },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { tables: PrintedTable[] }).tables;
}

/**
 * The printed QR link of a table or room (`…/menu-digital?mesa=M04&k=<key>`): what a diner scans to sit
 * at the table's bill. A link with only `?mesa=` (typed) starts the diner's own order instead.
 */
export async function tableLink(
  instance: string,
  branch: string,
  code: string,
  api = API_URL,
): Promise<string> {
  const table = (await printedTables(instance, branch, api)).find((printed) => printed.code === code);
  if (!table) throw new Error(`${instance}/${branch} has no table ${code}`);
  return table.url;
}

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
 * Sends the diner's pending lines to the kitchen ("Enviar a la cocina (count)") and answers the id of the
 * purchase they went to, as the send's request names it: the staff's screens show it as `#id`, which
 * tells this spec's order apart from other orders at the same table.
 */
export async function sendToKitchen(page: Page, count: number): Promise<number> {
  const sent = page.waitForResponse(
    (response) => /\/menudigital\/cook_products\/\d+\.json$/.test(response.url()) && response.ok(),
  );
  await page.getByRole('button', { name: `Enviar a la cocina (${count})` }).click();
  const id = /cook_products\/(\d+)\.json$/.exec((await sent).url())?.[1];
  if (!id) throw new Error('the send to the kitchen named no purchase');
  return Number(id);
}

/**
 * Adds one `name` to the browser's cart (Home, Menu: delivery and take-away) through the product
 * dialog, which opens for every add (no options to choose, nothing alcoholic), in Spanish.
 */
export const addToCart = (page: Page, name: string) =>
  orderProduct(page, name, /Agregar/, /Agregar al carrito/);
