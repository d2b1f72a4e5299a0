import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TestApi } from '../helpers.ts';
import { createFreshDatabase, POSTGRES_URL } from '../support/fresh-database.ts';
import { cartOf } from '../support/payments.ts';
import { addProduct, type Diner, join, menuOf, newDiner } from '../support/table-orders.ts';

// The backup and restore an operator runs (deploy/backup.sh, deploy/restore.sh, docs/deploy.md):
// every order the API acknowledged before the backup is in a fresh process started on the restored copy.
const DEPLOY = path.resolve(import.meta.dirname, '../../../deploy');
const KIND = POSTGRES_URL ? 'postgres' : 'embedded';
/** Two apps start (each migrates and seeds) around the backup. */
const TWO_APPS_MS = 180_000;

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function tempFolder(label: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), `mesa-${label}-`));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

function script(name: 'backup.sh' | 'restore.sh', args: string[]) {
  const run = spawnSync('bash', [path.join(DEPLOY, name), ...args], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

async function started(env: Record<string, string>): Promise<TestApi> {
  const api = new TestApi(() => env);
  await api.start();
  cleanups.push(() => api.close());
  return api;
}

interface Acknowledged {
  diner: Diner;
  purchaseId: number;
  lines: [string, number][];
}

/** Three diners at three tables each add what they order; only answers of 201 count as acknowledged. */
async function placeOrders(api: TestApi): Promise<Acknowledged[]> {
  const chapinero = await menuOf(api, 'la-brasa.localhost', 'chapinero');
  const orders: [string, [string, number][]][] = [
    [
      'M08',
      [
        ['bandeja-paisa', 1],
        ['gaseosa', 2],
      ],
    ],
    ['M09', [['gaseosa', 3]]],
    ['M10', [['bandeja-paisa', 2]]],
  ];
  const placed: Acknowledged[] = [];
  for (const [table, lines] of orders) {
    const diner = await newDiner(api);
    const purchase = await join(api, diner, chapinero.supplierId, table);
    for (const [slug, count] of lines) {
      const product = chapinero.products[slug];
      if (!product) throw new Error(`no ${slug}`);
      const res = await addProduct(api, diner, purchase.id, { id: product.id, count });
      expect(res.status, res.text).toBe(201);
    }
    placed.push({ diner, purchaseId: purchase.id, lines });
  }
  return placed;
}

/** Every acknowledged order, read back by its own diner from `api`. */
async function expectEveryOrder(api: TestApi, placed: Acknowledged[]) {
  const chapinero = await menuOf(api, 'la-brasa.localhost', 'chapinero');
  for (const order of placed) {
    const cart = await cartOf(api, order.diner, order.purchaseId);
    const expected = order.lines.map(([slug, count]) => [chapinero.products[slug]?.id, count]);
    expect(cart.items.map((item) => [item.product_id, item.count])).toEqual(expected);
  }
}

describe(`backup and restore (${KIND})`, () => {
  it.runIf(KIND === 'embedded')(
    'refuses to copy a folder a running API holds; once stopped, a restored copy has every acknowledged order',
    async () => {
      const folder = tempFolder('live');
      const live = await started({ DATA_DIR: folder });
      const placed = await placeOrders(live);
      const file = path.join(tempFolder('backup'), 'mesa.tar.gz');

      const refused = script('backup.sh', ['embedded', folder, file]);
      expect(refused.status).toBe(1);
      expect(refused.output).toContain('stop the API first');

      await live.close();
      const saved = script('backup.sh', ['embedded', folder, file]);
      expect(saved.status, saved.output).toBe(0);

      const target = tempFolder('restored');
      const restored = script('restore.sh', ['embedded', file, target]);
      expect(restored.status, restored.output).toBe(0);
      // A second restore over the restored folder is refused: it would mix two databases' files.
      expect(script('restore.sh', ['embedded', file, target]).status).toBe(1);

      await expectEveryOrder(await started({ DATA_DIR: target }), placed);
    },
    TWO_APPS_MS,
  );

  it.runIf(KIND === 'postgres')(
    'a dump taken while the site runs restores into an empty database with every acknowledged order',
    async () => {
      if (!POSTGRES_URL) return;
      const source = await createFreshDatabase(POSTGRES_URL, 'backup_src');
      cleanups.push(source.drop);
      const live = await started({ DATABASE_URL: source.url });
      const placed = await placeOrders(live);

      const file = path.join(tempFolder('backup'), 'mesa.dump');
      const saved = script('backup.sh', ['postgres', source.url, file]);
      expect(saved.status, saved.output).toBe(0);

      const target = await createFreshDatabase(POSTGRES_URL, 'backup_dst');
      cleanups.push(target.drop);
      const restored = script('restore.sh', ['postgres', file, target.url]);
      expect(restored.status, restored.output).toBe(0);

      await expectEveryOrder(await started({ DATABASE_URL: target.url }), placed);
    },
    TWO_APPS_MS,
  );
});
