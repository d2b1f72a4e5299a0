import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditListResponseSchema, purchaseResponseSchema } from 'shared-contracts/schemas';
import { auditLog, products, purchaseItems, suppliers } from '../../../src/db/schema.ts';
import { OPERATOR as OPERATOR_ACTOR } from '../../../src/lib/audit.ts';
import { updateProduct } from '../../../src/modules/staff/menu-queries.ts';
import { setBranchState } from '../../../src/modules/staff/queries.ts';
import { setItemStatus } from '../../../src/modules/staff/table-orders.ts';
import { expectApiError, expectSchema, request, STAFF_TOKEN, useTestApi } from '../../helpers.ts';
import { signIn, staffCall, type StaffClient } from '../../support/staff-session.ts';
import { addProduct, join, menuOf, newDiner } from '../../support/table-orders.ts';

const api = useTestApi();
const OPERATOR = { authorization: `Bearer ${STAFF_TOKEN}` };
const NO_SUCH_INSTANCE = 2_000_000_000;

let manager: StaffClient;
let owner: StaffClient;
let chapinero = 0;
let bandeja = 0;

beforeAll(async () => {
  manager = await signIn(api, 'la-brasa', 'manager');
  owner = await signIn(api, 'la-brasa', 'owner');
  const menu = await menuOf(api, 'la-brasa.localhost', 'chapinero');
  chapinero = menu.supplierId;
  bandeja = menu.products['bandeja-paisa']?.id ?? 0;
});

const rowsOf = (action: string, objectId: string | number) =>
  api.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.objectId, String(objectId))));
const count = async () =>
  (await api.app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n ?? 0;

/**
 * The change failed because its audit row could not be inserted (the instance's foreign key), not for
 * some earlier reason: only then does the rollback prove the row and the change share a transaction.
 */
async function expectAuditRefused(change: Promise<unknown>) {
  const error: unknown = await change.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Error);
  const messages: string[] = [];
  for (let e: unknown = error; e instanceof Error; e = e.cause) messages.push(e.message);
  expect(messages.join(' | ')).toMatch(/audit_log/);
}

/** A new purchase of its own at chapinero with one line sent to the kitchen. */
async function orderedLine() {
  const diner = await newDiner(api);
  const purchase = await join(api, diner, chapinero, null);
  const added = await addProduct(api, diner, purchase.id, { id: bandeja, count: 1 });
  const item = expectSchema(purchaseResponseSchema, added.json).purchase.items[0]?.id ?? 0;
  await request(api, `/menudigital/cook_products/${purchase.id}.json`, {
    method: 'PUT',
    host: diner.host,
    headers: diner.headers,
    body: {},
  });
  return { purchase: purchase.id, item };
}

