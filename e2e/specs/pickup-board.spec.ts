import { expect, test } from '@playwright/test';
import { staffPut } from '../support/checkout.ts';
import { PHONE, giveBuyerData, payOrderByCard } from '../support/delivery-journey.ts';
import { journey } from '../support/journey.ts';
import { collectPageErrors, errorsOnceHydrated, site } from '../support/page-errors.ts';
import { serverPage } from '../support/server-page.ts';

const BOARD = site('la-brasa', '/chapinero/pickup-board');

// The screen at Chapinero's counter shows the take-away orders of the day by number: a diner's paid order
// appears under "Preparing", moves to "Ready for pickup" when the staff pack it and leaves once picked up,
// while the screen stays open (it reads the board again every few seconds, never reloaded).
test('pickup board: a paid take-away order shows preparing, then ready, then leaves the board', async ({
  browser,
}) => {
  // The diner's whole order and up to three reads of the board (15 s apart) in one test.
  test.setTimeout(150_000);
  // The first request after a start may load the remote past the render budget (the browser then renders
  // the page after its own boot); the next one is warm, and the board arrives in the server's HTML.
  await expect.poll(async () => (await serverPage(BOARD)).render, { timeout: 30_000 }).toBe('server');
  const counter = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const board = await counter.newPage();
  const boardErrors = collectPageErrors(board);
  const response = await board.goto(BOARD);
  expect(response?.headers()['x-mesa-render']).toBe('server');
  await expect(board.getByRole('heading', { level: 1 })).toHaveText('Pedidos para llevar');
  // Only the hydrated page runs the board's timer: the server's HTML alone would never change.
  expect(await errorsOnceHydrated(board, boardErrors)).toEqual([]);
  const preparing = board.getByTestId('board-preparing');
  const ready = board.getByTestId('board-ready');
  await expect(preparing.getByRole('heading')).toHaveText('En preparación');
  await expect(ready.getByRole('heading')).toHaveText('Listos para recoger');

  const phone = await browser.newContext(PHONE);
  const page = await phone.newPage();
  const errors = collectPageErrors(page);
  const diner = journey('take-away order followed on the pickup board');
  await page.goto(site('la-brasa', '/'));
  await diner.tap(page.getByRole('link', { name: 'Para llevar' }));
  await diner.tap(page.getByTestId('branch-selector').getByRole('link', { name: /Chapinero/ }));
  await expect(page).toHaveURL(/\/chapinero/);
  const empanadas = page.getByTestId('product').filter({ hasText: 'Empanadas' });
  await diner.tap(empanadas.getByRole('button', { name: /Agregar/ }));
  await diner.tap(
    page.getByRole('dialog', { name: 'Empanadas' }).getByRole('button', { name: /Agregar al carrito/ }),
  );
  await diner.tap(page.getByRole('link', { name: /^Carrito/ }));
  await expect(page.getByRole('radio', { name: 'Para llevar' })).toBeChecked();
  // Three make the branch's minimum order.
  await diner.tap(page.getByRole('button', { name: 'Agregar uno de Empanadas' }));
  await diner.tap(page.getByRole('button', { name: 'Agregar uno de Empanadas' }));
  await diner.tap(page.getByRole('button', { name: 'Continuar' }));
  await expect(page).toHaveURL(/\/chapinero\/precheckout\?purchase_id=\d+$/);
  await giveBuyerData(page, diner);
  const orderId = await payOrderByCard(page, diner, '$ 27.000');
  diner.done();

  // The board reads itself again every 15 s: each change shows within that, without a reload.
  const number = String(orderId);
  const seen = { timeout: 30_000 };
  await expect(preparing.getByText(number, { exact: true })).toBeVisible(seen);
  await expect(ready.getByText(number, { exact: true })).toHaveCount(0);
  await expect(board.getByTestId('pickup-board')).not.toContainText('Ana');

  await staffPut(`/instances/la-brasa/purchases/${orderId}/status`, { status: 'packed' });
  await expect(ready.getByText(number, { exact: true })).toBeVisible(seen);
  await expect(preparing.getByText(number, { exact: true })).toHaveCount(0);

  await staffPut(`/instances/la-brasa/purchases/${orderId}/status`, { status: 'delivered' });
  await expect(board.getByTestId('pickup-board').getByText(number, { exact: true })).toHaveCount(0, seen);

  expect(errors).toEqual([]);
  expect(boardErrors).toEqual([]);
  await phone.close();
  await counter.close();
});
