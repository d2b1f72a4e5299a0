import { expect, test, type Page, type Request } from '@playwright/test';
import { PHONE } from '../support/delivery-journey.ts';
import { holdRequests } from '../support/held-requests.ts';
import { collectPageErrors, site } from '../support/page-errors.ts';
import { serverPage } from '../support/server-page.ts';
import { orderLine } from '../support/table-order.ts';

const MENU = site('la-brasa', '/chapinero');
test.use(PHONE);

/**
 * Holds the menu remote's scripts (its stylesheets pass, the paint needs them), so the server's HTML stays
 * painted and not yet live for as long as the spec needs.
 */
async function holdMenuRemote(page: Page): Promise<() => void> {
  const scripts = (request: Request) => request.resourceType() === 'script';
  const { release } = await holdRequests(page, (url) => url.port === '5175', scripts);
  return release;
}

/** A real tap (mouse down and up at the control's middle), as a diner's finger lands on the page. */
async function tapAt(page: Page, selector: string): Promise<void> {
  const control = page.locator(selector).first();
  // A finger reaches only what is on screen: scrolled there first, as the diner would.
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** "Agregar" of the menu's first product, Empanadas x3. */
const add = '[data-testid="product"]:has-text("Empanadas") button:text-is("Agregar")';

/** The menu opened with its remote held: painted from the server's HTML, its products showing, not live. */
async function paintedMenuNotLive(page: Page): Promise<() => void> {
  const release = await holdMenuRemote(page);
  await page.goto(MENU, { waitUntil: 'commit' });
  await expect(page.locator(add).first()).toBeVisible();
  return release;
}

test.beforeAll(async () => {
  // Warm: the page arrives server-rendered (a cold first render may fall back to the browser).
  await expect.poll(async () => (await serverPage(MENU)).render, { timeout: 30_000 }).toBe('server');
});

test('the served menu and table pages hold the dialog frame before any product: a tap while the rest is parsed finds it', async () => {
  // The browser paints the first products while it still parses the rest of a long page: a frame served
  // after them was not there for a tap in between, and that tap drew no dialog.
  for (const address of [MENU + '/menu', site('la-brasa', '/chapinero/menu-digital?mesa=M03')]) {
    const { render, html } = await serverPage(address);
    expect(render, address).toBe('server');
    // The page's own markup (the head's inline scripts name both attributes too).
    const page = html.slice(html.indexOf('<div id="root"'));
    const frame = page.indexOf('data-early-dialog-frame=');
    const firstProduct = page.indexOf('data-early-dialog-source=');
    expect(firstProduct, address).toBeGreaterThan(0);
    expect(frame, address).toBeGreaterThan(0);
    expect(frame, address).toBeLessThan(firstProduct);
  }
});

test('a tap on the painted menu before it is live is answered once it is, and only once', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const release = await paintedMenuNotLive(page);
  await expect(page.locator('#root')).toHaveAttribute('inert', '');

  // The diner taps "Agregar" on the first product, and again every 100 ms while nothing answers.
  for (let tap = 0; tap < 4; tap += 1) {
    await tapAt(page, add);
    await page.waitForTimeout(100);
  }
  // Answered at once, while the page is not live: the product's dialog drawn from its card, its add
  // button waiting.
  const early = page.getByRole('dialog', { name: 'Empanadas' });
  await expect(early).toBeVisible();
  await expect(early).toHaveAttribute('aria-busy', 'true');
  await expect(early.getByRole('button', { name: 'Un momento…' })).toBeDisabled();
  // A copy: the page's own frame stays hidden where it was served.
  await expect(page.locator('#root [data-early-dialog-frame]')).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.locator('#root')).toHaveAttribute('inert', '');

  release();
  // The real dialog takes its place once the page is live: one dialog, the product's form.
  const dialog = page.getByTestId('product-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName('Empanadas x3');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.locator('[data-early-dialog-shown]')).toHaveCount(0);
  await dialog.getByRole('button', { name: /Agregar al carrito/ }).click();
  await expect(page.getByRole('link', { name: /^Carrito/ })).toHaveAccessibleName('Carrito, 1 producto');
  expect(errors).toEqual([]);
});

