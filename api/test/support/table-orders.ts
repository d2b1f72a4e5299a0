import { and, eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import {
  menuSchema,
  profileResponseSchema,
  purchaseEventSchema,
  purchaseResponseSchema,
  type PaymentRequest,
  type PurchaseEvent,
  type TablePurchase,
} from 'shared-contracts/schemas';
import { z } from 'zod';
import { products, tables } from '../../src/db/schema.ts';
import { SANDBOX_PAYER, sandboxCard } from '../../src/modules/payments/sandbox-provider.ts';
import { expectSchema, request, type TestApi } from '../helpers.ts';
import { WAIT_MS } from './api-process.ts';

export type Diner = { host: string; headers: Record<string, string>; id: number };

/** A new anonymous profile of the instance on `host`, with the headers every diner call sends. */
export async function newDiner(api: TestApi, host = 'la-brasa.localhost'): Promise<Diner> {
  const res = await request(api, '/profiles/anonymous.json', {
    method: 'POST',
    host,
    body: { profile: { domain: host, name: 'Diner' } },
  });
  const { profile } = expectSchema(profileResponseSchema, res.json);
  return { host, id: profile.id, headers: { profileid: String(profile.id), token: profile.token } };
}

/** The key printed in the QR of table `code` of a branch (as the staff's QR sheet shows it). */
export async function tableKey(api: TestApi, supplierId: number, code: string): Promise<string> {
  const [row] = await api.app.db
    .select({ key: tables.qrKey })
    .from(tables)
    .where(and(eq(tables.supplierId, supplierId), eq(tables.code, code.trim().toUpperCase())))
    .limit(1);
  if (!row) throw new Error(`no table ${code} at branch ${supplierId}`);
  return row.key;
}

/**
 * `POST /menudigital/init.json`: the diner joins the table's shared bill with the key of its printed QR,
 * as a scan does (`key: null`: the code typed without it, which starts the diner's own order).
 */
export async function join(
  api: TestApi,
  diner: Diner,
  supplierId: number,
  tableCode: string | null,
  { key }: { key?: string | null } = {},
) {
  const tableKeyValue =
    tableCode === null || key === null ? null : (key ?? (await tableKey(api, supplierId, tableCode)));
  const res = await request(api, '/menudigital/init.json', {
    method: 'POST',
    host: diner.host,
    headers: diner.headers,
    body: { purchase: { supplier_id: supplierId, table_code: tableCode, table_key: tableKeyValue } },
  });
  expect(res.status, res.text).toBe(200);
  return expectSchema(purchaseResponseSchema, res.json).purchase;
}

/** Product ids by slug, and the branch id, from the branch's menu. */
export async function menuOf(api: TestApi, host: string, branch: string) {
  const res = await request(api, `/api/suppliers/${branch}/menu.json`, { host });
  const menu = expectSchema(menuSchema, res.json);
  const products = Object.fromEntries(menu.products.map((p) => [p.slug, p]));
  return { supplierId: menu.supplier_id, products, menu };
}

export type BranchMenu = Awaited<ReturnType<typeof menuOf>>;

/**
 * A branch's menu for the calling test file, read once before its tests (call it after `useTestApi`),
 * and `id(slug)`, a product's id (an unknown slug fails the test).
 */
export function useMenu(api: TestApi, branch: string, host = 'la-brasa.localhost') {
  let read: BranchMenu | undefined;
  beforeAll(async () => {
    read = await menuOf(api, host, branch);
  });
  const menu = (): BranchMenu => {
    if (!read) throw new Error('The menu is read in beforeAll: use it inside a test');
    return read;
  };
  return {
    get supplierId() {
      return menu().supplierId;
    },
    get products() {
      return menu().products;
    },
    id: (slug: string): number => {
      const product = menu().products[slug];
      if (!product) throw new Error(`${branch} has no product ${slug}`);
      return product.id;
    },
  };
}

export function addProduct(
  api: TestApi,
  diner: Diner,
  purchaseId: number,
  product: { id: number; count: number; options?: { slug: string; choices: string[] }[] },
) {
  return request(api, '/menudigital/add_product_cart.json', {
    method: 'POST',
    host: diner.host,
    headers: diner.headers,
    body: { product, purchase_id: purchaseId },
  });
}

/** Runs `check` while the product is unavailable (the operator switched it off), then switches it back on. */
export async function whileUnavailable(api: TestApi, productId: number, check: () => Promise<void>) {
  await api.app.db.update(products).set({ available: false }).where(eq(products.id, productId));
  try {
    await check();
  } finally {
    await api.app.db.update(products).set({ available: true }).where(eq(products.id, productId));
  }
}

export const purchaseOf = (json: unknown): TablePurchase =>
  expectSchema(purchaseResponseSchema, json).purchase;

export const CHURRASCO_OPTIONS = [
  { slug: 'termino', choices: ['medio'] },
  { slug: 'acompanamiento', choices: ['yuca'] },
];

/** A Server-Sent Events stream read with fetch (headers included), one parsed event at a time. */
export interface LiveReader<Event = PurchaseEvent> {
  next(): Promise<Event>;
  /** Reads until an event satisfies `match` (every wait bounded by WAIT_MS). */
  until(match: (event: Event) => boolean): Promise<Event>;
  close(): void;
}

/** A diner's stream by default; pass the schema of another stream's events (the staff's). */
export async function openLive(url: string, headers: Record<string, string>): Promise<LiveReader>;
export async function openLive<Event>(
  url: string,
  headers: Record<string, string>,
  schema: z.core.$ZodType<Event>,
): Promise<LiveReader<Event>>;
export async function openLive(
  url: string,
  headers: Record<string, string>,
  schema: z.core.$ZodType = purchaseEventSchema,
): Promise<LiveReader<unknown>> {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { ...headers, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const body = res.body;
  if (!body) throw new Error('no body');
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const next = async (): Promise<unknown> => {
    const deadline = setTimeout(() => controller.abort(), WAIT_MS);
    try {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          if (data) return expectSchema(schema, JSON.parse(data));
          continue;
        }
        const chunk = await reader.read();
        if (chunk.done) throw new Error('the live stream ended');
        buffer += chunk.value;
      }
    } finally {
      clearTimeout(deadline);
    }
  };
  return {
    next,
    until: async (match) => {
      for (;;) {
        const event = await next();
        if (match(event)) return event;
      }
    },
    close: () => controller.abort(),
  };
}

/** The purchase of a `purchase` event (fails on `resync`). */
export function purchaseIn(event: PurchaseEvent): TablePurchase {
  if (event.type !== 'purchase') throw new Error(`expected a purchase event, got ${event.type}`);
  return event.purchase;
}

export const svgSchema = z.string().regex(/^<svg /);

/** The payer of the sandbox payments in the tests. */
export const TEST_CONTACT = SANDBOX_PAYER;
/** A card of the test payer; the sandbox decides by its number (see `SANDBOX`). */
export const testCard = sandboxCard;

/**
 * A payment request of the test payer (`TEST_CONTACT`) for the purchase, paid in full: `how` names the
 * method with its data (`{ method: 'card', card: testCard(SANDBOX.cardApproved) }`) and may replace the
 * split or the contact.
 */
export const payBody = (
  purchaseId: number,
  how: Omit<PaymentRequest, 'purchase_id' | 'split' | 'contact'> &
    Partial<Pick<PaymentRequest, 'split' | 'contact'>>,
): PaymentRequest => ({ purchase_id: purchaseId, split: { kind: 'full' }, contact: TEST_CONTACT, ...how });
