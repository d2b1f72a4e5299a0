// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSupplier } from '../testing/instance-config.ts';

const HEADERS = { lang: 'es', customer_id: '1' };

beforeEach(() => {
  vi.resetModules();
  delete window.__MESA_BOOT__;
});

describe('early boot requests', () => {
  it('uses the menu request the HTML started, once, and asks the API afterwards', async () => {
    const menu = { supplier_id: 3, categories: [], products: [] };
    window.__MESA_BOOT__ = { menu: { slug: 'chapinero', data: Promise.resolve(menu) } };
    const { api } = await import('./endpoints.ts');
    const getMenu = vi.spyOn(api, 'getMenu').mockResolvedValue({ ...menu, supplier_id: 4 });
    const { loadMenu } = await import('./boot.ts');
    await expect(loadMenu('chapinero', HEADERS)).resolves.toEqual(menu);
    await expect(loadMenu('chapinero', HEADERS)).resolves.toEqual(menu);
    expect(getMenu).not.toHaveBeenCalled();
    await expect(loadMenu('usaquen', HEADERS)).resolves.toMatchObject({ supplier_id: 4 });
    expect(getMenu).toHaveBeenCalledWith('usaquen', HEADERS);
  });

  it('falls back to the API when the early response has an unexpected shape', async () => {
    window.__MESA_BOOT__ = { supplier: { slug: 'chapinero', data: Promise.resolve({ nope: true }) } };
    const { api } = await import('./endpoints.ts');
    const getSupplier = vi.spyOn(api, 'getSupplier').mockResolvedValue(makeSupplier());
    const { loadSupplier } = await import('./boot.ts');
    await expect(loadSupplier('chapinero', HEADERS)).resolves.toMatchObject({ slug: 'chapinero' });
    expect(getSupplier).toHaveBeenCalledTimes(1);
  });

  it('does not cache a failure, so a retry asks again', async () => {
    const { api } = await import('./endpoints.ts');
    const getMenu = vi
      .spyOn(api, 'getMenu')
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue({ supplier_id: 3, categories: [], products: [] });
    const { loadMenu } = await import('./boot.ts');
    await expect(loadMenu('chapinero', HEADERS)).rejects.toThrow('down');
    await expect(loadMenu('chapinero', HEADERS)).resolves.toMatchObject({ supplier_id: 3 });
    expect(getMenu).toHaveBeenCalledTimes(2);
  });
});
