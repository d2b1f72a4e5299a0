import { expect, test, type Browser, type Page, type Response } from '@playwright/test';
import { collectPageErrors } from '../support/page-errors.ts';
import { readCluster } from '../support/cluster.ts';
import { orderLine, orderProduct, printedTables } from '../support/table-order.ts';

// The production layout (deploy/nginx.conf) run by `pnpm start:cluster`: every request below goes through
// nginx, which spreads it over two API processes on one PostgreSQL; each answer names its process
// (X-Served-By), so the spec sees where nginx sent it.

const servedBy = (response: Response) => response.headers()['x-served-by'];
const isStream = (response: Response) => /\/menudigital\/live\//.test(response.url());
const isAdd = (response: Response) =>
  /\/menudigital\/add_product_cart(\.json)?$/.test(response.url()) && response.request().method() === 'POST';

interface Diner {
  page: Page;
  errors: Error[];
  /** The process of each live stream the page opened, in order (the last one is the open one). */
  streams: string[];
}

async function dinerAt(browser: Browser, link: string): Promise<Diner> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const streams: string[] = [];
  page.on('response', (response) => {
    if (isStream(response)) streams.push(servedBy(response) ?? 'unnamed');
  });
  const streamOpened = page.waitForResponse(isStream);
  await page.goto(link);
  await expect(page.getByTestId('table-order')).toBeVisible();
  await streamOpened;
  return { page, errors, streams };
}

/** Orders one `name` and answers the process that acknowledged it. */
async function order(diner: Diner, name: string): Promise<string> {
  const added = diner.page.waitForResponse((response) => isAdd(response) && response.ok());
  await orderProduct(diner.page, name);
  const process = servedBy(await added);
  expect(process).toMatch(/^api-[12]$/);
  return process ?? '';
}

/** The printed QR links of two tables of a branch, one per test, so the orders stay apart. */
async function tableLinks(): Promise<[string, string]> {
  const tables = (await printedTables('la-brasa', 'chapinero', readCluster().api)).filter(
    (table) => table.kind === 'table',
  );
  const [first, second] = tables;
  if (!first || !second) throw new Error('la-brasa/chapinero prints fewer than two tables');
  return [first.url, second.url];
}

test('table mates whose live streams nginx sent to different API processes see each other’s order', async ({
  browser,
}) => {
  const [link] = await tableLinks();
  const ana = await dinerAt(browser, link);
  const beto = await dinerAt(browser, link);
  // nginx takes turns between the processes, so a few reloads put Beto's stream on the other one.
  for (let reload = 0; beto.streams.at(-1) === ana.streams.at(-1); reload += 1) {
    expect(reload, 'nginx kept every stream on one process').toBeLessThan(10);
    const reopened = beto.page.waitForResponse(isStream);
    await beto.page.reload();
    await reopened;
  }
  expect(new Set([ana.streams.at(-1), beto.streams.at(-1)])).toEqual(new Set(['api-1', 'api-2']));

  // Whichever process takes an order, one of the two streams is on the other: both seeing both lines
  // means the change crossed processes (PostgreSQL's LISTEN/NOTIFY), not only one process's memory.
  await order(ana, 'Gaseosa');
  await expect(orderLine(beto.page, 'Gaseosa')).toBeVisible();
  await order(beto, 'Limonada de coco');
  await expect(orderLine(ana.page, 'Limonada de coco')).toBeVisible();
  for (const diner of [ana, beto]) {
    await expect(diner.page.getByTestId('order-total')).toHaveText('Total: $ 14.000');
  }
  expect([...ana.errors, ...beto.errors]).toEqual([]);
});

test('an API process killed with kill -9 mid-order loses nothing the diner was told was taken', async ({
  browser,
}) => {
  const [, link] = await tableLinks();
  const ana = await dinerAt(browser, link);
  const taken = await order(ana, 'Gaseosa');
  await expect(orderLine(ana.page, 'Gaseosa')).toBeVisible();

  // No shutdown, no goodbye: the process that acknowledged the line dies at once.
  const victim = readCluster().processes[taken];
  if (!victim) throw new Error(`the cluster has no process ${taken}`);
  process.kill(victim.pid, 'SIGKILL');

  // The next order reaches the other process through the same nginx, and the first line is still there.
  const survivor = await order(ana, 'Limonada de coco');
  expect(survivor).not.toBe(taken);
  await expect(orderLine(ana.page, 'Limonada de coco')).toBeVisible();
  await ana.page.reload();
  await expect(ana.page.getByTestId('table-order')).toBeVisible();
  await expect(orderLine(ana.page, 'Gaseosa')).toBeVisible();
  await expect(orderLine(ana.page, 'Limonada de coco')).toBeVisible();
  await expect(ana.page.getByTestId('order-total')).toHaveText('Total: $ 14.000');
  // A diner whose page opens now is served by the survivor alone, and sees the same order.
  const beto = await dinerAt(browser, link);
  expect(beto.streams.at(-1)).toBe(survivor);
  await expect(beto.page.getByTestId('order-total')).toHaveText('Total: $ 14.000');
  expect(ana.errors).toEqual([]);
});
