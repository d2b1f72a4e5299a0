import { expect, test } from '@playwright/test';
import { readCluster, rollingRestart } from '../support/cluster.ts';
import { balanceOf, steadyDiners } from '../support/steady-diners.ts';

// A release restarts every API and shell process, one at a time, while diners keep ordering and paying.
// nginx drains each process before it stops (`pnpm start:cluster`, SIGUSR2): not one request of the
// diners may fail, and every order the API said was paid must still be there, paid, afterwards.
test('a rolling restart of every process under diners ordering and paying fails no request and loses no order', async () => {
  test.setTimeout(300_000);
  const { api, processes: before } = readCluster();
  let restarting = false;
  const load = await steadyDiners(api, { diners: 6, thinkMs: 2500, during: () => restarting });
  // Some orders before, some during, some after.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  restarting = true;
  await rollingRestart();
  restarting = false;
  await new Promise((resolve) => setTimeout(resolve, 3000));
  await load.stop();

  expect(load.failures).toEqual([]);
  expect(load.paidDuring(), 'no order was paid while the processes restarted').toBeGreaterThan(5);
  // Each process once: restarted, never twice nor skipped.
  const after = readCluster().processes;
  for (const name of ['api-1', 'api-2', 'shell-1', 'shell-2']) {
    expect(after[name]?.restarts, name).toBe((before[name]?.restarts ?? 0) + 1);
  }
  for (const order of load.paid) {
    expect(await balanceOf(api, order), `order ${order.purchaseId}`).toMatchObject({
      paid_minor: order.amountMinor,
    });
  }
});
