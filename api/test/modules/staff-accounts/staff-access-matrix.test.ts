import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createdBookingResponseSchema,
  paymentResponseSchema,
  purchaseResponseSchema,
  rolesAllow,
  schedulesResponseSchema,
  STAFF_ROLES,
  type StaffCapability,
  type StaffRole,
  staffInviteResponseSchema,
} from 'shared-contracts/schemas';
import { eq } from 'drizzle-orm';
import { paymentProofs, purchaseItems, purchases } from '../../../src/db/schema.ts';
import { expectApiError, expectSchema, request, STAFF_TOKEN, useTestApi } from '../../helpers.ts';
import { fingerprint } from '../../support/fingerprint.ts';
import { signIn, type StaffClient } from '../../support/staff-session.ts';
import { addProduct, type Diner, join, menuOf, newDiner, payBody } from '../../support/table-orders.ts';

// Many diner writes and bookings from one address: far over the limits, which have tests of their own.
const api = useTestApi(() => ({ BOOKINGS_PER_HOUR: 100_000, DINER_WRITES_PER_ADDRESS_PER_MINUTE: 100_000 }));
const OPERATOR = { authorization: `Bearer ${STAFF_TOKEN}` };

/** The instance of the sessions (A) and another one (B), each with a branch that has tables and bookings. */
const A = { slug: 'la-brasa', branch: 'chapinero', product: 'bandeja-paisa', table: 'M01' } as const;
const B = { slug: 'hotel-mirador', branch: 'miraflores', product: 'ceviche', table: 'R1' } as const;
type Instance = typeof A | typeof B;

