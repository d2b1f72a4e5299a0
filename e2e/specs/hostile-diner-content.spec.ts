import { expect, test } from '@playwright/test';
import { collectPageErrors, hydrated } from '../support/page-errors.ts';
import { orderLine, printedTables, productCard, tableLink } from '../support/table-order.ts';
import { API_URL } from '../support/servers.ts';

const PWNED = 'window.__pwned=1';
const HOSTILE_NAME = `<b>Ana</b><img src=x onerror="${PWNED}">`;
const HOSTILE_COMMENT = `"><script>${PWNED}</script><a href="javascript:${PWNED}">x</a>`;

/** A table mate's phone, through the API as the app would call it: a hostile name, a hostile comment. */
async function hostileMateOrders(): Promise<void> {
  const config = (await (await fetch(`${API_URL}/experience/zona-hostil.localhost/config`)).json()) as {
    id: number;
  };
  const call = async (
    path: string,
    init: { method?: string; body?: object; headers?: Record<string, string> },
  ) => {
    const res = await fetch(`${API_URL}${path}`, {
      method: init.method ?? 'GET',
      headers: { 'content-type': 'application/json', customer_id: String(config.id), ...init.headers },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
    expect(res.status, `${path}: ${await res.clone().text()}`).toBeLessThan(300);
    return res.json();
  };
  const { profile } = (await call('/profiles/anonymous.json', {
    method: 'POST',
    body: { profile: { domain: 'zona-hostil.localhost', name: HOSTILE_NAME } },
  })) as { profile: { id: number; token: string } };
  const headers = { profileid: String(profile.id), token: profile.token };
  const menu = (await call('/api/suppliers/centro-hostil/menu.json', {})) as {
    supplier_id: number;
    products: { id: number; slug: string }[];
  };
  const nachos = menu.products.find((product) => product.slug === 'nachos-hostiles');
  // The mate scanned the table's printed QR: its key seats them at the table's bill.
  const h1 = (await printedTables('zona-hostil', 'centro-hostil')).find((table) => table.code === 'H1');
  const { purchase } = (await call('/menudigital/init.json', {
    method: 'POST',
    headers,
    body: { purchase: { supplier_id: menu.supplier_id, table_code: 'H1', table_key: h1?.key ?? null } },
  })) as { purchase: { id: number } };
  await call('/menudigital/add_product_cart.json', {
    method: 'POST',
    headers,
    body: { purchase_id: purchase.id, product: { id: nachos?.id, count: 1, comment: HOSTILE_COMMENT } },
  });
}

// zona-hostil's 'nachos-hostiles' carries markup in its name, description and picture (api/fixtures).
test('hostile product names, diner names and comments render as inert text on the menu and the table order', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await hostileMateOrders();

  await page.goto(await tableLink('zona-hostil', 'centro-hostil', 'H1'));
  await hydrated(page);
  const popup = page.getByTestId('popup');
  if (await popup.isVisible()) await popup.getByRole('button', { name: 'Cerrar' }).click();

  const card = productCard(page, 'Nachos');
  await expect(card).toContainText('<img src=x onerror="window.__pwned=1">Nachos <b>gratinados</b>');
  await expect(card).toContainText('<script>window.__pwned=1</script>Con queso "fundido" & jalapeños');
  // The picture's address is not a web address: no picture rather than a script URL.
  expect(
    await card.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? '')),
  ).not.toContainEqual(expect.stringMatching(/^javascript:/));

  // The mate's line: the product's name and the mate's name as typed.
  const line = orderLine(page, 'Nachos');
  await expect(line).toContainText('<img src=x onerror="window.__pwned=1">Nachos <b>gratinados</b>');
  await expect(line).toContainText(HOSTILE_NAME);

  await expect(
    page.locator('main img[src="x"], main b, main script, main a[href^="javascript:"]'),
  ).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]);
});
