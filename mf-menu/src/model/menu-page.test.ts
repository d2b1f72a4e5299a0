import { describe, expect, it } from 'vitest';
import type { Menu } from 'shared-contracts';
import { makeProduct } from 'shared-contracts/testing';
import { groupByCategory } from './menu-page.ts';

const product = (id: number, category: string) =>
  makeProduct({ id, slug: `p${id}`, label: `Product ${id}`, category, price: 1000 });

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
