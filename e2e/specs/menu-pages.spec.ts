import { expect, test } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { collectPageErrors, site } from '../support/page-errors.ts';
import { serverPage } from '../support/server-page.ts';

test('a product page renders on the server with the dialog rules, and adds to the cart', async ({ page }) => {
  const url = site('la-brasa', '/chapinero/view/postre-del-dia');
  // The first request after a start may load the remote past the render budget; the next one is warm.
  await expect.poll(async () => (await serverPage(url)).render, { timeout: 30_000 }).toBe('server');
  expect((await serverPage(url)).html).toContain('Quedan 3 unidades');
  const errors = collectPageErrors(page);
  const response = await page.goto(url);
  expect(response?.headers()['x-mesa-render']).toBe('server');
  const product = page.getByTestId('product-page');
  await expect(product.getByRole('heading', { level: 1 })).toHaveText('Postre del día Nuevo');
  await expect(product).toContainText('Quedan 3 unidades');
  await product.getByLabel('Cantidad').fill('4');
  await expect(product.getByTestId('add-problem')).toHaveText(
    'La cantidad seleccionada no está disponible, intenta con máximo 3.',
  );
  await expect(product.getByRole('button', { name: /Agregar al carrito/ })).toBeDisabled();
  await product.getByRole('button', { name: 'Uno menos' }).click();
  await product.getByRole('button', { name: 'Uno menos' }).click();
  await product.getByRole('button', { name: 'Agregar al carrito · $ 14.000' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Postre del día agregado al carrito' }),
  ).toBeAttached();
  expect(await blockingViolations(page)).toEqual([]);

  // The short path shows the same page; required options keep the add button disabled with the reason.
  await page.goto(site('la-brasa', '/chapinero/churrasco'));
  await expect(page.getByTestId('product-page').getByRole('heading', { level: 1 })).toHaveText(
    'Churrasco 400 g',
  );
  await expect(page.getByTestId('add-problem')).toHaveText('Elige una opción de «Término de la carne».');
  await expect(page.getByRole('button', { name: /Agregar al carrito/ })).toBeDisabled();
  expect(await blockingViolations(page)).toEqual([]);

  await page.goto(site('la-brasa', '/chapinero/view/no-existe'));
  await expect(page.getByTestId('product-missing')).toBeVisible();
  expect(errors).toEqual([]);
});

test('main categories lead to subcategories and to the menu at a category or a subcategory', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(site('la-brasa', '/chapinero/maincategories'));
  const main = page.getByTestId('main-categories');
  await expect(main.getByRole('link', { name: 'Entradas' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await main.getByRole('link', { name: 'Bebidas' }).click();
  const sub = page.getByTestId('sub-categories');
  await expect(sub.getByRole('heading', { level: 1 })).toHaveText('Bebidas');
  await expect(sub.getByRole('link', { name: 'Sin alcohol' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  // A subcategory opens its own products, not its parent's.
  await sub.getByRole('link', { name: 'Cervezas y cócteles' }).click();
  await expect(page).toHaveURL(/\/chapinero\/menu\?category_id=cervezas$/);
  await expect(page.getByRole('heading', { name: 'Cervezas y cócteles', level: 3 })).toBeInViewport();
  // Not the parent's first group: the menu starts at the subcategory (its sibling is scrolled past).
  await expect(page.getByRole('heading', { name: 'Sin alcohol', level: 3 })).not.toBeInViewport({
    // A sliver of it may stay under the sticky category bar; more than half of it means the menu started there.
    ratio: 0.5,
  });
  await expect(
    page.getByTestId('product').filter({ hasText: 'Cerveza Club Colombia' }).first(),
  ).toBeInViewport();
  expect(errors).toEqual([]);
});

test('the menu searches and filters on a phone, and the link keeps them', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(site('la-brasa', '/chapinero/menu'));
  const products = page.getByTestId('product');
  await expect(products.filter({ hasText: 'Bandeja paisa' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Buscar en el menú' }).fill('pollo');
  await expect(products).toHaveCount(2);
  await expect(page).toHaveURL(/\/chapinero\/menu\?q=pollo$/);
  // A reload (or a shared link) shows the same list, rendered on the server.
  await page.reload();
  await expect(products).toHaveCount(2);
  await expect(page.getByRole('searchbox', { name: 'Buscar en el menú' })).toHaveValue('pollo');

  await page.getByRole('searchbox', { name: 'Buscar en el menú' }).fill('');
  await page.getByLabel('Sin alcohol').check();
  await expect(products.filter({ hasText: 'Cerveza Club Colombia' })).toHaveCount(0);
  await expect(products.filter({ hasText: 'Gaseosa' })).toBeVisible();
  await page.getByLabel('Sin alcohol').uncheck();
  await page.getByLabel('En promoción').check();
  await expect(products).toHaveCount(1);
  await expect(products).toContainText('Torta tres leches');
  await page.getByLabel('Nuevos').check();
  await expect(page.getByTestId('no-match')).toContainText('Ningún producto coincide con tu búsqueda.');
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Quitar filtros' }).click();
  await expect(page).toHaveURL(/\/chapinero\/menu$/);
  await expect(products.filter({ hasText: 'Bandeja paisa' })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test("Home shows the branch's services, banners and address above its menu", async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(site('la-brasa', '/chapinero'));
  const home = page.getByTestId('branch-home');
  // The operator's own labels, in the side panel's order; the menu follows below.
  await expect(home.getByRole('button')).toHaveText([
    'Domicilio',
    'Recoger en tienda',
    'Pedir en la mesa',
    'Reservar mesa',
    'Programar pedido',
  ]);
  await expect(page.getByTestId('menu-page').getByRole('heading', { name: 'Bebidas' })).toBeVisible();
  await home.getByRole('button', { name: 'Recoger en tienda' }).click();
  await expect(home.getByRole('button', { name: 'Recoger en tienda' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const map = home.getByRole('link', { name: /Carrera 13 # 63-20, Bogotá/ });
  await expect(map).toHaveAttribute('href', /google\.com\/maps\/search\/.*query=/);
  await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(home.getByRole('link', { name: 'Llamar al +57 601 555 0101' })).toHaveAttribute(
    'href',
    'tel:+576015550101',
  );
  const external = home.getByRole('link', { name: 'Más del restaurante (se abre en otra pestaña)' });
  await expect(external).toHaveAttribute('href', 'https://labrasa.example/eventos');
  await expect(external).toHaveAttribute('target', '_blank');
  expect(await blockingViolations(page)).toEqual([]);

  await home.getByRole('link', { name: 'Ver la categoría Bebidas' }).click();
  await expect(page).toHaveURL(/\/chapinero\/menu\?category_id=bebidas$/);
  await page.goBack();
  await page.getByTestId('branch-home').getByRole('link', { name: 'Ver Churrasco 400 g' }).click();
  await expect(page.getByTestId('product-page').getByRole('heading', { level: 1 })).toHaveText(
    'Churrasco 400 g',
  );
  expect(errors).toEqual([]);
});