describe('the audit log: one row per staff change, in its transaction', () => {
  it('a change that commits has exactly one row naming who, what and which object', async () => {
    const res = await staffCall(
      api,
      manager,
      `/staff/instances/la-brasa/branches/chapinero/products/${bandeja}`,
      {
        method: 'PATCH',
        body: { available: false, price: 39000 },
      },
    );
    expect(res.status, res.text).toBe(200);
    const rows = await rowsOf('product.update', bandeja);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorKind: 'account',
      accountId: manager.session.account.id,
      actorEmail: 'manager@la-brasa.demo',
      objectType: 'product',
      details: { before: { available: true, price: 38000 }, after: { available: false, price: 39000 } },
    });
    await staffCall(api, manager, `/staff/instances/la-brasa/branches/chapinero/products/${bandeja}`, {
      method: 'PATCH',
      body: { available: true, price: 38000 },
    });

    const line = await orderedLine();
    const operator = await request(
      api,
      `/staff/instances/la-brasa/purchases/${line.purchase}/items/${line.item}`,
      {
        method: 'PUT',
        headers: OPERATOR,
        body: { status: 'prepared' },
      },
    );
    expect(operator.status).toBe(200);
    expect(await rowsOf('line.prepared', line.item)).toMatchObject([
      { actorKind: 'operator', accountId: null, actorEmail: null, details: { purchase_id: line.purchase } },
    ]);
  });

  it('a change that is refused leaves no row', async () => {
    const line = await orderedLine();
    const before = await count();
    // Not prepared yet: nothing to recall. Not called: nothing to answer. Another menu's product: not found.
    expectApiError(
      await staffCall(
        api,
        owner,
        `/staff/instances/la-brasa/purchases/${line.purchase}/items/${line.item}/recall`,
        {
          method: 'PUT',
        },
      ),
      409,
      'item_not_prepared',
    );
    expectApiError(
      await staffCall(api, owner, `/staff/instances/la-brasa/purchases/${line.purchase}/waiter-call`, {
        method: 'PUT',
      }),
      409,
      'waiter_not_called',
    );
    const mirador = await menuOf(api, 'hotel-mirador.localhost', 'miraflores');
    expectApiError(
      await staffCall(
        api,
        owner,
        `/staff/instances/la-brasa/branches/chapinero/products/${mirador.products['ceviche']?.id ?? 0}`,
        { method: 'PATCH', body: { available: false } },
      ),
      404,
      'product_not_found',
    );
    expect(await count()).toBe(before);
  });

  it('a change the guard refuses (role, CSRF token, another instance) leaves no row and changes nothing', async () => {
    const kitchen = await signIn(api, 'la-brasa', 'kitchen');
    const mirador = await signIn(api, 'hotel-mirador', 'owner');
    const product = `/staff/instances/la-brasa/branches/chapinero/products/${bandeja}`;
    const before = await count();
    expectApiError(
      await staffCall(api, kitchen, product, { method: 'PATCH', body: { available: false } }),
      403,
      'forbidden_role',
    );
    expectApiError(
      await staffCall(api, manager, product, {
        method: 'PATCH',
        body: { available: false },
        headers: { 'x-csrf-token': 'forged' },
      }),
      403,
      'csrf_invalid',
    );
    expectApiError(
      await staffCall(api, mirador, product, { method: 'PATCH', body: { available: false } }),
      403,
      'other_instance',
    );
    expect(await count()).toBe(before);
    const [row] = await api.app.db.select().from(products).where(eq(products.id, bandeja));
    expect(row?.available).toBe(true);
  });

  it('a change whose row cannot be written does not happen (the row and the change share one transaction)', async () => {
    // An instance that does not exist makes the audit insert fail after the change's own statements.
    const by = { instanceId: NO_SUCH_INSTANCE, actor: OPERATOR_ACTOR };
    const before = await count();

    await expectAuditRefused(
      setBranchState(api.app.db, NO_SUCH_INSTANCE, chapinero, { kitchen_closed: true }, OPERATOR_ACTOR),
    );
    const [branch] = await api.app.db.select().from(suppliers).where(eq(suppliers.id, chapinero));
    expect(branch?.kitchenClosed).toBe(false);

    const menuId = branch?.menuId ?? 0;
    await expectAuditRefused(updateProduct(api.app.db, menuId, bandeja, { available: false }, by));
    const [product] = await api.app.db.select().from(products).where(eq(products.id, bandeja));
    expect(product?.available).toBe(true);

    const line = await orderedLine();
    await expectAuditRefused(setItemStatus(api.app.db, line.purchase, line.item, 'prepared', by));
    const [item] = await api.app.db.select().from(purchaseItems).where(eq(purchaseItems.id, line.item));
    expect(item?.status).toBe('ordered');
    expect(await count()).toBe(before);
  });

  it('signing in and out, and team changes, are written down too', async () => {
    const client = await signIn(api, 'la-brasa', 'kitchen');
    await staffCall(api, client, '/staff/session', { method: 'DELETE' });
    const id = client.session.account.id;
    const actions = (
      await api.app.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.accountId, id))
    ).map((row) => row.action);
    expect(actions.slice(-2)).toEqual(['session.sign_in', 'session.sign_out']);
  });
});

describe('GET /staff/instances/{slug}/audit', () => {
  it('lists the instance’s entries newest first, filtered, a page at a time', async () => {
    const waiter = await signIn(api, 'la-brasa', 'waiter');
    for (const closed of [true, false, true]) {
      const res = await staffCall(api, manager, '/staff/instances/la-brasa/branches/chapinero/state', {
        method: 'PUT',
        body: { delivery_paused: closed },
      });
      expect(res.status).toBe(200);
    }
    const page = async (query: string) => {
      const res = await staffCall(api, owner, `/staff/instances/la-brasa/audit?${query}`);
      expect(res.status, res.text).toBe(200);
      return expectSchema(auditListResponseSchema, res.json);
    };
    const all = await page(`action=branch.state&object_id=${chapinero}`);
    expect(all.entries.map((entry) => entry.details)).toEqual([
      { delivery_paused: true },
      { delivery_paused: false },
      { delivery_paused: true },
    ]);
    expect(all.entries[0]?.actor).toEqual({
      kind: 'account',
      account_id: manager.session.account.id,
      email: 'manager@la-brasa.demo',
    });
    const first = await page(`action=branch.state&limit=2`);
    expect(first.entries).toHaveLength(2);
    expect(first.next_before_id).toBe(first.entries[1]?.id);
    const second = await page(`action=branch.state&limit=2&before_id=${first.next_before_id}`);
    expect(second.entries[0]?.id).toBeLessThan(first.entries[1]?.id ?? 0);
    const mine = await page(`account_id=${waiter.session.account.id}`);
    expect(mine.entries.map((entry) => entry.action)).toEqual(['session.sign_in']);
    const future = await page(`since=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`);
    expect(future.entries).toEqual([]);
    // Another instance's entries are not in it.
    expect(
      (await page('limit=200')).entries.every(
        (entry) => entry.actor.email?.endsWith('@hotel-mirador.demo') !== true,
      ),
    ).toBe(true);
  });
});
