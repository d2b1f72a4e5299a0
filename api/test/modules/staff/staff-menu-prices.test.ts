import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffMenuResponseSchema, staffProductResponseSchema } from 'shared-contracts/schemas';
import { products } from '../../../src/db/schema.ts';
import { expectApiError, expectSchema, useTestApi } from '../../helpers.ts';
import { signIn, staffCall, type StaffClient } from '../../support/staff-session.ts';
import { menuOf, useMenu } from '../../support/table-orders.ts';

const api = useTestApi();
const menu = useMenu(api, 'chapinero');
let manager: StaffClient;

beforeAll(async () => {
  manager = await signIn(api, 'la-brasa', 'manager');
});

const productPath = (slug: string) =>
  `/staff/instances/la-brasa/branches/chapinero/products/${menu.id(slug)}`;
const patch = (slug: string, body: Record<string, unknown>) =>
  staffCall(api, manager, productPath(slug), { method: 'PATCH', body });
const stored = async (slug: string) =>
  (
    await api.app.db
      .select()
      .from(products)
      .where(eq(products.id, menu.id(slug)))
  )[0];

describe("PATCH a product's price and promo", () => {
  it('a new price and a promo below it show on the diners’ menu', async () => {
    const res = await patch('bandeja-paisa', { price: 39000, promo: 35000 });
    expect(res.status, res.text).toBe(200);
    expect(expectSchema(staffProductResponseSchema, res.json).product).toMatchObject({
      price: 39000,
      promo: 35000,
    });
    const diners = await menuOf(api, 'la-brasa.localhost', 'chapinero');
    expect(diners.products['bandeja-paisa']).toMatchObject({ price: 39000, promo: 35000 });
    expect((await patch('bandeja-paisa', { price: 38000, promo: null })).status).toBe(200);
  });

  it('refuses a price or a promo of 0 or below, or with a fraction of a peso, and changes nothing', async () => {
    const before = await stored('bandeja-paisa');
    // Pesos have no minor unit: half a peso is no price either.
    for (const body of [{ price: 0 }, { price: -5 }, { promo: 0 }, { price: 38000.5 }, { promo: 0.5 }]) {
      expectApiError(await patch('bandeja-paisa', body), 400, 'bad_request');
    }
    expect(await stored('bandeja-paisa')).toEqual(before);
  });

  it('refuses a promo at or above the price it would be ignored beside (422), and changes nothing', async () => {
    // Torta tres leches: 11.000 with a promo of 9.000 in the fixture.
    const before = await stored('tres-leches');
    expect(before).toMatchObject({ price: 11000, promo: 9000 });
    expectApiError(await patch('tres-leches', { promo: 11000 }), 422, 'promo_not_below_price');
    expectApiError(await patch('tres-leches', { promo: 12000 }), 422, 'promo_not_below_price');
    // Lowering the price under the promo it has would leave a promo that no longer applies.
    expectApiError(await patch('tres-leches', { price: 9000 }), 422, 'promo_not_below_price');
    expectApiError(
      await patch('tres-leches', { price: 8000, promo: 8500, available: false }),
      422,
      'promo_not_below_price',
    );
    expect(await stored('tres-leches')).toEqual(before);
  });

  it('lets the price go down with its promo, or the promo go, in one change', async () => {
    expect((await patch('tres-leches', { price: 9000, promo: 7000 })).status).toBe(200);
    expect((await patch('tres-leches', { price: 8000, promo: null })).status).toBe(200);
    expect(await stored('tres-leches')).toMatchObject({ price: 8000, promo: null });
    // Changes that touch neither are not held to it.
    expect((await patch('tres-leches', { available: false })).status).toBe(200);
    expect((await patch('tres-leches', { price: 11000, promo: 9000, available: true })).status).toBe(200);
  });

  it('of two saves made from the same screen, the second is refused (409 product_changed), not silently last', async () => {
    const before = await stored('bandeja-paisa');
    const shown = { price: before?.price, available: before?.available };
    const owner = await patch('bandeja-paisa', { price: 40000, was: { price: shown.price } });
    expect(owner.status, owner.text).toBe(200);
    expectApiError(
      await patch('bandeja-paisa', { price: 39000, was: { price: shown.price } }),
      409,
      'product_changed',
    );
    expect(await stored('bandeja-paisa')).toMatchObject({ price: 40000 });
    // A field the other save did not touch still changes from the same screen.
    const soldOut = await patch('bandeja-paisa', { available: false, was: { available: shown.available } });
    expect(soldOut.status, soldOut.text).toBe(200);
    expect((await patch('bandeja-paisa', { price: 38000, available: true })).status).toBe(200);
  });
});

describe("GET a branch's menu for the staff", () => {
  it('names each category, so the console shows "Platos fuertes" rather than its slug', async () => {
    const res = await staffCall(api, manager, '/staff/instances/la-brasa/branches/chapinero/menu');
    expect(res.status, res.text).toBe(200);
    const staffMenu = expectSchema(staffMenuResponseSchema, res.json);
    expect(staffMenu.categories).toContainEqual({ slug: 'platos-fuertes', label: 'Platos fuertes' });
    const named = new Set(staffMenu.categories.map((category) => category.slug));
    expect(staffMenu.products.every((product) => named.has(product.category))).toBe(true);
  });
});
