import { allSettled, fork, type Scope } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadBranchFx } from '../model/branch.ts';
import { $instance } from '../model/instance.ts';
import { loadMenuFx } from '../model/menu.ts';
import type { Menu } from '../schemas/menu.ts';
import { makeInstanceConfig, makeSupplier } from '../testing/instance-config.ts';
import { apiBaseUrl } from './base-url.ts';
import type { RequestHeaders } from './client.ts';
import { api } from './endpoints.ts';
import { serverDataHandlers } from './server-handlers.ts';

// The API tells instances apart by the customer_id header (the Host of a server's request is its own).
const menuOf = (headers: RequestHeaders): Menu => ({
  supplier_id: Number(headers.customer_id) * 100,
  categories: [],
  products: [],
});

const scopeOf = (
  customerId: number,
  handlers: ReturnType<typeof serverDataHandlers> | [] = serverDataHandlers(),
): Scope => fork({ values: [[$instance, makeInstanceConfig({ id: customerId })]], handlers });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('data on a server (no window)', () => {
  it('gives two instances with the same branch slug their own menus, with the server handlers', async () => {
    const getMenu = vi.spyOn(api, 'getMenu').mockImplementation(async (_slug, headers) => menuOf(headers));
    const [first, second] = [scopeOf(1), scopeOf(2)];
    const [a, b] = await Promise.all([
      allSettled(loadMenuFx, { scope: first, params: 'chapinero' }),
      allSettled(loadMenuFx, { scope: second, params: 'chapinero' }),
    ]);
    expect(a).toMatchObject({ status: 'done', value: { supplier_id: 100 } });
    expect(b).toMatchObject({ status: 'done', value: { supplier_id: 200 } });
    // A later request of the first instance is not answered with the second's.
    const again = await allSettled(loadMenuFx, { scope: scopeOf(1), params: 'chapinero' });
    expect(again).toMatchObject({ status: 'done', value: { supplier_id: 100 } });
    expect(getMenu).toHaveBeenCalledTimes(3);
  });

  it('never answers one instance from the browser cache of another, even without the server handlers', async () => {
    vi.spyOn(api, 'getMenu').mockImplementation(async (_slug, headers) => menuOf(headers));
    const getSupplier = vi
      .spyOn(api, 'getSupplier')
      .mockImplementation(async (slug, headers) =>
        makeSupplier({ slug: String(slug), id: Number(headers.customer_id) }),
      );
    await allSettled(loadMenuFx, { scope: scopeOf(1, []), params: 'chapinero' });
    const second = await allSettled(loadMenuFx, { scope: scopeOf(2, []), params: 'chapinero' });
    expect(second).toMatchObject({ status: 'done', value: { supplier_id: 200 } });
    await allSettled(loadBranchFx, { scope: scopeOf(1, []), params: 'chapinero' });
    const branch = await allSettled(loadBranchFx, { scope: scopeOf(2, []), params: 'chapinero' });
    expect(branch).toMatchObject({ status: 'done', value: { id: 2 } });
    expect(getSupplier).toHaveBeenCalledTimes(2);
  });

  it('reaches the API at MESA_API_URL', () => {
    expect(apiBaseUrl()).toBe('http://localhost:4000');
    vi.stubEnv('MESA_API_URL', 'http://api.internal:8080/');
    expect(apiBaseUrl()).toBe('http://api.internal:8080');
  });
});
