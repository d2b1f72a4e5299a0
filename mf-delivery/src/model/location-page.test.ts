import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $instance, type City } from 'shared-contracts';
import { makeInstanceConfig, makeSupplier } from 'shared-contracts/testing';
import {
  $selectedCity,
  citySelected,
  loadCitiesFx,
  locationPageOpened,
  selectBranchFx,
} from './location-page.ts';

const bogota: City = { id: 1, name: 'Bogotá', suppliers: ['chapinero', 'usaquen'] };
const medellin: City = { id: 2, name: 'Medellín', suppliers: ['el-poblado'] };

describe('location page model', () => {
  it('chooses the only city for the diner and selects its only branch', async () => {
    const selectBranch = vi.fn((slug: string) => slug);
    const scope = fork({
      handlers: [
        [loadCitiesFx, () => [medellin]],
        [selectBranchFx, selectBranch],
      ],
    });
    await allSettled(locationPageOpened, { scope, params: 3 });
    expect(scope.getState($selectedCity)).toEqual(medellin);
    expect(selectBranch).toHaveBeenCalledWith('el-poblado');
  });

  it('lets the diner pick a branch when a city has several', async () => {
    const selectBranch = vi.fn((slug: string) => slug);
    const scope = fork({
      handlers: [
        [loadCitiesFx, () => [bogota, medellin]],
        [selectBranchFx, selectBranch],
      ],
    });
    await allSettled(locationPageOpened, { scope, params: 3 });
    expect(scope.getState($selectedCity)).toBeNull();
    await allSettled(citySelected, { scope, params: bogota });
    expect(scope.getState($selectedCity)).toEqual(bogota);
    expect(selectBranch).not.toHaveBeenCalled();
  });

  it('selects the only branch of a one-branch instance without loading cities', async () => {
    const loadCities = vi.fn(() => [medellin]);
    const selectBranch = vi.fn((slug: string) => slug);
    const scope = fork({
      values: [[$instance, makeInstanceConfig({ suppliers: [makeSupplier({ slug: 'roma-norte' })] })]],
      handlers: [
        [loadCitiesFx, loadCities],
        [selectBranchFx, selectBranch],
      ],
    });
    await allSettled(locationPageOpened, { scope, params: 6 });
    expect(selectBranch).toHaveBeenCalledWith('roma-norte');
    expect(loadCities).not.toHaveBeenCalled();
  });
});
