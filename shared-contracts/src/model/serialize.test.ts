import { allSettled, createStore, fork, serialize } from 'effector';
import { describe, expect, it } from 'vitest';
import { makeInstanceConfig, makeSupplier } from '../testing/instance-config.ts';
import { $openedBranch, branchOpened, loadBranchFx } from './branch.ts';
import { $instance, $supplier, instanceLoaded, supplierLoaded } from './instance.ts';
import { $lang, languageApplied } from './lang.ts';

/** What a server would put in its page and the browser read back: plain JSON, nothing else. */
const throughJson = (values: Record<string, unknown>): Record<string, unknown> =>
  JSON.parse(JSON.stringify(values)) as Record<string, unknown>;

describe('server state round trip', () => {
  it('carries the instance, branch, language and opened branch through JSON into a new scope', async () => {
    const instance = makeInstanceConfig({ id: 7, name: 'Otra' });
    const supplier = makeSupplier({ slug: 'chapinero', label: 'Chapinero' });
    const server = fork();
    await allSettled(instanceLoaded, { scope: server, params: instance });
    await allSettled(supplierLoaded, { scope: server, params: supplier });
    await allSettled(languageApplied, { scope: server, params: 'en' });
    await allSettled(branchOpened, { scope: server, params: 'chapinero' });

    const browser = fork({ values: throughJson(serialize(server)) });
    expect(browser.getState($instance)).toEqual(instance);
    expect(browser.getState($supplier)).toEqual(supplier);
    expect(browser.getState($lang)).toBe('en');
    expect(browser.getState($openedBranch)).toMatchObject({ slug: 'chapinero', label: 'Chapinero' });

    // The page opening again in the browser finds its branch in the scope and asks for nothing.
    let loads = 0;
    const hydrated = fork({
      values: throughJson(serialize(server)),
      handlers: [[loadBranchFx, () => ((loads += 1), Promise.resolve(supplier))]],
    });
    await allSettled(branchOpened, { scope: hydrated, params: 'chapinero' });
    expect(loads).toBe(0);
  });

  it('gives a store created after the fork (a remote loaded later) its serialized value', () => {
    const browser = fork({ values: throughJson({ 'contracts/test-late': 5 }) });
    const $late = createStore(0, { sid: 'contracts/test-late' });
    expect(browser.getState($late)).toBe(5);
  });
});
