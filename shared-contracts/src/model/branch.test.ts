import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { makeSupplier } from '../testing/instance-config.ts';
import { $branchFailed, branchOpened, loadBranchFx } from './branch.ts';
import { $supplier } from './instance.ts';

describe('branchOpened', () => {
  it('fetches a branch that is not the current one and makes it current', async () => {
    const load = vi.fn(async (slug: string) => makeSupplier({ slug }));
    const scope = fork({
      values: [[$supplier, makeSupplier({ slug: 'chapinero' })]],
      handlers: [[loadBranchFx, load]],
    });
    await allSettled(branchOpened, { scope, params: 'usaquen' });
    expect(load).toHaveBeenCalledWith('usaquen');
    expect(scope.getState($supplier)?.slug).toBe('usaquen');
  });

  it('does not fetch the branch that is already current', async () => {
    const load = vi.fn(async (slug: string) => makeSupplier({ slug }));
    const scope = fork({
      values: [[$supplier, makeSupplier({ slug: 'chapinero' })]],
      handlers: [[loadBranchFx, load]],
    });
    await allSettled(branchOpened, { scope, params: 'chapinero' });
    expect(load).not.toHaveBeenCalled();
  });

  it('reports a failed load until the next try, and keeps the current branch', async () => {
    const load = vi
      .fn<(slug: string) => Promise<ReturnType<typeof makeSupplier>>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockImplementation(async (slug) => makeSupplier({ slug }));
    const scope = fork({ handlers: [[loadBranchFx, load]] });
    await allSettled(branchOpened, { scope, params: 'usaquen' });
    expect(scope.getState($branchFailed)).toBe(true);
    expect(scope.getState($supplier)).toBeNull();
    await allSettled(branchOpened, { scope, params: 'usaquen' });
    expect(scope.getState($branchFailed)).toBe(false);
    expect(scope.getState($supplier)?.slug).toBe('usaquen');
  });
});
