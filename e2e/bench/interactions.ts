// Measurements that need the diner to do something: tap "add", come back without a network.
import type { Browser, BrowserContext, Cookie, Page } from 'playwright-core';
import { CONTEXT_OPTIONS } from './profile.ts';
import { CART_PRODUCT, OWN_ORDER_PRODUCT, OWN_ORDER_TABLE, type BenchRoute } from './routes.ts';
import type { StoredState } from './visit.ts';

interface TapRecord {
  clickAt?: number;
  changedAt?: number;
}

const addButton = (page: Page, product: string) =>
  page
    .getByTestId('product')
    .filter({ hasText: product })
    .getByRole('button', { name: /Agregar/ });

/** Every add opens the product dialog first; its own button puts the product in the cart or the order. */
async function openProductDialog(page: Page, product = CART_PRODUCT, confirmName = /Agregar al carrito/) {
  await addButton(page, product).click();
  const confirm = page.getByRole('dialog', { name: product }).getByRole('button', { name: confirmName });
  await confirm.waitFor();
  return confirm;
}

/**
 * Milliseconds from the click's dispatch (the event's own timestamp) on the product dialog's add button
 * to the header's cart badge showing another number, on a loaded menu page (still under the CPU slowdown).
 */
export async function tapToBadge(page: Page): Promise<number> {
  const confirm = await openProductDialog(page);
  await page.evaluate(() => {
    const tap: TapRecord = {};
    (window as unknown as { __tap: TapRecord }).__tap = tap;
    const badgeText = () => document.querySelector('[data-testid="cart-count"]')?.textContent ?? '';
    const before = badgeText();
    document.addEventListener('click', (event) => (tap.clickAt = event.timeStamp), {
      capture: true,
      once: true,
    });
    const header = document.querySelector('header') ?? document.body;
    const watcher = new MutationObserver(() => {
      if (badgeText() === before) return;
      tap.changedAt = performance.now();
      watcher.disconnect();
    });
    watcher.observe(header, { subtree: true, childList: true, characterData: true });
  });
  await confirm.click();
  const tap = await page.waitForFunction(
    () => {
      const record = (window as unknown as { __tap: TapRecord }).__tap;
      return record.changedAt !== undefined && record.clickAt !== undefined ? record : null;
    },
    undefined,
    { timeout: 10_000, polling: 100 },
  );
  const { clickAt = 0, changedAt = 0 } = (await tap.jsonValue()) ?? {};
  return changedAt - clickAt;
}

/**
 * A stored cart as the app writes it, made by adding the cart product on the menu (unthrottled): the
 * page's stored state once the API keeps its copy of the cart, and the profile cookie the page set (the
 * shell's server renders the cart page from that copy).
 */
export async function captureCart(browser: Browser, menu: BenchRoute): Promise<StoredState> {
  const context = await browser.newContext(CONTEXT_OPTIONS);
  try {
    const page = await context.newPage();
    await page.goto(menu.url);
    const kept = page.waitForResponse(
      (answer) => answer.url().includes('/profiles/cart_draft.json') && answer.request().method() === 'PUT',
    );
    await (await openProductDialog(page)).click();
    await page.getByTestId('cart-count').filter({ hasText: '1' }).waitFor();
    if (!(await kept).ok()) throw new Error('the API did not keep the copy of the cart');
    const entries = await page.evaluate(() => ({ ...localStorage }) as Record<string, string>);
    return { entries, cookies: await profileCookies(context) };
  } finally {
    await context.close();
  }
}

/**
 * A diner with a table order of their own (unthrottled): table `OWN_ORDER_TABLE`'s code typed without
 * the QR's key (an order of the diner's own at that table), one product added; the page's stored state
 * and the purchase's id.
 */
export async function captureOwnOrder(browser: Browser, site: string): Promise<StoredState> {
  const context = await browser.newContext(CONTEXT_OPTIONS);
  try {
    const page = await context.newPage();
    await page.goto(`${site}/chapinero/menu-digital?mesa=${OWN_ORDER_TABLE}`);
    await page.getByTestId('own-order-at-table').waitFor();
    await page.getByTestId('table-order').waitFor();
    await (await openProductDialog(page, OWN_ORDER_PRODUCT, /Agregar al pedido/)).click();
    await page.getByTestId('order-line').filter({ hasText: OWN_ORDER_PRODUCT }).waitFor();
    const href = await page.getByTestId('pay-bill').getAttribute('href');
    const purchaseId = Number(/\/checkout\/(\d+)/.exec(href ?? '')?.[1]);
    if (!(purchaseId > 0)) throw new Error(`no purchase id in the pay link ${href}`);
    const entries = await page.evaluate(() => ({ ...localStorage }) as Record<string, string>);
    // The page hands its profile to the shell's server, which keeps it in an HttpOnly cookie.
    const cookies = await profileCookies(context);
    return { entries, cookies, purchaseId };
  } finally {
    await context.close();
  }
}

/** The diner's profile cookie once the page has set it (it asks the shell's server after the profile exists). */
async function profileCookies(context: BrowserContext): Promise<Cookie[]> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    const cookies = (await context.cookies()).filter((cookie) => cookie.name === 'mesa_profile');
    if (cookies.length > 0) return cookies;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the page set no profile cookie in 10 s');
}

export interface OfflineResult {
  opens: boolean;
  serviceWorker: boolean;
  note: string;
}

/** Visits the route, turns the network off, reloads: does its ready content show again? */
export async function opensOffline(browser: Browser, route: BenchRoute): Promise<OfflineResult> {
  const context = await browser.newContext(CONTEXT_OPTIONS);
  try {
    const page = await context.newPage();
    await page.goto(route.url);
    await page.getByText(route.readyText).first().waitFor({ timeout: 60_000 });
    // A service worker caches what it needs while it installs: give it the chance to finish.
    const serviceWorker = await page.evaluate(async () => {
      if (!('serviceWorker' in navigator)) return false;
      if (!(await navigator.serviceWorker.getRegistration())) return false;
      await Promise.race([
        navigator.serviceWorker.ready,
        new Promise((resolve) => setTimeout(resolve, 10_000)),
      ]);
      return true;
    });
    await page.waitForTimeout(1000);
    await context.setOffline(true);
    try {
      await page.reload({ timeout: 20_000 });
      await page.getByText(route.readyText).first().waitFor({ timeout: 15_000 });
      return { opens: true, serviceWorker, note: 'ready content shown' };
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      return { opens: false, serviceWorker, note: reason ?? 'failed' };
    }
  } finally {
    await context.close();
  }
}
