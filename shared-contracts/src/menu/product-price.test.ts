import { describe, expect, it } from 'vitest';
import { activePromo, optionsExtra, promoPrice } from './product-price.ts';

describe('product prices', () => {
  it('takes the promotion only when it is below the price', () => {
    expect(promoPrice({ price: 11000, promo: 9000 })).toBe(9000);
    expect(activePromo({ price: 11000, promo: 9000 })).toBe(9000);
    expect(promoPrice({ price: 11000, promo: null })).toBe(11000);
    expect(promoPrice({ price: 11000, promo: 12000 })).toBe(11000);
    expect(activePromo({ price: 11000, promo: 11000 })).toBeNull();
  });

  it("adds every chosen choice's extra price", () => {
    const choice = (price: number) => ({ slug: `c${price}`, label: 'c', price });
    expect(optionsExtra([])).toBe(0);
    expect(optionsExtra([{ choices: [choice(6000), choice(3000)] }, { choices: [choice(0)] }])).toBe(9000);
  });
});
