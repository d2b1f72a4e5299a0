import { expect, test } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { collectPageErrors, site } from '../support/page-errors.ts';
import { API_URL, STAFF_TOKEN } from '../support/servers.ts';
import { orderLine, orderProduct } from '../support/table-order.ts';

const staff = { authorization: `Bearer ${STAFF_TOKEN}`, 'content-type': 'application/json' };

test('grab-and-go: the diner orders without a table and the frame tells them when the kitchen has it ready', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const joined = page.waitForResponse(
    (response) => response.url().endsWith('/menudigital/init.json') && response.request().method() === 'POST',
  );
  await page.goto(site('la-brasa', '/chapinero/grab-and-go'));
  const notice = page.getByTestId('grab-and-go');
  await expect(notice).toContainText('Pide y recoge en el mostrador');
  await expect(notice.getByRole('link', { name: 'Ver mi pedido' })).toHaveAttribute(
    'href',
    '/chapinero/grab-and-go/my-order',
  );
  // No table: nobody is asked to scan a QR.
  await expect(page.getByTestId('scan-qr')).toHaveCount(0);
  const { purchase } = (await (await joined).json()) as { purchase: { id: number; table: unknown } };
  expect(purchase.table).toBeNull();
  expect(await blockingViolations(page)).toEqual([]);

  await orderProduct(page, 'Patacón con hogao');
  await expect(orderLine(page, 'Patacón con hogao')).toContainText('Por enviar');
  await page.getByRole('button', { name: 'Enviar a la cocina (1)' }).click();
  const messages = page.getByTestId('diner-messages');
  await expect(messages.getByTestId('diner-message-latest')).toHaveText('Enviamos 1 producto a la cocina.');

  // The kitchen marks it prepared through the real staff call: the message arrives live.
  const item = (await (
    await fetch(`${API_URL}/staff/instances/la-brasa/branches/chapinero/table-orders`, { headers: staff })
  ).json()) as { purchases: { id: number; items: { id: number; status: string }[] }[] };
  const line = item.purchases.find((candidate) => candidate.id === purchase.id)?.items[0];
  expect(line?.status).toBe('ordered');
  const prepared = await fetch(
    `${API_URL}/staff/instances/la-brasa/purchases/${purchase.id}/items/${line?.id}`,
    { method: 'PUT', headers: staff, body: JSON.stringify({ status: 'prepared' }) },
  );
  expect(prepared.status, await prepared.text()).toBe(200);
  await expect(messages.getByTestId('diner-message-latest')).toHaveText(
    '¡Tu pedido está listo! (1 producto)',
  );

  await messages.getByRole('button', { name: 'Ver mensajes (2)' }).click();
  await expect(messages.getByTestId('diner-message')).toHaveText([
    '¡Tu pedido está listo! (1 producto)',
    'Enviamos 1 producto a la cocina.',
  ]);
  expect(await blockingViolations(page)).toEqual([]);
  await messages.getByRole('button', { name: 'Borrar mensajes' }).click();
  await expect(messages).toHaveCount(0);
  expect(errors).toEqual([]);
});
