import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeSupplierResponseSchema } from 'shared-contracts/schemas';
import { menus, products, suppliers } from '../../../src/db/schema.ts';
import { expectApiError, expectSchema, request, useTestApi } from '../../helpers.ts';
import { CHURRASCO_OPTIONS, type Diner, menuOf, newDiner, purchaseOf } from '../../support/table-orders.ts';

const api = useTestApi();
const HOST = 'la-brasa.localhost';
let chapinero: Awaited<ReturnType<typeof menuOf>>;
let diner: Diner;
/** A branch with a menu of its own that sells only the empanadas (cheaper), made for this file. */
let kiosk: { id: number; slug: string };

const idOf = (slug: string) => chapinero.products[slug]?.id ?? 0;

beforeAll(async () => {
  chapinero = await menuOf(api, HOST, 'chapinero');
  diner = await newDiner(api, HOST);
  const db = api.app.db;
  const [branch] = await db.select().from(suppliers).where(eq(suppliers.slug, 'chapinero'));
  if (!branch) throw new Error('no chapinero');
  const [menu] = await db.insert(menus).values({ instanceId: branch.instanceId, slug: 'kiosko' }).returning();
  const [empanadas] = await db
    .select()
    .from(products)
    .where(eq(products.id, idOf('empanadas')));
  if (!menu || !empanadas) throw new Error('setup');
  const { id: _id, ...product } = empanadas;
  await db.insert(products).values({ ...product, menuId: menu.id, price: 8000 });
  const { id: _branchId, ...rest } = branch;
  const [created] = await db
    .insert(suppliers)
    .values({ ...rest, slug: 'kiosko', label: 'Kiosko', position: 99, menuId: menu.id })
    .returning();
  if (!created) throw new Error('setup');
  kiosk = { id: created.id, slug: created.slug };
});

function move(purchase: number, supplier: string | number, lines: unknown[], who = diner) {
  return request(api, `/shopping_cart/change_supplier/${purchase}.json?supplier_id=${supplier}`, {
    method: 'PUT',
    host: HOST,
    headers: who.headers,
    body: { cart: { lines } },
  });
}

describe('PUT /shopping_cart/change_supplier/{purchase}.json', () => {
  it('between branches of one menu everything is kept, with its options and price', async () => {
    const res = await move(0, 'usaquen', [
      { id: idOf('bandeja-paisa'), count: 2 },
      { id: idOf('churrasco'), count: 1, options: CHURRASCO_OPTIONS },
    ]);
    const body = expectSchema(changeSupplierResponseSchema, res.json);
    expect(body.supplier_slug).toBe('usaquen');
    expect(body.dropped).toEqual([]);
    expect(body.lines.map((line) => [line.label, line.count])).toEqual([
      ['Bandeja paisa', 2],
      ['Churrasco 400 g', 1],
    ]);
    expect(body.lines[1]?.options.length).toBeGreaterThan(0);
  });

  it("to a branch with another menu: the same product by its slug at that branch's price; the rest is dropped and named", async () => {
    const res = await move(0, kiosk.slug, [
      { id: idOf('empanadas'), count: 3 },
      { id: idOf('bandeja-paisa'), count: 1 },
    ]);
    const body = expectSchema(changeSupplierResponseSchema, res.json);
    expect(body.lines).toEqual([expect.objectContaining({ label: 'Empanadas x3', price: 8000, count: 3 })]);
    expect(body.lines[0]?.id).not.toBe(idOf('empanadas'));
    expect(body.dropped).toEqual([{ id: idOf('bandeja-paisa'), label: 'Bandeja paisa' }]);
  });

  it('an unavailable product is dropped; a product of another instance or a branch of another instance is not found', async () => {
    const res = await move(0, 'usaquen', [{ id: idOf('sopa-del-dia'), count: 1 }]);
    expect(expectSchema(changeSupplierResponseSchema, res.json).dropped).toEqual([
      { id: idOf('sopa-del-dia'), label: 'Sopa del día' },
    ]);
    const lupita = await menuOf(api, 'taqueria-lupita.localhost', 'roma-norte');
    const foreign = Object.values(lupita.products)[0]?.id ?? 0;
    expectApiError(await move(0, 'usaquen', [{ id: foreign, count: 1 }]), 404, 'product_not_found');
    expectApiError(
      await move(0, 'roma-norte', [{ id: idOf('empanadas'), count: 1 }]),
      404,
      'supplier_not_found',
    );
    expectApiError(await move(0, 'usaquen', [{ id: idOf('empanadas'), count: 0 }]), 400);
  });

  it("a placed, unpaid order is read from the API (GET and PUT agree); another diner's is not found", async () => {
    const placed = await request(api, '/shopping_cart/delivery_order.json', {
      method: 'POST',
      host: HOST,
      headers: diner.headers,
      body: {
        order: {
          supplier_id: chapinero.supplierId,
          service: 'take_away',
          subservice: null,
          lines: [
            { id: idOf('empanadas'), count: 2 },
            { id: idOf('bandeja-paisa'), count: 1 },
          ],
          cutlery: false,
          packed: false,
          comment: '',
          place: null,
          schedule: null,
        },
      },
    });
    const order = purchaseOf(placed.json);
    const viaGet = await request(
      api,
      `/shopping_cart/change_supplier/${order.id}.json?supplier_id=${kiosk.id}`,
      {
        host: HOST,
        headers: diner.headers,
      },
    );
    const viaPut = await move(order.id, kiosk.id, []);
    expect(viaGet.json).toEqual(viaPut.json);
    expect(expectSchema(changeSupplierResponseSchema, viaPut.json).dropped).toEqual([
      { id: idOf('bandeja-paisa'), label: 'Bandeja paisa' },
    ]);
    expectApiError(await move(order.id, kiosk.id, [], await newDiner(api, HOST)), 404, 'purchase_not_found');
  });
});
