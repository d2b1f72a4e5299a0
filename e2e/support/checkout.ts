import { expect, type Page } from '@playwright/test';
import { site } from './page-errors.ts';
import { API_URL, STAFF_TOKEN } from './servers.ts';
import { orderProduct } from './table-order.ts';

/**
 * A diner who does not know the table number orders on a purchase of their own (no table mate can
 * join it, so specs that share a table code never meet). Returns the purchase id.
 */
export async function ownOrder(
  page: Page,
  instance: string,
  branch: string,
  products: string[],
): Promise<number> {
  await page.goto(site(instance, `/${branch}/menu-digital?mesa=Z99`));
  await page.getByTestId('scan-qr').getByRole('button', { name: 'No sé mi número de mesa' }).click();
  await expect(page.getByTestId('table-order')).toBeVisible();
  for (const name of products) await orderProduct(page, name);
  const href = await page.getByTestId('pay-bill').getAttribute('href');
  const id = Number(/\/checkout\/(\d+)/.exec(href ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

/** The contact data on the checkout, all required (Colombian mobile, in Spanish). */
export async function fillContact(page: Page, name: string) {
  await page.getByLabel('Nombre', { exact: true }).fill(name);
  await page.getByLabel('Celular', { exact: true }).fill('300 111 2233');
  await page.getByLabel('Correo electrónico').fill('diner@example.com');
  await page.getByLabel('Tipo de documento', { exact: true }).selectOption('national_id');
  await page.getByLabel('Número de documento', { exact: true }).fill('1020304050');
}

/** A sandbox card (README "Sandbox payments"); its holder's document follows the contact's. */
export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Nombre del titular').fill('DINER');
  await page.getByLabel('Número de la tarjeta').fill(number);
  await page.getByLabel('Mes de vencimiento').fill('12');
  await page.getByLabel('Año de vencimiento').fill('2040');
  await page.getByLabel('CVC').fill('123');
}

/** A staff call with the staff token; fails the spec when the API refuses it. */
export async function staffPut(path: string, body?: object): Promise<unknown> {
  const response = await fetch(`${API_URL}/staff${path}`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${STAFF_TOKEN}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

/** What the kitchen and the waiters see of a branch: the staff's table orders, as the API answers them. */
export async function kitchenOrders(
  instance: string,
  branch: string,
): Promise<{ id: number; items: { label: string; status: string }[] }[]> {
  const response = await fetch(`${API_URL}/staff/instances/${instance}/branches/${branch}/table-orders`, {
    headers: { authorization: `Bearer ${STAFF_TOKEN}` },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (
    (await response.json()) as { purchases: { id: number; items: { label: string; status: string }[] }[] }
  ).purchases;
}
