// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '../testing/instance-config.ts';

beforeEach(() => {
  localStorage.clear();
  vi.resetModules();
});

async function loadModel() {
  const cart = await import('./cart.ts');
  const persistence = await import('./persistence.ts');
  return { ...cart, ...persistence };
}

describe('persistence', () => {
  it('restores the cart saved under the versioned key', async () => {
    const first = await loadModel();
    first.startPersistence();
    first.productAdded({ product: makeProduct(), supplierId: 1 });
    expect(JSON.parse(localStorage.getItem('mesa:v1:cart') ?? 'null')).toMatchObject({ supplierId: 1 });

    vi.resetModules();
    const second = await loadModel();
    second.startPersistence();
    expect(second.$cartCount.getState()).toBe(1);
  });

  it.each([
    ['not JSON', '{oops'],
    ['an old shape', JSON.stringify({ items: [{ id: 1, qty: 2 }] })],
    [
      'a negative count',
      JSON.stringify({
        supplierId: 1,
        lines: [{ productId: 1, label: 'x', category: 'c', price: 1, count: -3, stock: null }],
      }),
    ],
  ])('drops a stored cart that is %s and starts empty', async (_name, raw) => {
    localStorage.setItem('mesa:v1:cart', raw);
    const model = await loadModel();
    expect(() => model.startPersistence()).not.toThrow();
    expect(model.$cartCount.getState()).toBe(0);
    expect(localStorage.getItem('mesa:v1:cart')).toBeNull();
  });
});
