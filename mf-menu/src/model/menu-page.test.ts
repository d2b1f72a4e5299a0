import { describe, expect, it } from 'vitest';
import type { Menu, Product } from 'shared-contracts';
import { groupByCategory } from './menu-page.ts';

const product = (id: number, category: string): Product => ({
  id,
  slug: `p${id}`,
  label: `Product ${id}`,
  description: '',
  category,
  subcategory: null,
  price: 1000,
  promo: null,
  image: '',
  available: true,
  stock: null,
  alcoholic: false,
  new: false,
  options: [],
});

describe('groupByCategory', () => {
  it('keeps menu order and drops empty categories', () => {
    const menu: Menu = {
      supplier_id: 1,
      categories: [
        { slug: 'drinks', label: 'Drinks', subcategories: [] },
        { slug: 'empty', label: 'Empty', subcategories: [] },
        { slug: 'mains', label: 'Mains', subcategories: [] },
      ],
      products: [product(1, 'mains'), product(2, 'drinks'), product(3, 'mains')],
    };
    const sections = groupByCategory(menu);
    expect(sections.map((s) => s.category.slug)).toEqual(['drinks', 'mains']);
    expect(sections[1]?.products.map((p) => p.id)).toEqual([1, 3]);
  });
});
