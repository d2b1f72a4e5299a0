import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, type TablePurchase } from 'shared-contracts/schemas';
import type { App } from '../../../src/app.ts';
import { customerIds, expectApiError, expectSchema, STAFF_TOKEN, useTestApi } from '../../helpers.ts';
import {
  addProduct,
  CHURRASCO_OPTIONS,
  join,
  menuOf,
  newDiner,
  openLive,
  purchaseIn,
  purchaseOf,
} from '../../support/table-orders.ts';

const api = useTestApi();
const HOST = 'la-brasa.localhost';

let origin = '';
let customerId = 0;
let menu: Awaited<ReturnType<typeof menuOf>>;
const id = (slug: string) => menu.products[slug]?.id ?? 0;

/** Listens on a free port of 127.0.0.1 and returns its origin. */
async function listen(app: App): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}

beforeAll(async () => {
  origin = await listen(api.app);
  customerId = (await customerIds(api, ['la-brasa']))['la-brasa'] ?? 0;
  menu = await menuOf(api, HOST, 'chapinero');
});

/** Over a real socket the instance comes from `customer_id` (Host is 127.0.0.1). */
const liveHeaders = (headers: Record<string, string>) => ({ ...headers, customer_id: String(customerId) });

describe('GET /menudigital/live/{purchase} (Server-Sent Events)', () => {
  it("sends the purchase, then every table mate's change, the kitchen's and the staff's", async () => {
    const [a, b] = [await newDiner(api), await newDiner(api)];
    const purchase = await join(api, a, menu.supplierId, 'M03');
    await join(api, b, menu.supplierId, 'M03');
    const live = await openLive(`${origin}/menudigital/live/${purchase.id}`, liveHeaders(b.headers));
    try {
      expect(purchaseIn(await live.next())).toMatchObject({ id: purchase.id, items: [] });

      await addProduct(api, a, purchase.id, { id: id('churrasco'), count: 1, options: CHURRASCO_OPTIONS });
      const seen = purchaseIn(
        await live.until((e) => e.type === 'purchase' && e.purchase.items.length === 1),
      );
      expect(seen.items[0]).toMatchObject({ label: 'Churrasco 400 g', profile_id: a.id, status: 'pending' });

      const cook = await api.app.inject({
        method: 'PUT',
        url: `/menudigital/cook_products/${purchase.id}.json`,
        headers: { ...a.headers, host: HOST },
        payload: {},
      });
      expect(cook.statusCode).toBe(200);
      const ordered = purchaseIn(
        await live.until((e) => e.type === 'purchase' && e.purchase.count_ordered === 1),
      );
      const lineId = ordered.items[0]?.id ?? 0;

      const staff = await api.app.inject({
        method: 'PUT',
        url: `/staff/instances/la-brasa/purchases/${purchase.id}/items/${lineId}`,
        headers: { authorization: `Bearer ${STAFF_TOKEN}` },
        payload: { status: 'prepared' },
      });
      expect(staff.statusCode, staff.body).toBe(200);
      const prepared = await live.until(
        (e) => e.type === 'purchase' && e.purchase.items[0]?.status === 'prepared',
      );
      expect(purchaseIn(prepared).version).toBeGreaterThan(ordered.version);
    } finally {
      live.close();
    }
  });

  it('answers only the profiles that joined the purchase', async () => {
    const [member, stranger] = [await newDiner(api), await newDiner(api)];
    const purchase = await join(api, member, menu.supplierId, 'M04');
    const res = await fetch(`${origin}/menudigital/live/${purchase.id}`, {
      headers: liveHeaders(stranger.headers),
    });
    expect(res.status).toBe(403);
    expect(expectSchema(apiErrorSchema, await res.json()).error).toBe('not_your_purchase');
    const anonymous = await fetch(`${origin}/menudigital/live/${purchase.id}`, { headers: liveHeaders({}) });
    expect(anonymous.status).toBe(401);
    await anonymous.body?.cancel();
  });
});

describe('ten diners at one table at the same moment', () => {
  it('join one purchase, lose no line and never oversell', async () => {
    const diners = await Promise.all(Array.from({ length: 10 }, () => newDiner(api)));
    const joined = await Promise.all(diners.map((diner) => join(api, diner, menu.supplierId, 'M12')));
    const purchaseId = joined[0]?.id ?? 0;
    expect(new Set(joined.map((p) => p.id))).toEqual(new Set([purchaseId]));

    // Every diner asks for one 'Postre del día' (3 in stock) and two patacones, all at once.
    const results = await Promise.all(
      diners.flatMap((diner) => [
        addProduct(api, diner, purchaseId, { id: id('postre-del-dia'), count: 1 }),
        addProduct(api, diner, purchaseId, { id: id('patacon'), count: 2 }),
      ]),
    );
    const postres = results.filter((_, index) => index % 2 === 0);
    expect(postres.filter((r) => r.status === 201)).toHaveLength(3);
    for (const refused of postres.filter((r) => r.status !== 201)) {
      expect(expectApiError(refused, 409, 'out_of_stock').details).toEqual({ max_quantity: 0 });
    }
    expect(results.filter((_, index) => index % 2 === 1).every((r) => r.status === 201)).toBe(true);

    const cart = await api.app.inject({
      url: `/menudigital/cart/${purchaseId}.json`,
      headers: { ...diners[0]?.headers, host: HOST },
    });
    const purchase: TablePurchase = purchaseOf(cart.json());
    const units = (label: string) =>
      purchase.items.filter((i) => i.label === label).reduce((sum, i) => sum + i.count, 0);
    expect(units('Postre del día')).toBe(3);
    expect(units('Patacón con hogao')).toBe(20);
    expect(new Set(purchase.items.map((i) => i.profile_id)).size).toBe(10);
    expect((await menuOf(api, HOST, 'chapinero')).products['postre-del-dia']?.stock).toBe(0);
  });
});

// Two API processes on one PostgreSQL: table-orders-two-processes.test.ts (real processes, a stream on each).
