import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { Menu } from '../schemas/menu.ts';
import { makeSupplier } from '../testing/instance-config.ts';
import { loadBranchFx } from './branch.ts';
import { startFirstLoads } from './first-loads.ts';
import { $supplier } from './instance.ts';
import { loadMenuFx } from './menu.ts';

function scopeWithLoads() {
  const menu = vi.fn(async (): Promise<Menu> => ({ categories: [] }) as unknown as Menu);
  const branch = vi.fn(async (slug: string) => makeSupplier({ slug }));
  const scope = fork({
    handlers: [
      [loadMenuFx, menu],
      [loadBranchFx, branch],
    ],
  });
  return { scope, menu, branch };
}

describe('startFirstLoads', () => {
  it("starts the branch's menu and the branch itself, which becomes the current supplier", async () => {
    const { scope, menu, branch } = scopeWithLoads();
    startFirstLoads(['menu', 'supplier'], 'chapinero', scope);
    await allSettled(scope);
    expect(menu).toHaveBeenCalledWith('chapinero');
    expect(branch).toHaveBeenCalledWith('chapinero');
    expect(scope.getState($supplier)?.slug).toBe('chapinero');
  });

  it('starts nothing for a route without first loads', async () => {
    const { scope, menu, branch } = scopeWithLoads();
    startFirstLoads([], 'chapinero', scope);
    await allSettled(scope);
    expect(menu).not.toHaveBeenCalled();
    expect(branch).not.toHaveBeenCalled();
  });
});
