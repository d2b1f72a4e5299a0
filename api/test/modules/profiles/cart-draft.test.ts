import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CART_DRAFT_MAX_LINES,
  cartDraftResponseSchema,
  profileResponseSchema,
  type CartDraft,
  type Profile,
} from 'shared-contracts/schemas';
import { cartDrafts, profiles } from '../../../src/db/schema.ts';
import { pruneStale, RETENTION } from '../../../src/lib/retention.ts';
import { customerIds, expectApiError, expectSchema, request, useTestApi } from '../../helpers.ts';

const api = useTestApi();

async function diner(domain: string): Promise<Profile> {
  const created = await request(api, '/profiles/anonymous.json', {
    method: 'POST',
    body: { profile: { domain, name: '' } },
  });
  return expectSchema(profileResponseSchema, created.json).profile;
}

const headersOf = (profile: Profile, customerId: number) => ({
  profileid: String(profile.id),
  token: profile.token,
  customer_id: String(customerId),
});

const line = (productId: number, label: string, count = 1) => ({
  productId,
  label,
  category: 'Entradas',
  price: 12_000,
  count,
  stock: null,
  options: [],
});

const draftOf = (lines: CartDraft['cart']['lines']): CartDraft => ({
  cart: { supplierId: 1, lines },
  order: { service: 'delivery', subservice: null },
  location: null,
  details: {
    cutlery: true,
    packed: false,
    comment: 'Sin cebolla',
    address: 'Calle 60 # 5-20',
    reference: 'Portería',
    date: '',
    hour: '',
  },
});

const read = (headers: Record<string, string>) => request(api, '/profiles/cart_draft.json', { headers });
const save = (headers: Record<string, string>, draft: unknown) =>
  request(api, '/profiles/cart_draft.json', { method: 'PUT', headers, body: { draft } });

describe('the kept cart in progress', () => {
  it('answers none, then the saved copy, then none again once the cart is emptied', async () => {
    const ids = await customerIds(api, ['la-brasa']);
    const headers = headersOf(await diner('la-brasa.localhost'), ids['la-brasa'] ?? 0);

    const before = await read(headers);
    expect(before.status, before.text).toBe(200);
    expect(expectSchema(cartDraftResponseSchema, before.json).draft).toBeNull();

    const first = draftOf([line(7, 'Patacón con hogao')]);
    expect((await save(headers, first)).status).toBe(200);
    const second = draftOf([line(7, 'Patacón con hogao', 2), line(9, 'Bandeja paisa')]);
    const saved = await save(headers, second);
    expect(saved.status, saved.text).toBe(200);
    expect(expectSchema(cartDraftResponseSchema, (await read(headers)).json).draft).toEqual(second);

    const emptied = await save(headers, draftOf([]));
    expect(expectSchema(cartDraftResponseSchema, emptied.json).draft).toBeNull();
    expect(expectSchema(cartDraftResponseSchema, (await read(headers)).json).draft).toBeNull();
    expect(await api.app.db.select().from(cartDrafts)).toEqual([]);
  });

  it("never shows one diner's copy to another, nor to a wrong token or another instance", async () => {
    const ids = await customerIds(api, ['la-brasa', 'hotel-mirador']);
    const ana = await diner('la-brasa.localhost');
    const ben = await diner('la-brasa.localhost');
    await save(headersOf(ana, ids['la-brasa'] ?? 0), draftOf([line(7, 'Patacón con hogao')]));

    const bens = await read(headersOf(ben, ids['la-brasa'] ?? 0));
    expect(expectSchema(cartDraftResponseSchema, bens.json).draft).toBeNull();
    expectApiError(await read({ ...headersOf(ana, ids['la-brasa'] ?? 0), token: 'wrong' }), 401);
    expectApiError(await read(headersOf(ana, ids['hotel-mirador'] ?? 0)), 401);
    expectApiError(await read({ customer_id: String(ids['la-brasa']) }), 401);
    expectApiError(await save({ ...headersOf(ana, ids['la-brasa'] ?? 0), token: 'wrong' }, draftOf([])), 401);
  });

  it('refuses a malformed or oversized copy with 400 and keeps the one it had', async () => {
    const ids = await customerIds(api, ['la-brasa']);
    const headers = headersOf(await diner('la-brasa.localhost'), ids['la-brasa'] ?? 0);
    const kept = draftOf([line(7, 'Patacón con hogao')]);
    await save(headers, kept);

    const tooMany = Array.from({ length: CART_DRAFT_MAX_LINES + 1 }, (_, i) => line(i + 1, `P${i}`));
    expectApiError(await save(headers, draftOf(tooMany)), 400);
    expectApiError(await save(headers, { ...kept, cart: { supplierId: 1, lines: [line(7, 'x', 0)] } }), 400);
    expectApiError(
      await save(headers, { ...kept, details: { ...kept.details, address: 'x'.repeat(2001) } }),
      400,
    );
    expectApiError(await save(headers, 'not a cart'), 400);
    expect(expectSchema(cartDraftResponseSchema, (await read(headers)).json).draft).toEqual(kept);
  });

  it('goes with its profile', async () => {
    const ids = await customerIds(api, ['la-brasa']);
    const profile = await diner('la-brasa.localhost');
    await save(headersOf(profile, ids['la-brasa'] ?? 0), draftOf([line(7, 'Patacón con hogao')]));
    await api.app.db.delete(profiles).where(eq(profiles.id, profile.id));
    expect(await api.app.db.select().from(cartDrafts).where(eq(cartDrafts.profileId, profile.id))).toEqual(
      [],
    );
  });

  it('is pruned after its days without a change, and keeps its profile only that long', async () => {
    const ids = await customerIds(api, ['la-brasa']);
    const fresh = await diner('la-brasa.localhost');
    const left = await diner('la-brasa.localhost');
    await save(headersOf(fresh, ids['la-brasa'] ?? 0), draftOf([line(7, 'Patacón con hogao')]));
    await save(headersOf(left, ids['la-brasa'] ?? 0), draftOf([line(9, 'Bandeja paisa')]));
    const DAY = 24 * 60 * 60 * 1_000;
    const longAgo = new Date(Date.now() - (RETENTION.cartDraftDays + 1) * DAY);
    const { db } = api.app;
    await db.update(cartDrafts).set({ updatedAt: longAgo }).where(eq(cartDrafts.profileId, left.id));
    await db.update(profiles).set({ createdAt: longAgo });

    const pruned = await pruneStale(db, new Date());
    expect(pruned.cartDrafts).toBe(1);
    const remaining = (await db.select({ id: cartDrafts.profileId }).from(cartDrafts)).map((row) => row.id);
    expect(remaining).toContain(fresh.id);
    expect(remaining).not.toContain(left.id);
    // The old, untouched profile went with its old cart; the one with a recent cart stays.
    const kept = await db.select({ id: profiles.id }).from(profiles);
    expect(kept.map((row) => row.id)).toContain(fresh.id);
    expect(kept.map((row) => row.id)).not.toContain(left.id);
  });
});
