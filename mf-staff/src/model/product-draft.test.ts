import { describe, expect, it } from 'vitest';
import { makeStaffProduct } from '../testing/staff-product.ts';
import { draftChange, draftOf, type ProductDraft } from './product-draft.ts';

const product = makeStaffProduct;
const draft = (over: Partial<ProductDraft> = {}): ProductDraft => ({
  stock: '',
  price: '12000',
  promo: '',
  ...over,
});

describe('draftChange', () => {
  it('an empty stock is "not counted" and an empty promo removes it', () => {
    expect(draftChange(product({ stock: 3, promo: 9000 }), draft(), 'COP')).toEqual({
      change: { stock: null, promo: null },
    });
    expect(draftChange(product(), draft({ stock: '-1' }), 'COP')).toEqual({
      invalid: 'stock',
      code: 'number_invalid',
    });
  });

  it('reads a price in pesos with its thousands separators: "12.000" is 12000, never 12', () => {
    expect(draftChange(product({ price: 10000 }), draft({ price: '12.000' }), 'COP')).toEqual({
      change: { price: 12000 },
    });
    expect(draftChange(product(), draft({ price: '12.000' }), 'COP')).toEqual({ change: {} });
    expect(draftChange(product(), draft({ promo: '9.500' }), 'COP')).toEqual({ change: { promo: 9500 } });
  });

  it('refuses decimals in pesos rather than reading another number', () => {
    for (const price of ['12,5', '12.50', '12.000,5']) {
      expect(draftChange(product(), draft({ price }), 'COP')).toEqual({
        invalid: 'price',
        code: 'price_invalid_whole',
      });
    }
  });

  it('reads cents in a currency that has them', () => {
    expect(draftChange(product({ price: 1.25 }), draft({ price: '12.50' }), 'USD')).toEqual({
      change: { price: 12.5 },
    });
    expect(draftChange(product({ price: 1.25 }), draftOf(product({ price: 1.25 }), 'USD'), 'USD')).toEqual({
      change: {},
    });
    expect(draftChange(product(), draft({ price: '12.5.0' }), 'USD')).toEqual({
      invalid: 'price',
      code: 'price_invalid',
    });
  });

  it('refuses a third decimal in soles with its own message, rather than reading it as thousands', () => {
    expect(draftChange(product(), draft({ price: '12.555' }), 'PEN')).toEqual({
      invalid: 'price',
      code: 'price_too_precise',
    });
  });

  it('refuses a price or promo of 0 and one above the bound, but keeps a product already at 0', () => {
    expect(draftChange(product(), draft({ price: '0' }), 'COP')).toEqual({
      invalid: 'price',
      code: 'price_zero',
    });
    expect(draftChange(product(), draft({ promo: '0' }), 'COP')).toEqual({
      invalid: 'promo',
      code: 'price_zero',
    });
    expect(draftChange(product(), draft({ price: '200.000.000' }), 'COP')).toEqual({
      invalid: 'price',
      code: 'price_too_large',
    });
    expect(draftChange(product({ price: 0 }), draft({ price: '0', stock: '4' }), 'COP')).toEqual({
      change: { stock: 4 },
    });
  });

  it('refuses a promo at or above the price, typed or left from before a lower price', () => {
    const refused = { invalid: 'promo', code: 'promo_not_below_price' };
    expect(draftChange(product(), draft({ promo: '12.000' }), 'COP')).toEqual(refused);
    expect(draftChange(product(), draft({ promo: '15000' }), 'COP')).toEqual(refused);
    expect(draftChange(product({ promo: 9000 }), draft({ price: '9.000', promo: '9000' }), 'COP')).toEqual(
      refused,
    );
    expect(draftChange(product({ promo: 9000 }), draft({ price: '10.000', promo: '9000' }), 'COP')).toEqual({
      change: { price: 10000 },
    });
  });

  it("shows the fields with the currency's decimals, and saving them untouched changes nothing", () => {
    expect(draftOf(product({ price: 45.5, promo: 40 }), 'MXN')).toEqual({
      stock: '',
      price: '45.50',
      promo: '40.00',
    });
    expect(draftOf(product({ price: 12000, stock: 3 }), 'COP')).toEqual({
      stock: '3',
      price: '12.000',
      promo: '',
    });
    for (const [currency, price] of [
      ['MXN', 45.5],
      ['PEN', 1250.5],
      ['USD', 7],
      ['BRL', 1250.5],
      ['COP', 1250000],
    ] as const) {
      const shown = product({ price, promo: null });
      expect(draftChange(shown, draftOf(shown, currency), currency)).toEqual({ change: {} });
    }
  });
});
