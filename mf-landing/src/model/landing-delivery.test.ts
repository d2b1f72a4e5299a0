import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $instance, $order, $supplier, loadBranchFx, loadCitiesFx, type City } from 'shared-contracts';
import { makeInstanceConfig, makeSupplier } from 'shared-contracts/testing';
import {
  $deliveryRedirect,
  $modalCities,
  $modalCity,
  $redirectingTo,
  cityChosen,
  deliveryClicked,
  deliveryReset,
  homeDelayFx,
  locationModalClosed,
  logCitiesFailureFx,
} from './landing-delivery.ts';

const bogota: City = { id: 1, name: 'Bogotá', suppliers: ['chapinero', 'norte'] };
const medellin: City = { id: 2, name: 'Medellín', suppliers: ['el-poblado'] };
const delivery = { service: 'delivery' as const, subservice: null };

function scopeWith(cities: () => Promise<City[]>, pause: () => Promise<void> = async () => undefined) {
  const loadBranch = vi.fn(async (slug: string) => makeSupplier({ slug }));
  const scope = fork({
    values: [[$instance, makeInstanceConfig({ id: 7 })]],
    handlers: [
      [loadCitiesFx, cities],
      [loadBranchFx, loadBranch],
      [
        homeDelayFx,
        async (slug: string) => {
          await pause();
          return slug;
        },
      ],
    ],
  });
  return { scope, loadBranch };
}

describe('the landing’s delivery flow', () => {
  it('one delivering branch: it is selected and Home opens after the pause, without a city lookup', async () => {
    const cities = vi.fn(async () => [medellin]);
    let resume: () => void = () => undefined;
    const { scope, loadBranch } = scopeWith(cities, () => new Promise<void>((done) => (resume = done)));
    const clicked = allSettled(deliveryClicked, { scope, params: { order: delivery, branch: 'roma-norte' } });
    expect(scope.getState($redirectingTo)).toBe('roma-norte');
    expect(scope.getState($deliveryRedirect)).toBeNull();
    resume();
    await clicked;
    expect(scope.getState($deliveryRedirect)).toBe('/roma-norte');
    expect(scope.getState($order)).toEqual(delivery);
    expect(loadBranch).toHaveBeenCalledWith('roma-norte');
    expect(scope.getState($supplier)?.slug).toBe('roma-norte');
    expect(cities).not.toHaveBeenCalled();
  });

  it('several branches and one city: that city’s first branch opens after the pause', async () => {
    const cities = vi.fn(async () => [bogota]);
    const { scope } = scopeWith(cities);
    await allSettled(deliveryClicked, { scope, params: { order: delivery, branch: null } });
    expect(cities).toHaveBeenCalledWith(7);
    expect(scope.getState($deliveryRedirect)).toBe('/chapinero');
    expect(scope.getState($modalCities)).toBeNull();
  });

  it('several cities open the location modal; a city with one branch opens it, with several lists them', async () => {
    const { scope } = scopeWith(async () => [bogota, medellin]);
    await allSettled(deliveryClicked, { scope, params: { order: delivery, branch: null } });
    expect(scope.getState($modalCities)).toEqual([bogota, medellin]);
    expect(scope.getState($deliveryRedirect)).toBeNull();
    await allSettled(cityChosen, { scope, params: bogota });
    expect(scope.getState($modalCity)).toEqual(bogota);
    expect(scope.getState($redirectingTo)).toBeNull();
    await allSettled(cityChosen, { scope, params: medellin });
    expect(scope.getState($deliveryRedirect)).toBe('/el-poblado');
    await allSettled(locationModalClosed, { scope });
    expect([scope.getState($modalCities), scope.getState($modalCity)]).toEqual([null, null]);
  });

  it('a failed city lookup is only logged', async () => {
    const log = vi.fn();
    const scope = fork({
      values: [[$instance, makeInstanceConfig()]],
      handlers: [
        [loadCitiesFx, () => Promise.reject(new Error('down'))],
        [logCitiesFailureFx, log],
      ],
    });
    await allSettled(deliveryClicked, { scope, params: { order: delivery, branch: null } });
    expect(log).toHaveBeenCalledTimes(1);
    expect([scope.getState($modalCities), scope.getState($deliveryRedirect)]).toEqual([null, null]);
  });

  it('leaving the landing during the pause cancels the redirect', async () => {
    let resume: () => void = () => undefined;
    const { scope } = scopeWith(
      async () => [],
      () => new Promise<void>((done) => (resume = done)),
    );
    const clicked = allSettled(deliveryClicked, { scope, params: { order: delivery, branch: 'roma-norte' } });
    // Settling waits for the pause, so the reset is sent before the pause is over.
    const reset = allSettled(deliveryReset, { scope });
    resume();
    await Promise.all([clicked, reset]);
    expect(scope.getState($deliveryRedirect)).toBeNull();
  });
});
