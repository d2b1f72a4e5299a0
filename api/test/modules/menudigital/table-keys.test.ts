import { describe, expect, it } from 'vitest';
import { tableInitResponseSchema, tableOrdersResponseSchema } from 'shared-contracts/schemas';
import { z } from 'zod';
import { expectApiError, expectSchema, request, STAFF_TOKEN, useTestApi } from '../../helpers.ts';
import { addProduct, join, newDiner, purchaseOf, tableKey, useMenu } from '../../support/table-orders.ts';

// A table's code is short and sequential (M01…M12): the printed QR's key, not the code, is what seats a
// diner at the bill of the people at that table.

const api = useTestApi();
const HOST = 'la-brasa.localhost';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
const chapinero = useMenu(api, 'chapinero');

const tableLinksSchema = z.object({
  tables: z.array(
    z.object({ code: z.string(), kind: z.enum(['table', 'room']), key: z.string(), url: z.string() }),
  ),
});

const checkTable = (
  code: string,
  { key, headers }: { key?: string; headers?: Record<string, string> } = {},
) =>
  request(
    api,
    `/menudigital/init?supplier_id=chapinero&table_code=${code}${key === undefined ? '' : `&table_key=${key}`}`,
    { host: HOST, ...(headers ? { headers } : {}) },
  ).then((res) => expectSchema(tableInitResponseSchema, res.json));

const staffTableOrders = async () =>
  expectSchema(
    tableOrdersResponseSchema,
    (await request(api, '/staff/instances/la-brasa/branches/chapinero/table-orders', { headers: staff }))
      .json,
  ).purchases;

describe('the QR key seats a diner at the table’s bill; the code alone does not', () => {
  it('a stranger typing the code gets an order of their own at that table, never the bill of those seated', async () => {
    const [ana, stranger] = [await newDiner(api), await newDiner(api)];
    const bill = await join(api, ana, chapinero.supplierId, 'M11');
    expect(bill).toMatchObject({ table: { code: 'M11' }, table_shared: true });
    await addProduct(api, ana, bill.id, { id: chapinero.id('gaseosa'), count: 2 });

    const own = await join(api, stranger, chapinero.supplierId, 'M11', { key: null });
    expect(own.id).not.toBe(bill.id);
    expect(own).toMatchObject({ table: { code: 'M11', kind: 'table' }, table_shared: false, items: [] });
    // A wrong key is no key.
    const guessed = await join(api, stranger, chapinero.supplierId, 'm11', { key: '0'.repeat(32) });
    expect(guessed.id).toBe(own.id);

    // Nothing of the bill reaches the stranger: not its lines, not its tip, not its mates' names.
    for (const read of [`/menudigital/cart/${bill.id}.json`, `/menudigital/init/${bill.id}.json`]) {
      expectApiError(
        await request(api, read, { host: HOST, headers: stranger.headers }),
        403,
        'not_your_purchase',
      );
    }
    expectApiError(
      await request(api, `/menudigital/add_tip/${bill.id}.json`, {
        method: 'PUT',
        host: HOST,
        headers: stranger.headers,
        body: { tip: { include: true, percent: null, custom_value: 100_000_000 } },
      }),
      403,
      'not_your_purchase',
    );
    const after = purchaseOf(
      (await request(api, `/menudigital/cart/${bill.id}.json`, { host: HOST, headers: ana.headers })).json,
    );
    expect(after.tip).toBeNull();
    expect(after.items.map((line) => line.profile_id)).toEqual([ana.id]);

    // Staff see both orders at the table, each under its code.
    const atTable = (await staffTableOrders()).filter((p) => p.table?.code === 'M11');
    expect(atTable.map((p) => [p.id, p.table_shared])).toEqual([
      [bill.id, true],
      [own.id, false],
    ]);
  });

  it('the same diner typing the code again reuses their own order; a member coming back without the key finds the bill', async () => {
    const [ana, beto] = [await newDiner(api), await newDiner(api)];
    const bill = await join(api, ana, chapinero.supplierId, 'M10');
    const first = await join(api, beto, chapinero.supplierId, 'M10', { key: null });
    const again = await join(api, beto, chapinero.supplierId, 'M10', { key: null });
    expect(first.id).not.toBe(bill.id);
    expect(again.id).toBe(first.id);
    // A reload, or a link back to the menu that carries only the code: a member stays at the bill.
    expect((await join(api, ana, chapinero.supplierId, 'M10', { key: null })).id).toBe(bill.id);
    // With the key, the typist joins the bill too (their own order stays theirs).
    expect((await join(api, beto, chapinero.supplierId, 'M10')).id).toBe(bill.id);
  });

  it('a diner typing the code first does not open the table’s bill: the first scan with the key does', async () => {
    const [typist, scanner] = [await newDiner(api), await newDiner(api)];
    const own = await join(api, typist, chapinero.supplierId, 'M09', { key: null });
    expect(own.table_shared).toBe(false);
    const bill = await join(api, scanner, chapinero.supplierId, 'M09');
    expect(bill).toMatchObject({ table_shared: true, items: [] });
    expect(bill.id).not.toBe(own.id);
  });

  it('double presses of the code without the key meet on one own order', async () => {
    const diner = await newDiner(api);
    const joined = await Promise.all(
      Array.from({ length: 6 }, () => join(api, diner, chapinero.supplierId, 'M08', { key: null })),
    );
    expect(new Set(joined.map((p) => p.id)).size).toBe(1);
    expect(joined[0]?.table_shared).toBe(false);
  });
});