test('a product dialog closed before the page is live stays closed: nothing opens or is added later', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const release = await paintedMenuNotLive(page);
  await tapAt(page, add);
  const early = page.getByRole('dialog', { name: 'Empanadas' });
  await expect(early).toBeVisible();
  await early.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  release();
  await expect(page.locator('#root')).not.toHaveAttribute('inert', '');
  // Live now: the page answers a new tap, and the one the diner took back was never replayed.
  const cart = page.getByRole('link', { name: /^Carrito/ });
  await expect(cart).toHaveAccessibleName('Carrito, 0 productos');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.locator(add).first().click();
  await expect(page.getByTestId('product-dialog')).toHaveAccessibleName('Empanadas x3');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('a toggle tapped before the page is live is switched once: the language menu opens and stays open', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const release = await holdMenuRemote(page);
  await page.goto(MENU, { waitUntil: 'commit' });
  await expect(page.locator('[data-testid="language-toggle"]')).toBeVisible();
  await tapAt(page, '[data-testid="language-toggle"]');
  await expect(page.getByTestId('language-menu')).toHaveCount(0);
  // The tap was taken: the toggle shows it is waiting for the page.
  await expect(page.getByTestId('language-toggle')).toHaveAttribute('data-early-pending', '');

  release();
  // Answered twice, the menu would open and close again; lost, it would never open.
  await expect(page.getByTestId('language-menu')).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert', '');
  await expect(page.getByTestId('language-menu')).toBeVisible();
  await expect(page.locator('[data-early-pending]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a link tapped on the painted landing before it is live is followed by the browser at once, once, with its service', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const home = site('la-brasa');
  await expect.poll(async () => (await serverPage(home)).render, { timeout: 30_000 }).toBe('server');
  // The landing's own scripts are held: it is painted and never goes live while the diner taps.
  const { release } = await holdRequests(
    page,
    (url) => url.port === '5174',
    (request) => request.resourceType() === 'script',
  );
  // The documents the browser asks for (the app's own moves within a page are not among them).
  const pages: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      pages.push(new URL(request.url()).pathname);
  });
  await page.goto(home, { waitUntil: 'commit' });
  const book = page.getByRole('link', { name: 'Reserva tu mesa' });
  await expect(book).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  await book.scrollIntoViewIfNeeded();
  const box = await book.boundingBox();
  if (!box) throw new Error('"Reserva tu mesa" is not on screen');
  // Tapped again and again because nothing seems to happen yet: meant once.
  for (let tap = 0; tap < 3; tap += 1) {
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(50);
  }
  // The browser follows the link itself: the booking form of the one branch that takes bookings, served
  // rendered, while the landing never went live. Its address carries the service the link chose.
  await expect(page).toHaveURL(/\/chapinero\/reservar\?service=book$/);
  await expect(page.getByTestId('book-page')).toBeVisible();
  release();
  await expect(page.locator('#root')).not.toHaveAttribute('inert', '');
  // Live, the page took the service from its address: booking is what the diner is doing now.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('mesa:v1:order')))
    .toBe(JSON.stringify({ service: 'book', subservice: null }));
  await expect(page.locator('[data-early-pending]')).toHaveCount(0);
  expect(pages.filter((path) => path.endsWith('/reservar'))).toHaveLength(1);
  // Back to the landing it left before it was live, the diner finds a whole page that goes live.
  await page.goBack();
  await expect(page).toHaveURL(home);
  await expect(page.locator('#root')).not.toHaveAttribute('inert', '');
  await expect(page.getByRole('link', { name: 'Reserva tu mesa' })).toBeVisible();
  expect(errors).toEqual([]);
});

/** Holds the diner's join of a table: the page is live, the table's purchase not yet there. */
async function holdTableJoin(page: Page): Promise<() => void> {
  const join = (request: Request) => request.method() === 'POST';
  const { release } = await holdRequests(
    page,
    (url) => url.pathname.endsWith('/menudigital/init.json'),
    join,
  );
  return release;
}

test('on the table, a product tapped before the page is live keeps its dialog while the table is joined', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  // The code without its key: an order of this diner's own at M07, away from other specs' bills.
  const releaseRemote = await holdMenuRemote(page);
  const releaseJoin = await holdTableJoin(page);
  await page.goto(site('la-brasa', '/chapinero/menu-digital?mesa=M07'), { waitUntil: 'commit' });
  await expect(page.locator(add).first()).toBeVisible();
  await tapAt(page, add);
  await expect(page.getByRole('dialog', { name: 'Empanadas' })).toBeVisible();

  releaseRemote();
  // Live, the table still being joined: the product's own dialog is on screen in the copy's place, its
  // form working and only its add waiting.
  await expect(page.locator('#root')).not.toHaveAttribute('inert', '');
  const dialog = page.getByTestId('product-dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(dialog).toHaveAttribute('aria-busy', 'true');
  await expect(dialog.getByRole('button', { name: 'Un momento…' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Uno más' }).click();
  await expect(dialog.getByLabel('Cantidad')).toHaveValue('2');

  releaseJoin();
  const addToOrder = dialog.getByRole('button', { name: /^Agregar al pedido/ });
  await expect(addToOrder).toBeEnabled();
  await expect(dialog).toHaveAttribute('aria-busy', 'false');
  await addToOrder.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(orderLine(page, 'Empanadas')).toContainText('2 × Empanadas x3');
  expect(errors).toEqual([]);
});
