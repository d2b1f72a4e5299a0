import { expect, test, type Browser, type Page } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { PHONE } from '../support/delivery-journey.ts';
import { layoutShiftsSoFar } from '../support/layout-shift.ts';
import { collectPageErrors, site } from '../support/page-errors.ts';
import { API_URL, STAFF_TOKEN } from '../support/servers.ts';
import { orderLine, orderProduct } from '../support/table-order.ts';

// The printed QR carries a key beside the table's short code: with it a diner sits at the table's bill;
// the code alone (typed, guessed) starts an order of the diner's own at that table. M10 is this spec's.

const staff = { authorization: `Bearer ${STAFF_TOKEN}` };

/** The link the staff's printed QR sheet carries for a table (each code's link is its `<title>`). */
async function printedLinkOnSheet(instance: string, branch: string, code: string): Promise<string> {
  const sheet = await fetch(`${API_URL}/staff/instances/${instance}/branches/${branch}/qr.svg`, {
    headers: staff,
  });
  expect(sheet.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  const links = [...(await sheet.text()).matchAll(/<title>([^<]+)<\/title>/g)].map((match) =>
    (match[1] ?? '').replaceAll('&#38;', '&'),
  );
  const link = links.find((candidate) => new URL(candidate).searchParams.get('mesa') === code);
  if (!link) throw new Error(`the sheet has no link for ${code}`);
  return link;
}

async function diner(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(url);
  await expect(page.getByTestId('table-name')).toHaveText('Mesa M10');
  await expect(page.getByTestId('table-order')).toBeVisible();
  return { context, page, errors };
}

/** The diner's name saved on their profile (as the profile page saves it), read from the page's storage. */
async function nameTheDiner(page: Page, name: string): Promise<void> {
  const raw = await page.evaluate(() => localStorage.getItem('mesa:v1:profile'));
  const profile = JSON.parse(raw ?? 'null') as { id: number; token: string } | null;
  if (!profile) throw new Error('the page stored no profile');
  const config = (await (await fetch(`${API_URL}/experience/la-brasa.localhost/config`)).json()) as {
    id: number;
  };
  const saved = await fetch(`${API_URL}/profiles/account/${profile.id}.json`, {
    method: 'PUT',
    headers: {
      profileid: String(profile.id),
      token: profile.token,
      customer_id: String(config.id),
      'content-type': 'application/json',
    },
    body: JSON.stringify({ profile: { name, email: '', phone: '' } }),
  });
  expect(saved.status, await saved.text()).toBe(200);
}

interface StaffPurchase {
  id: number;
  table: { code: string } | null;
  table_shared: boolean;
  items: { label: string; profile_name: string }[];
}

test("the printed QR seats diners at the table's bill; the typed code gets an order of one's own, and the staff see both", async ({
  browser,
}) => {
  const printed = await printedLinkOnSheet('la-brasa', 'chapinero', 'M10');
  expect(printed).toMatch(
    /^http:\/\/la-brasa\.localhost:5173\/chapinero\/menu-digital\?mesa=M10&k=[0-9a-f]{32}$/,
  );

  // Ana scans the printed QR, gives her name and orders; Beto scans it too and sees her line on the
  // table's bill, with who added it.
  const ana = await diner(browser, printed);
  await nameTheDiner(ana.page, 'Ana');
  await orderProduct(ana.page, 'Gaseosa');
  await expect(orderLine(ana.page, 'Gaseosa')).toBeVisible();
  await expect(orderLine(ana.page, 'Gaseosa').getByTestId('order-line-by')).toHaveText('Agregado por ti');
  const beto = await diner(browser, printed);
  await expect(orderLine(beto.page, 'Gaseosa')).toBeVisible();
  await expect(orderLine(beto.page, 'Gaseosa').getByTestId('order-line-by')).toHaveText('Agregado por Ana');
  await expect(beto.page.getByTestId('own-order-at-table')).toHaveCount(0);

  // Carla types the code (no key): her own order at M10, which shows none of the table's lines.
  const carla = await diner(browser, site('la-brasa', '/chapinero/menu-digital?mesa=M10'));
  await expect(carla.page.getByTestId('own-order-at-table')).toHaveText(
    'Este pedido es solo tuyo. Para compartir la cuenta de la mesa, escanea el código QR de la mesa.',
  );
  await expect(carla.page.getByTestId('table-order')).toContainText('Aún no hay productos en el pedido.');
  expect(await blockingViolations(carla.page)).toEqual([]);
  await orderProduct(carla.page, 'Limonada de coco');
  await expect(orderLine(carla.page, 'Limonada de coco')).toBeVisible();
  await expect(orderLine(carla.page, 'Gaseosa')).toHaveCount(0);
  // Nothing of hers reaches the table's bill (Beto's next line shows there, hers never does).
  await orderProduct(beto.page, 'Torta tres leches');
  await expect(orderLine(ana.page, 'Torta tres leches')).toBeVisible();
  // A mate who gave no name is still told apart from the diner.
  await expect(orderLine(ana.page, 'Torta tres leches').getByTestId('order-line-by')).toHaveText(
    'Agregado por otro comensal',
  );
  await expect(orderLine(ana.page, 'Limonada de coco')).toHaveCount(0);

  // A reload keeps each where they were.
  await carla.page.reload();
  await expect(orderLine(carla.page, 'Limonada de coco')).toBeVisible();
  await expect(orderLine(carla.page, 'Gaseosa')).toHaveCount(0);

  // The staff's list shows both orders under M10: the table's bill and Carla's own.
  const list = await fetch(`${API_URL}/staff/instances/la-brasa/branches/chapinero/table-orders`, {
    headers: staff,
  });
  const { purchases } = (await list.json()) as { purchases: StaffPurchase[] };
  const atM10 = purchases.filter((purchase) => purchase.table?.code === 'M10');
  const labels = (purchase: StaffPurchase | undefined) => purchase?.items.map((item) => item.label).sort();
  expect(labels(atM10.find((purchase) => purchase.table_shared))).toEqual(['Gaseosa', 'Torta tres leches']);
  expect(
    atM10
      .filter((purchase) => !purchase.table_shared)
      .some((purchase) => labels(purchase)?.join() === 'Limonada de coco'),
  ).toBe(true);

  for (const { context, errors } of [ana, beto, carla]) {
    expect(errors).toEqual([]);
    await context.close();
  }
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test("the code without its key keeps the own-order note's place while the table is joined", async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto(site('la-brasa', '/chapinero/menu-digital?mesa=M10'));
    await expect(page.getByTestId('own-order-at-table')).toBeVisible();
    await expect(page.getByTestId('table-order')).toBeVisible();
    // The menu under the note did not jump when the join answered.
    const shifts = await layoutShiftsSoFar(page);
    expect(shifts.total, shifts.moved.join('\n')).toBeLessThan(0.02);
    expect(errors).toEqual([]);
  });
});