describe('GET /menudigital/init shows a table’s open bill only to whoever may join it', () => {
  it('no bill id without a profile, to a stranger or with a wrong key; with the key or to a member, the bill', async () => {
    const ana = await newDiner(api);
    const bill = await join(api, ana, chapinero.supplierId, 'M07');
    const stranger = await newDiner(api);
    for (const seen of [
      await checkTable('M07'),
      await checkTable('M07', { headers: stranger.headers }),
      await checkTable('M07', { key: 'f'.repeat(32) }),
    ]) {
      expect(seen).toMatchObject({ table: { code: 'M07' }, purchase_id: null, shared_access: false });
    }
    const key = await tableKey(api, chapinero.supplierId, 'M07');
    expect(await checkTable('M07', { key })).toMatchObject({ purchase_id: bill.id, shared_access: true });
    expect(await checkTable('M07', { headers: ana.headers })).toMatchObject({
      purchase_id: bill.id,
      shared_access: true,
    });
    // A forged profile is no one: the same answer as without a profile, not a 401.
    expect(
      await checkTable('M07', { headers: { profileid: String(ana.id), token: 'forged' } }),
    ).toMatchObject({
      purchase_id: null,
    });
  });

  it('no open bill id of any table reaches a caller without a profile', async () => {
    for (const code of ['M01', 'M02', 'M03', 'M04', 'M05', 'M06']) {
      const diner = await newDiner(api);
      await join(api, diner, chapinero.supplierId, code);
    }
    for (const code of ['M01', 'M02', 'M03', 'M04', 'M05', 'M06']) {
      expect((await checkTable(code)).purchase_id).toBeNull();
    }
  });
});

describe('the staff’s QR links and key rotation', () => {
  it('lists every table’s link with its key, as the printed sheet carries it', async () => {
    const res = await request(api, '/staff/instances/la-brasa/branches/chapinero/qr.json', {
      headers: staff,
    });
    const { tables } = expectSchema(tableLinksSchema, res.json);
    expect(tables).toHaveLength(12);
    const m04 = tables.find((table) => table.code === 'M04');
    expect(m04?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(m04?.url).toBe(`http://la-brasa.localhost:5173/chapinero/menu-digital?mesa=M04&k=${m04?.key}`);
    expect(new Set(tables.map((table) => table.key)).size).toBe(12);
    expectApiError(await request(api, '/staff/instances/la-brasa/branches/chapinero/qr.json'), 401);
  });

  it('a rotated key stops the old printed link; members stay, the new link joins', async () => {
    const [ana, late] = [await newDiner(api), await newDiner(api)];
    const oldKey = await tableKey(api, chapinero.supplierId, 'M06');
    const bill = await join(api, ana, chapinero.supplierId, 'M06', { key: oldKey });
    const rotate = (headers: Record<string, string> = staff) =>
      request(api, '/staff/instances/la-brasa/branches/chapinero/tables/m06/key', {
        method: 'POST',
        headers,
      });
    expectApiError(await rotate({}), 401);
    const rotated = await rotate();
    expect(rotated.status, rotated.text).toBe(200);
    const { table } = expectSchema(z.object({ table: tableLinksSchema.shape.tables.element }), rotated.json);
    expect(table.code).toBe('M06');
    expect(table.key).not.toBe(oldKey);
    expect(table.url).toContain(`?mesa=M06&k=${table.key}`);

    expect((await join(api, late, chapinero.supplierId, 'M06', { key: oldKey })).table_shared).toBe(false);
    expect((await join(api, late, chapinero.supplierId, 'M06', { key: table.key })).id).toBe(bill.id);
    expect((await join(api, ana, chapinero.supplierId, 'M06', { key: null })).id).toBe(bill.id);
    expectApiError(
      await request(api, '/staff/instances/la-brasa/branches/chapinero/tables/Z99/key', {
        method: 'POST',
        headers: staff,
      }),
      404,
      'table_not_found',
    );
  });
});
