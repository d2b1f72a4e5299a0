import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $instance, $supplier, loadBranchFx, loadCitiesFx, type City, type Supplier } from 'shared-contracts';
import { makeInstanceConfig, makeSupplier, makeSupplierSummary } from 'shared-contracts/testing';
import {
  $homeRedirect,
  $redirectingTo,
  $selectedCity,
  $status,
  citySelected,
  LocationPageGate,
  redirectDelayFx,
  retryClicked,
  branchClicked,
  routeVisited,
} from './location-page.ts';

const bogota: City = { id: 1, name: 'Bogotá', suppliers: ['chapinero', 'usaquen'] };
const medellin: City = { id: 2, name: 'Medellín', suppliers: ['el-poblado'] };
const instance = makeInstanceConfig({
  id: 3,
  suppliers: [makeSupplierSummary({ slug: 'chapinero' }), makeSupplierSummary({ slug: 'el-poblado' })],
});
const loadBranch = async (slug: string) => makeSupplier({ slug });

function scopeWith(loadCities: (customerId: number) => Promise<City[]>, load = vi.fn(loadBranch)) {
  const scope = fork({
    values: [[$instance, instance]],
    handlers: [
      [loadCitiesFx, loadCities],
      [loadBranchFx, load],
      [redirectDelayFx, async (slug: string) => slug],
    ],
  });
  return { scope, load };
}

describe('location page model', () => {
  it('opening the page loads the cities of the instance', async () => {
    const loadCities = vi.fn(async () => [bogota, medellin]);
    const { scope } = scopeWith(loadCities);
    await allSettled(LocationPageGate.open, { scope });
    expect(loadCities).toHaveBeenCalledWith(3);
    expect(scope.getState($status)).toBe('ready');
  });

  it('a failed load sets the failed status, and retry clears it', async () => {
    const loadCities = vi
      .fn<(customerId: number) => Promise<City[]>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue([]);
    const { scope } = scopeWith(loadCities);
    await allSettled(LocationPageGate.open, { scope });
    expect(scope.getState($status)).toBe('failed');
    await allSettled(retryClicked, { scope });
    expect(scope.getState($status)).toBe('empty');
  });

  it('chooses the only city for the diner, loads its only branch and then goes to its Home', async () => {
    const { scope, load } = scopeWith(async () => [medellin]);
    await allSettled(LocationPageGate.open, { scope });
    expect(scope.getState($selectedCity)).toEqual(medellin);
    expect(load).toHaveBeenCalledWith('el-poblado');
    expect(scope.getState($supplier)?.slug).toBe('el-poblado');
    expect(scope.getState($homeRedirect)).toBe('el-poblado');
    await allSettled(LocationPageGate.close, { scope });
    expect(scope.getState($homeRedirect)).toBeNull();
  });

  it('one city with several branches opens the first one’s Home', async () => {
    const { scope, load } = scopeWith(async () => [bogota]);
    await allSettled(LocationPageGate.open, { scope });
    expect(load).toHaveBeenCalledWith('chapinero');
    expect(scope.getState($homeRedirect)).toBe('chapinero');
  });

  it('lets the diner pick a branch when a city has several', async () => {
    const { scope, load } = scopeWith(async () => [bogota, medellin]);
    await allSettled(LocationPageGate.open, { scope });
    expect(scope.getState($selectedCity)).toBeNull();
    await allSettled(citySelected, { scope, params: bogota });
    expect(scope.getState($selectedCity)).toEqual(bogota);
    expect(load).not.toHaveBeenCalled();
    await allSettled(branchClicked, { scope, params: 'usaquen' });
    expect(scope.getState($homeRedirect)).toBe('usaquen');
  });

  it('stays on the page when the chosen branch fails to load', async () => {
    const load = vi.fn(async (_slug: string): Promise<Supplier> => Promise.reject(new Error('down')));
    const { scope } = scopeWith(async () => [bogota], load);
    await allSettled(LocationPageGate.open, { scope });
    await allSettled(branchClicked, { scope, params: 'chapinero' });
    expect(scope.getState($redirectingTo)).toBeNull();
    expect(scope.getState($homeRedirect)).toBeNull();
  });

  it('selects the only branch of a one-branch instance without loading cities', async () => {
    const loadCities = vi.fn(async () => [medellin]);
    const { scope, load } = scopeWith(loadCities);
    await allSettled($instance, {
      scope,
      params: makeInstanceConfig({ suppliers: [makeSupplierSummary({ slug: 'roma-norte' })] }),
    });
    await allSettled(LocationPageGate.open, { scope });
    expect(load).toHaveBeenCalledWith('roma-norte');
    expect(loadCities).not.toHaveBeenCalled();
    expect(scope.getState($homeRedirect)).toBe('roma-norte');
  });

  it('asks for no cities the scope already holds (a server-rendered page), but a retry does', async () => {
    const loadCities = vi.fn(async () => [bogota, medellin]);
    const scope = fork({
      values: { 'contracts/instance': instance, 'delivery/cities': [bogota, medellin] },
      handlers: [[loadCitiesFx, loadCities]],
    });
    await allSettled(LocationPageGate.open, { scope });
    expect(loadCities).not.toHaveBeenCalled();
    expect(scope.getState($status)).toBe('ready');
    await allSettled(retryClicked, { scope });
    expect(loadCities).toHaveBeenCalledTimes(1);
  });

  it('a visit to the route loads the cities and chooses nothing for the diner', async () => {
    const loadCities = vi.fn(async () => [medellin]);
    const { scope, load } = scopeWith(loadCities);
    await allSettled(routeVisited, { scope, params: { params: {}, search: '' } });
    expect(loadCities).toHaveBeenCalledWith(3);
    expect(scope.getState($status)).toBe('ready');
    // Choosing the only city (and its branch) waits for the page in the browser.
    expect(scope.getState($selectedCity)).toBeNull();
    expect(load).not.toHaveBeenCalled();

    // Hydrated in the browser, the page chooses that city from the list it already has.
    await allSettled(LocationPageGate.open, { scope });
    expect(loadCities).toHaveBeenCalledTimes(1);
    expect(scope.getState($selectedCity)?.id).toBe(medellin.id);
    expect(load).toHaveBeenCalledWith('el-poblado');
  });
});
