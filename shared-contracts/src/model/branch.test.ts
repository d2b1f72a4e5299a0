import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { Supplier } from '../schemas/supplier.ts';
import { makeInstanceConfig, makeSupplier, makeSupplierSummary } from '../testing/instance-config.ts';
import { $branchFailed, $currency, $openedBranch, branchOpened, loadBranchFx } from './branch.ts';
import { $instance, $supplier } from './instance.ts';

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

describe('$openedBranch', () => {
  const instance = makeInstanceConfig({
    currency: 'PEN',
    suppliers: [makeSupplierSummary({ slug: 'usaquen', label: 'La Brasa Usaquén' })],
  });

  it("shows the instance summary's name until the branch loads, then the branch itself", async () => {
    let finish: (supplier: Supplier) => void = () => undefined;
    const scope = fork({
      values: [[$instance, instance]],
      handlers: [[loadBranchFx, () => new Promise<Supplier>((resolve) => (finish = resolve))]],
    });
    expect(scope.getState($openedBranch)).toBeNull();
    const opened = allSettled(branchOpened, { scope, params: 'usaquen' });
    expect(scope.getState($openedBranch)).toEqual({
      slug: 'usaquen',
      label: 'La Brasa Usaquén',
      description: '',
      address: '',
      details: null,
    });
    const usaquen = makeSupplier({
      slug: 'usaquen',
      label: 'Usaquén',
      address: 'Cra 6',
      description: 'Patio',
    });
    finish(usaquen);
    await opened;
    expect(scope.getState($openedBranch)).toEqual({
      slug: 'usaquen',
      label: 'Usaquén',
      description: 'Patio',
      address: 'Cra 6',
      details: usaquen,
    });
    expect(scope.getState($currency)).toBe('PEN');
  });

  it('does not show another branch that is still the current supplier', async () => {
    const scope = fork({
      values: [
        [$instance, instance],
        [$supplier, makeSupplier({ slug: 'chapinero' })],
      ],
      handlers: [[loadBranchFx, () => Promise.reject(new Error('down'))]],
    });
    await allSettled(branchOpened, { scope, params: 'nowhere' });
    expect(scope.getState($openedBranch)).toMatchObject({ slug: 'nowhere', label: '', details: null });
    expect(scope.getState($branchFailed)).toBe(true);
  });
});
