import { describe, expect, it } from 'vitest';
import { writeQueueOf } from '../../src/db/write-queue.ts';
import { expectApiError, request, useTestApi } from '../helpers.ts';
import { addProduct, join, newDiner, purchaseOf, useMenu } from '../support/table-orders.ts';

// The embedded engine runs one transaction at a time: a write kept waiting behind others is refused
// before it starts (503 `busy`, Retry-After) rather than left waiting for seconds. PostgreSQL runs
// transactions side by side and has no such queue.
describe.skipIf(process.env.DATABASE_URL)('embedded database: writes take turns and give up in time', () => {
  const api = useTestApi(() => ({ EMBEDDED_WRITE_WAIT_MS: 100 }));
  const chapinero = useMenu(api, 'chapinero');

  it('refuses a write whose turn does not come in time, saving nothing, and takes it once the way is clear', async () => {
    const diner = await newDiner(api);
    const purchase = await join(api, diner, chapinero.supplierId, 'M07');
    const queue = writeQueueOf(api.app.db);
    if (!queue) throw new Error('the embedded database has no write queue');

    // Another write holds the turn (as a long transaction would) past the waiting budget.
    let release: () => void = () => undefined;
    const held = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const refused = await addProduct(api, diner, purchase.id, { id: chapinero.id('empanadas'), count: 1 });
    expectApiError(refused, 503, 'busy');
    expect(refused.headers['retry-after']).toBe('1');
    release();
    await held;

    const cart = await request(api, `/menudigital/cart/${purchase.id}.json`, {
      host: diner.host,
      headers: diner.headers,
    });
    expect(purchaseOf(cart.json).items).toEqual([]);
    const retried = await addProduct(api, diner, purchase.id, { id: chapinero.id('empanadas'), count: 1 });
    expect(retried.status, retried.text).toBe(201);
    expect(purchaseOf(retried.json).items).toHaveLength(1);
  });

  it('under a burst, every write is either saved and acknowledged or refused and absent', async () => {
    const diner = await newDiner(api);
    const purchase = await join(api, diner, chapinero.supplierId, 'M08');
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        addProduct(api, diner, purchase.id, { id: chapinero.id('empanadas'), count: 1 }),
      ),
    );
    const statuses = new Set(answers.map((a) => a.status));
    expect([...statuses].every((s) => s === 201 || s === 503)).toBe(true);
    const acknowledged = answers.filter((a) => a.status === 201).length;
    const cart = await request(api, `/menudigital/cart/${purchase.id}.json`, {
      host: diner.host,
      headers: diner.headers,
    });
    const count = purchaseOf(cart.json).items.reduce((sum, line) => sum + line.count, 0);
    expect(count).toBe(acknowledged);
  });

  describe('writes served at once are capped', () => {
    const capped = useTestApi(() => ({ EMBEDDED_WRITES_IN_FLIGHT: 2, EMBEDDED_WRITE_WAIT_MS: 5_000 }));
    const menu = useMenu(capped, 'chapinero');

    it('refuses at once the write past the cap, saving nothing, and frees its place when a write is answered', async () => {
      const diner = await newDiner(capped);
      const purchase = await join(capped, diner, menu.supplierId, 'M09');
      const queue = writeQueueOf(capped.app.db);
      if (!queue) throw new Error('the embedded database has no write queue');
      const empanadas = { id: menu.id('empanadas'), count: 1 };

      // Two writes are being served (the first holds the engine's turn, the second waits for it).
      let release: () => void = () => undefined;
      const held = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
      const first = addProduct(capped, diner, purchase.id, empanadas);
      const second = addProduct(capped, diner, purchase.id, empanadas);
      await new Promise((resolve) => setTimeout(resolve, 100));
      // A third comes meanwhile: refused, where without the cap it would wait its turn and be taken.
      const third = addProduct(capped, diner, purchase.id, empanadas);
      await new Promise((resolve) => setTimeout(resolve, 100));
      release();
      await held;
      expectApiError(await third, 503, 'busy');
      expect((await third).headers['retry-after']).toBe('1');
      expect((await first).status).toBe(201);
      expect((await second).status).toBe(201);

      // Places come back: more writes one after the other than the cap are all taken.
      for (let i = 0; i < 5; i++) {
        const next = await addProduct(capped, diner, purchase.id, empanadas);
        expect(next.status, next.text).toBe(201);
      }
      const cart = await request(capped, `/menudigital/cart/${purchase.id}.json`, {
        host: diner.host,
        headers: diner.headers,
      });
      expect(purchaseOf(cart.json).items.reduce((sum, line) => sum + line.count, 0)).toBe(7);
    });
  });
});
