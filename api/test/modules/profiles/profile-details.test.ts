import { describe, expect, it } from 'vitest';
import { profileResponseSchema, type Profile } from 'shared-contracts/schemas';
import {
  expectApiError,
  expectSchema,
  movableClock,
  request,
  STAFF_TOKEN,
  useTestApi,
} from '../../helpers.ts';
import { join, menuOf } from '../../support/table-orders.ts';

// A code goes to a phone at most every 14 s, whichever profile asks: each verification here moves the
// clock on a minute, as a second device would ask later.
const clock = movableClock(new Date('2026-03-02T20:00:00Z'));
const api = useTestApi(undefined, () => clock);

const auth = (p: Pick<Profile, 'id' | 'token'>) => ({ profileid: String(p.id), token: p.token });

async function create(host = 'la-brasa.localhost'): Promise<Profile> {
  const res = await request(api, '/profiles/anonymous.json', {
    method: 'POST',
    host,
    body: { profile: { domain: host, name: '' } },
  });
  expect(res.status).toBe(201);
  return expectSchema(profileResponseSchema, res.json).profile;
}

const save = (p: Profile, profile: Record<string, unknown>, host = 'la-brasa.localhost') =>
  request(api, `/profiles/account/${p.id}.json`, {
    method: 'PUT',
    host,
    headers: auth(p),
    body: { profile: { name: 'Ana', email: '', phone: '', ...profile } },
  });

const account = (p: Pick<Profile, 'id' | 'token'>, host = 'la-brasa.localhost') =>
  request(api, '/profiles/account.json', { host, headers: auth(p) });

async function lastCode(phone: string): Promise<string> {
  const res = await request(api, `/staff/sms/outbox?to=${encodeURIComponent(phone)}`, {
    headers: { authorization: `Bearer ${STAFF_TOKEN}` },
  });
  const { messages } = res.json as { messages: { text: string }[] };
  const code = /\b(\d{4})\b/.exec(messages[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

/** Saves `phone` on the profile, asks for a code and answers it: the verified profile as answered. */
async function verify(p: Profile, phone: string, host = 'la-brasa.localhost', name = 'Ana') {
  clock.set(new Date(clock.now().getTime() + 60_000));
  expect((await save(p, { name, phone }, host)).status).toBe(200);
  const sent = await request(api, '/profiles/verification_code.json', {
    method: 'POST',
    host,
    headers: auth(p),
  });
  expect(sent.status, sent.text).toBe(201);
  const checked = await request(api, '/profiles/verification_code.json', {
    method: 'PUT',
    host,
    headers: auth(p),
    body: { code: await lastCode(phone) },
  });
  expect(checked.status, checked.text).toBe(200);
  return expectSchema(profileResponseSchema, checked.json).profile;
}

describe("the account's details", () => {
  it('saves categories, sex, document and the phone with its country; answers the calling code', async () => {
    const p = await create();
    const res = await save(p, {
      name: 'Ana Gómez',
      phone: '+525512345678',
      phone_code_iso2: 'MX',
      sex: 'female',
      dni_type: 'passport',
      dni: 'X1234567',
      categories: ['vegetarian', 'desserts'],
    });
    expect(res.status, res.text).toBe(200);
    const saved = expectSchema(profileResponseSchema, (await account(p)).json).profile;
    expect(saved).toMatchObject({
      phone: '+525512345678',
      phone_code: '52',
      phone_code_iso2: 'MX',
      sex: 'female',
      dni_type: 'passport',
      dni: 'X1234567',
      categories: ['vegetarian', 'desserts'],
    });

    // Saving again without the details keeps them; the country follows a new phone.
    const again = await save(p, { name: 'Ana Gómez', phone: '+573001112233' });
    expect(expectSchema(profileResponseSchema, again.json).profile).toMatchObject({
      phone_code: '57',
      phone_code_iso2: 'CO',
      sex: 'female',
      categories: ['vegetarian', 'desserts'],
    });
  });

  it('refuses an unknown sex or category, a bad document and a phone of another country', async () => {
    const p = await create();
    for (const patch of [
      { sex: 'robot' },
      { categories: ['caviar'] },
      { categories: ['vegetarian', 'vegetarian'] },
      { dni: ' 1234' },
      { dni_type: 'badge' },
      { phone: '+573001112233', phone_code_iso2: 'ZZ' },
    ]) {
      expectApiError(await save(p, patch), 400);
    }
    expectApiError(await save(p, { phone: '+573001112233', phone_code_iso2: 'PE' }), 400, 'invalid_phone');
    const unchanged = expectSchema(profileResponseSchema, (await account(p)).json).profile;
    expect(unchanged).toMatchObject({ sex: null, categories: [], dni: null });
  });
});

describe('the same verified phone on another device', () => {
  it('reaches the profile that verified it first, with a token of its own; both devices stay in', async () => {
    const first = await verify(await create(), '+573004445566', 'la-brasa.localhost', 'Ana Primera');
    expect(first.phone_verified).toBe(true);
    await save(first, { name: 'Ana Primera', phone: '+573004445566', categories: ['seafood'] });

    const other = await create();
    const reached = await verify(other, '+573004445566', 'la-brasa.localhost', 'Otra');
    expect(reached).toMatchObject({
      id: first.id,
      name: 'Ana Primera',
      phone_verified: true,
      categories: ['seafood'],
    });
    expect(reached.token).not.toBe(first.token);
    expect(reached.token).not.toBe(other.token);

    // The second device's token opens the first profile; the first device's token still does.
    expect(expectSchema(profileResponseSchema, (await account(reached)).json).profile.id).toBe(first.id);
    expect((await account(first)).status).toBe(200);
    // The second device's own profile proved nothing for itself.
    const left = expectSchema(profileResponseSchema, (await account(other)).json).profile;
    expect(left).toMatchObject({ id: other.id, phone_verified: false });
    // A device token is no way into another profile.
    expectApiError(await account({ id: other.id, token: reached.token }), 401, 'unauthorized');

    // At a table, the second device's token orders on the bill the first device joined.
    const { supplierId } = await menuOf(api, 'la-brasa.localhost', 'chapinero');
    const firstDiner = { host: 'la-brasa.localhost', id: first.id, headers: auth(first) };
    const purchase = await join(api, firstDiner, supplierId, 'M08');
    const cart = (p: Pick<Profile, 'id' | 'token'>) =>
      request(api, `/menudigital/cart/${purchase.id}.json`, { host: 'la-brasa.localhost', headers: auth(p) });
    expect((await cart({ id: first.id, token: reached.token })).status).toBe(200);
    expectApiError(await cart(other), 403, 'not_your_purchase');
    expectApiError(await cart({ id: other.id, token: reached.token }), 401, 'unauthorized');
  });

  it("never reaches another instance's profile", async () => {
    const brasa = await verify(await create(), '+573007778899');
    const elsewhere = await create('hotel-mirador.localhost');
    const own = await verify(elsewhere, '+573007778899', 'hotel-mirador.localhost');
    expect(own.id).toBe(elsewhere.id);
    expect(own.id).not.toBe(brasa.id);
  });
});