interface Target {
  path: string;
  body?: object;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One staff call: who may make it, where its instance comes from, and a fresh target of an instance
 * for each attempt (a call that succeeds changes what it targets, so each attempt gets its own).
 */
interface Case {
  /** As the OpenAPI document names it (the list is checked against it). */
  route: string;
  method: Method;
  /** `operator`: the platform's token only. */
  capability: StaffCapability | 'operator';
  /** `path`: `{slug}` names the instance (another's is 403); `object`: the object's instance (another's is 404). */
  scope: 'path' | 'object';
  target(instance: Instance): Promise<Target>;
  /** The status of a call that is let through. */
  ok: number;
  /** A Server-Sent Events stream: opened over a socket when allowed. */
  stream?: boolean;
  /** Tells cases of one route apart (a body that needs another capability). */
  label?: string;
}

/** The account routes (sign in, who am I, sign out, password) belong to no instance: staff-sessions.test.ts. */
const ACCOUNT_ROUTES = [
  'POST /staff/session/',
  'GET /staff/session/',
  'DELETE /staff/session/',
  'PUT /staff/session/password',
];

let clients: Record<StaffRole, StaffClient>;
let origin = '';
const ids = {} as Record<'A' | 'B', { supplierId: number; productId: number; customerId: number }>;
const key = (instance: Instance) => (instance === A ? 'A' : 'B');
let counter = 0;
const next = () => ++counter;

async function dinerOf(instance: Instance): Promise<Diner> {
  return newDiner(api, `${instance.slug}.localhost`);
}

/** A new purchase of its own (no table) at the branch, with one line of `product`. */
async function orderWithLine(instance: Instance) {
  const diner = await dinerOf(instance);
  const purchase = await join(api, diner, ids[key(instance)].supplierId, null);
  const added = await addProduct(api, diner, purchase.id, { id: ids[key(instance)].productId, count: 1 });
  expect(added.status, added.text).toBe(201);
  const line = expectSchema(purchaseResponseSchema, added.json).purchase.items.at(-1);
  if (!line) throw new Error('no line added');
  return { diner, purchase: purchase.id, item: line.id };
}

/**
 * A line sent to the kitchen. B's branch is a food court whose diners pay first: its line is sent as a
 * payment would send it (the state is what matters here, not how it was reached).
 */
async function orderedLine(instance: Instance) {
  const order = await orderWithLine(instance);
  if (instance === A) {
    const cook = await request(api, `/menudigital/cook_products/${order.purchase}.json`, {
      method: 'PUT',
      host: order.diner.host,
      headers: order.diner.headers,
      body: {},
    });
    expect(cook.status, cook.text).toBe(200);
  } else {
    await api.app.db
      .update(purchaseItems)
      .set({ status: 'ordered', sentAt: new Date() })
      .where(eq(purchaseItems.id, order.item));
  }
  return order;
}

async function preparedLine(instance: Instance) {
  const order = await orderedLine(instance);
  const res = await request(
    api,
    `/staff/instances/${instance.slug}/purchases/${order.purchase}/items/${order.item}`,
    { method: 'PUT', headers: OPERATOR, body: { status: 'prepared' } },
  );
  expect(res.status, res.text).toBe(200);
  return order;
}

/** A table's purchase whose diner called the waiter (B's rooms have no button: the call is set as it would be). */
async function waiterCalled(instance: Instance) {
  const diner = await dinerOf(instance);
  const purchase = await join(api, diner, ids[key(instance)].supplierId, instance === A ? 'M02' : 'R1');
  if (instance === A) {
    const call = await request(api, `/menudigital/call_waiter/${purchase.id}`, {
      method: 'PUT',
      host: diner.host,
      headers: diner.headers,
    });
    expect(call.status, call.text).toBe(200);
  } else {
    await api.app.db
      .update(purchases)
      .set({ waiterCalledAt: new Date() })
      .where(eq(purchases.id, purchase.id));
  }
  return purchase.id;
}

/** An open table purchase (after a close, the next join opens a new one). */
async function openTable(instance: Instance) {
  const diner = await dinerOf(instance);
  return (await join(api, diner, ids[key(instance)].supplierId, instance === A ? 'M03' : 'R2')).id;
}

/** A cash payment waiting for the staff. */
async function pendingPayment(instance: Instance) {
  const order = await orderWithLine(instance);
  const res = await request(api, '/api/v4/payments.json', {
    method: 'POST',
    host: order.diner.host,
    headers: { ...order.diner.headers, 'idempotency-key': `matrix-${next()}` },
    body: payBody(order.purchase, { method: 'cash' }),
  });
  expect(res.status, res.text).toBe(201);
  const { payment } = expectSchema(paymentResponseSchema, res.json);
  expect(payment.status).toBe('pending');
  return { ...order, payment: payment.id };
}

/** A tiny PNG a diner uploaded for a purchase (stored as the upload stores it). */
async function proof(instance: Instance) {
  const order = await orderWithLine(instance);
  const [row] = await api.app.db
    .insert(paymentProofs)
    .values({
      instanceId: ids[key(instance)].customerId,
      purchaseId: order.purchase,
      profileId: order.diner.id,
      contentType: 'image/png',
      byteSize: 8,
      sha256: '0'.repeat(64),
      bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    })
    .returning({ id: paymentProofs.id });
  return { purchase: order.purchase, proof: row?.id ?? 0 };
}

/** A new approved booking at the branch. */
async function booking(instance: Instance) {
  const host = `${instance.slug}.localhost`;
  const schedules = expectSchema(
    schedulesResponseSchema,
    (await request(api, `/api/v4/schedules?branch_id=${instance.branch}`, { host })).json,
  );
  const day = schedules.days[1 + (next() % 5)];
  const hour = day?.hours[0]?.hour;
  if (!day || !hour) throw new Error(`${instance.branch} has no bookable hour`);
  const res = await request(api, '/api/v4/bookings', {
    method: 'POST',
    host,
    body: {
      booking: {
        branch_id: schedules.branch_id,
        persons: 2,
        date: day.date,
        hour,
        name: 'Ana María',
        phone: '+57 300 111 2233',
        email: 'ana@example.com',
        dni_type: 'national_id',
        dni: '1020304050',
      },
    },
  });
  expect(res.status, res.text).toBe(201);
  return expectSchema(createdBookingResponseSchema, res.json).booking.id;
}

/** A new account of the instance, invited by the operator. */
async function account(instance: Instance) {
  const res = await request(api, `/staff/instances/${instance.slug}/team`, {
    method: 'POST',
    headers: OPERATOR,
    body: { email: `colleague-${next()}@${instance.slug}.test`, name: 'Colleague', roles: ['waiter'] },
  });
  expect(res.status, res.text).toBe(201);
  return expectSchema(staffInviteResponseSchema, res.json).account.id;
}

const branchPath = (instance: Instance, rest: string) =>
  `/staff/instances/${instance.slug}/branches/${instance.branch}/${rest}`;
const purchasePath = (instance: Instance, purchase: number, rest: string) =>
  `/staff/instances/${instance.slug}/purchases/${purchase}/${rest}`;
const read = (path: (instance: Instance) => string) => async (instance: Instance) => ({
  path: path(instance),
});

const CASES: Case[] = [
  {
    route: 'GET /staff/error_reports/',
    method: 'GET',
    capability: 'operator',
    scope: 'path',
    ok: 200,
    target: read(() => '/staff/error_reports/?limit=1'),
  },
  {
    route: 'GET /staff/sms/outbox',
    method: 'GET',
    capability: 'operator',
    scope: 'path',
    ok: 200,
    target: read(() => '/staff/sms/outbox'),
  },
  {
    route: 'GET /staff/metrics',
    method: 'GET',
    capability: 'operator',
    scope: 'path',
    ok: 200,
    target: read(() => '/staff/metrics'),
  },
  {
    route: 'PUT /staff/instances/{slug}/remotes/{remote}',
    method: 'PUT',
    capability: 'remotes',
    scope: 'path',
    ok: 200,
    target: async (instance) => ({
      path: `/staff/instances/${instance.slug}/remotes/booking`,
      body: { enabled: true },
    }),
  },
  {
    route: 'PUT /staff/instances/{slug}/popup',
    method: 'PUT',
    capability: 'branch_settings',
    scope: 'path',
    ok: 200,
    target: async (instance) => ({ path: `/staff/instances/${instance.slug}/popup`, body: { popup: null } }),
  },
  {
    route: 'PUT /staff/instances/{slug}/branches/{branch}/state',
    method: 'PUT',
    capability: 'branch_settings',
    scope: 'path',
    ok: 200,
    target: async (instance) => ({ path: branchPath(instance, 'state'), body: { kitchen_closed: false } }),
  },
  {
    route: 'GET /staff/instances/{slug}/branches/{branch}/qr.svg',
    method: 'GET',
    capability: 'branch_settings',
    scope: 'path',
    ok: 200,
    target: read((instance) => branchPath(instance, 'qr.svg')),
  },
  {
    route: 'GET /staff/instances/{slug}/branches/{branch}/qr.json',
    method: 'GET',
    capability: 'branch_settings',
    scope: 'path',
    ok: 200,
    target: read((instance) => branchPath(instance, 'qr.json')),
  },
  {
    route: 'POST /staff/instances/{slug}/branches/{branch}/tables/{code}/key',
    method: 'POST',
    capability: 'branch_settings',
    scope: 'path',
    ok: 200,
    target: read((instance) => branchPath(instance, `tables/${instance.table}/key`)),
  },
  {
    route: 'GET /staff/instances/{slug}/branches/{branch}/table-orders',
    method: 'GET',
    capability: 'floor',
    scope: 'path',
    ok: 200,
    target: read((instance) => branchPath(instance, 'table-orders')),
  },
  {
    route: 'PUT /staff/instances/{slug}/purchases/{purchase}/items/{item}',
    label: 'prepared',
    method: 'PUT',
    capability: 'kitchen',
    scope: 'path',
    ok: 200,
    target: async (instance) => {
      const line = await orderedLine(instance);
      return {
        path: purchasePath(instance, line.purchase, `items/${line.item}`),
        body: { status: 'prepared' },
      };
    },
  },
  {
    route: 'PUT /staff/instances/{slug}/purchases/{purchase}/items/{item}',
    label: 'delivered',
    method: 'PUT',
    capability: 'floor',
    scope: 'path',
    ok: 200,
    target: async (instance) => {
      const line = await orderedLine(instance);
      return {
        path: purchasePath(instance, line.purchase, `items/${line.item}`),
        body: { status: 'delivered' },
      };
    },
  },
  {
    route: 'PUT /staff/instances/{slug}/purchases/{purchase}/items/{item}/recall',
    method: 'PUT',
    capability: 'kitchen',
    scope: 'path',
    ok: 200,
    target: async (instance) => {
      const line = await preparedLine(instance);
      return { path: purchasePath(instance, line.purchase, `items/${line.item}/recall`) };
    },
  },
  {
    route: 'PUT /staff/instances/{slug}/purchases/{purchase}/prepared',
    method: 'PUT',
    capability: 'kitchen',
    scope: 'path',
    ok: 200,
    target: async (instance) => ({
      path: purchasePath(instance, (await orderedLine(instance)).purchase, 'prepared'),
    }),
  },
  {
    route: 'PUT /staff/instances/{slug}/purchases/{purchase}/status',
    method: 'PUT',
    capability: 'orders',
    scope: 'path',
    ok: 200,
    target: async (instance) => ({
      path: purchasePath(instance, await openTable(instance), 'status'),
      body: { status: 'preparation' },
    }),
  },
  {
    route: 'PUT /staff/instances/{slug}/purchases/{purchase}/waiter-call',
    method: 'PUT',
    capability: 'floor',
    scope: 'path',
    ok: 200,
    target: async (instance) => ({
      path: purchasePath(instance, await waiterCalled(instance), 'waiter-call'),
    }),
  },
  {
    route: 'PUT /staff/instances/{slug}/purchases/{purchase}/close',
    method: 'PUT',
    capability: 'floor',
    scope: 'path',
    ok: 200,
    target: async (instance) => ({ path: purchasePath(instance, await openTable(instance), 'close') }),
  },
  {
    route: 'GET /staff/instances/{slug}/branches/{branch}/kitchen',
    method: 'GET',
    capability: 'kitchen',
    scope: 'path',
    ok: 200,
    target: read((instance) => branchPath(instance, 'kitchen')),
  },
  {
    route: 'GET /staff/instances/{slug}/branches/{branch}/floor',
    method: 'GET',
    capability: 'floor',
    scope: 'path',
    ok: 200,
    target: read((instance) => branchPath(instance, 'floor')),
  },
  {
    route: 'GET /staff/instances/{slug}/branches/{branch}/orders',
    method: 'GET',
    capability: 'orders',
    scope: 'path',
    ok: 200,
    target: read((instance) => branchPath(instance, 'orders')),
  },
  {
    route: 'GET /staff/instances/{slug}/branches/{branch}/live',
    method: 'GET',
    capability: 'live',
    scope: 'path',
    ok: 200,
    stream: true,
    target: read((instance) => branchPath(instance, 'live')),
  },
  {
    route: 'GET /staff/instances/{slug}/branches/{branch}/menu',
    method: 'GET',
    capability: 'menu',
    scope: 'path',
    ok: 200,
    target: read((instance) => branchPath(instance, 'menu')),
  },
  {
    route: 'PATCH /staff/instances/{slug}/branches/{branch}/products/{product}',
    method: 'PATCH',
    capability: 'menu',
    scope: 'path',
    ok: 200,
    target: async (instance) => ({
      path: branchPath(instance, `products/${ids[key(instance)].productId}`),
      body: { available: true },
    }),
  },
  {
    route: 'GET /staff/instances/{slug}/branches/{branch}/bookings',
    method: 'GET',
    capability: 'bookings',
    scope: 'path',
    ok: 200,
    target: read((instance) => branchPath(instance, 'bookings')),
  },
  {
    route: 'PUT /staff/bookings/{id}/{action}',
    method: 'PUT',
    capability: 'bookings',
    scope: 'object',
    ok: 200,
    target: async (instance) => ({ path: `/staff/bookings/${await booking(instance)}/decline` }),
  },
  {
    route: 'PUT /staff/payments/{id}.json',
    method: 'PUT',
    capability: 'payments',
    scope: 'object',
    ok: 200,
    target: async (instance) => ({
      path: `/staff/payments/${(await pendingPayment(instance)).payment}.json`,
      body: { status: 'approved' },
    }),
  },
  {
    route: 'GET /staff/payment_proofs/',
    method: 'GET',
    capability: 'payments',
    scope: 'object',
    ok: 200,
    target: async (instance) => ({
      path: `/staff/payment_proofs/?purchase_id=${(await proof(instance)).purchase}`,
    }),
  },
  {
    route: 'GET /staff/payment_proofs/{id}',
    method: 'GET',
    capability: 'payments',
    scope: 'object',
    ok: 200,
    target: async (instance) => ({ path: `/staff/payment_proofs/${(await proof(instance)).proof}` }),
  },
  {
    route: 'GET /staff/instances/{slug}/team',
    method: 'GET',
    capability: 'team',
    scope: 'path',
    ok: 200,
    target: read((instance) => `/staff/instances/${instance.slug}/team`),
  },
  {
    route: 'POST /staff/instances/{slug}/team',
    method: 'POST',
    capability: 'team',
    scope: 'path',
    ok: 201,
    target: async (instance) => ({
      path: `/staff/instances/${instance.slug}/team`,
      body: { email: `invited-${next()}@${instance.slug}.test`, name: 'Invited', roles: ['kitchen'] },
    }),
  },
  {
    route: 'PATCH /staff/instances/{slug}/team/{account}',
    method: 'PATCH',
    capability: 'team',
    scope: 'path',
    ok: 200,
    target: async (instance) => ({
      path: `/staff/instances/${instance.slug}/team/${await account(instance)}`,
      body: { roles: ['waiter', 'kitchen'] },
    }),
  },
  {
    route: 'DELETE /staff/instances/{slug}/team/{account}',
    method: 'DELETE',
    capability: 'team',
    scope: 'path',
    ok: 200,
    target: async (instance) => ({
      path: `/staff/instances/${instance.slug}/team/${await account(instance)}`,
    }),
  },
  {
    route: 'POST /staff/instances/{slug}/team/{account}/password',
    method: 'POST',
    capability: 'team',
    scope: 'path',
    ok: 200,
    target: async (instance) => ({
      path: `/staff/instances/${instance.slug}/team/${await account(instance)}/password`,
    }),
  },
  {
    route: 'GET /staff/instances/{slug}/audit',
    method: 'GET',
    capability: 'audit',
    scope: 'path',
    ok: 200,
    target: read((instance) => `/staff/instances/${instance.slug}/audit?limit=5`),
  },
];

beforeAll(async () => {
  for (const [name, instance] of [
    ['A', A],
    ['B', B],
  ] as const) {
    const menu = await menuOf(api, `${instance.slug}.localhost`, instance.branch);
    const config = (await request(api, `/experience/${instance.slug}.localhost/config`)).json as {
      id: number;
    };
    ids[name] = {
      supplierId: menu.supplierId,
      productId: menu.products[instance.product]?.id ?? 0,
      customerId: config.id,
    };
  }
  clients = Object.fromEntries(
    await Promise.all(STAFF_ROLES.map(async (role) => [role, await signIn(api, A.slug, role)] as const)),
  ) as Record<StaffRole, StaffClient>;
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
});

/** Calls a target; a stream that is let through is opened over the socket, checked and closed. */
async function call(kase: Case, target: Target, headers: Record<string, string>) {
  if (kase.stream) {
    const refused = await request(api, target.path, { headers: { ...headers, accept: 'text/event-stream' } });
    if (refused.status !== 200) return refused;
    throw new Error('a stream answered through inject');
  }
  return request(api, target.path, {
    method: kase.method,
    headers,
    ...(target.body === undefined ? {} : { body: target.body }),
  });
}

/** An allowed stream: 200 with the event-stream type, over a socket (inject would wait for its end). */
async function openStream(target: Target, headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(`${origin}${target.path}`, { headers, signal: controller.signal });
  const type = res.headers.get('content-type');
  controller.abort();
  return { status: res.status, type };
}

const allowed = (role: StaffRole, capability: Case['capability']) =>
  capability !== 'operator' && rolesAllow([role], capability);

describe('every staff call checks the caller: role × own or other instance', () => {
  it('lists every staff route of the OpenAPI document', async () => {
    const document = (await request(api, '/openapi.json')).json as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/staff'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    const listed = [...new Set([...CASES.map((kase) => kase.route), ...ACCOUNT_ROUTES])].sort();
    expect(listed).toEqual(documented);
  });

  for (const kase of CASES) {
    const name = `${kase.route}${kase.label ? ` (${kase.label})` : ''}`;

    it(`${name}: needs credentials`, async () => {
      const target = await kase.target(A);
      const before = await fingerprint(api);
      expectApiError(await call(kase, target, {}), 401, 'unauthorized');
      expect(await fingerprint(api)).toBe(before);
    });

    it(`${name}: the operator's token opens it on every instance`, async () => {
      for (const instance of [A, B]) {
        const target = await kase.target(instance);
        if (kase.stream) {
          const opened = await openStream(target, OPERATOR);
          expect(opened.status).toBe(200);
          expect(opened.type).toMatch(/^text\/event-stream/);
          continue;
        }
        const res = await call(kase, target, OPERATOR);
        expect(res.status, `${instance.slug}: ${res.text}`).toBe(kase.ok);
      }
    });

    for (const role of STAFF_ROLES) {
      it(`${name}: ${role} of ${A.slug}`, async () => {
        const headers = clients[role].headers;
        // Its own instance: let through when the role allows it, else 403 forbidden_role and nothing changed.
        const own = await kase.target(A);
        if (allowed(role, kase.capability)) {
          if (kase.stream) {
            const opened = await openStream(own, headers);
            expect(opened.status).toBe(200);
            expect(opened.type).toMatch(/^text\/event-stream/);
          } else {
            const res = await call(kase, own, headers);
            expect(res.status, res.text).toBe(kase.ok);
          }
        } else {
          const before = await fingerprint(api);
          const code = kase.capability === 'operator' ? 'operator_only' : 'forbidden_role';
          expectApiError(await call(kase, own, headers), 403, code);
          expect(await fingerprint(api)).toBe(before);
        }

        // Another instance's: 403 other_instance when the path names it; 404 when the object is another's.
        const other = await kase.target(B);
        const before = await fingerprint(api);
        const res = await call(kase, other, headers);
        if (kase.capability === 'operator') expectApiError(res, 403, 'operator_only');
        else if (kase.scope === 'path') expectApiError(res, 403, 'other_instance');
        else if (allowed(role, kase.capability)) expect(res.status, res.text).toBe(404);
        else expectApiError(res, 403, 'forbidden_role');
        expect(await fingerprint(api)).toBe(before);
      });
    }
  }
});
