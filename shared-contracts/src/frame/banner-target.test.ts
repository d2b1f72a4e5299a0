import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner-target.ts';

describe('banner click target', () => {
  it('opens a product banner on Product and a category banner on Menu with category_id', () => {
    expect(bannerTarget({ type: 'product', image: '', product: '12' }, 'chapinero', null)).toEqual({
      kind: 'route',
      to: '/chapinero/view/12',
    });
    expect(bannerTarget({ type: 'category', image: '', category: '3' }, 'chapinero', null)).toEqual({
      kind: 'route',
      to: '/chapinero/menu?category_id=3',
    });
    expect(bannerTarget({ type: 'product', image: '' }, 'chapinero', null)).toBeNull();
  });

  it('appends the table code to the provider own hosts only, and drops non-web links', () => {
    expect(
      bannerTarget(
        { type: 'external', image: '', url: 'https://pay.mesa.example/promo?a=1' },
        'chapinero',
        'M01',
      ),
    ).toEqual({ kind: 'external', href: 'https://pay.mesa.example/promo?a=1&mesa=M01', newTab: true });
    expect(
      bannerTarget(
        { type: 'external', image: '', url: 'https://mesa.example.evil.test/', target: '_self' },
        'chapinero',
        'M01',
      ),
    ).toEqual({ kind: 'external', href: 'https://mesa.example.evil.test/', newTab: false });
    expect(
      bannerTarget({ type: 'external', image: '', url: 'javascript:alert(1)' }, 'chapinero', 'M01'),
    ).toBeNull();
  });
});
