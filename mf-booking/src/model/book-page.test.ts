import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $instance, loadBranchFx, type Supplier } from 'shared-contracts';
import { makeInstanceConfig, makeSupplier } from 'shared-contracts/testing';
import {
  $errors,
  $form,
  $lastSubmit,
  $rules,
  $sent,
  $status,
  $today,
  fieldChanged,
  formSubmitted,
  pageOpened,
  retryClicked,
  readTodayFx,
  routeVisited,
} from './book-page.ts';

const chapinero = makeSupplier({
  slug: 'chapinero',
  booking: { slot_minutes: 30, seats_per_slot: 20, max_party: 8 },
});
const config = makeInstanceConfig({ country_code: 'CO' });

const openedScope = async (load: (slug: string) => Promise<Supplier> = async () => chapinero) => {
  const scope = fork({ values: [[$instance, config]], handlers: [[loadBranchFx, load]] });
  await allSettled(pageOpened, { scope, params: 'chapinero' });
  return scope;
};

const fill = async (scope: Awaited<ReturnType<typeof openedScope>>, values: Record<string, string>) => {
  for (const [field, value] of Object.entries(values)) {
    await allSettled(fieldChanged, { scope, params: { field: field as 'name', value } });
  }
};

describe('booking page model', () => {
  it('opening the page loads the branch and takes its largest party as the rule', async () => {
    const load = vi.fn(async () => chapinero);
    const scope = await openedScope(load);
    expect(load).toHaveBeenCalledWith('chapinero');
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($rules)).toEqual({ countryCode: 'CO', maxParty: 8 });
  });

  it('a branch that takes no bookings is empty', async () => {
    const scope = await openedScope(async () => ({ ...chapinero, service_book: false }));
    expect(scope.getState($status)).toBe('empty');
  });

  it('a failed load sets the failed status, and retry clears it', async () => {
    const load = vi
      .fn<(slug: string) => Promise<Supplier>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(chapinero);
    const scope = await openedScope(load);
    expect(scope.getState($status)).toBe('failed');
    await allSettled(retryClicked, { scope });
    expect(load).toHaveBeenLastCalledWith('chapinero');
    expect(scope.getState($status)).toBe('ready');
  });

  it('shows no errors before the first submit, then keeps them up to date', async () => {
    const scope = await openedScope();
    await fill(scope, { name: 'A' });
    expect(scope.getState($errors)).toEqual({});
    await allSettled(formSubmitted, { scope });
    expect(scope.getState($errors)).toMatchObject({ date: 'required', name: 'shortName', phone: 'required' });
    expect(scope.getState($lastSubmit)).toEqual({ firstInvalid: 'date' });
    expect(scope.getState($sent)).toBe(false);
    await fill(scope, { name: 'Ana' });
    expect(scope.getState($errors).name).toBeUndefined();
  });

  it('a valid submit is sent; changing a field afterwards withdraws it; reopening clears the form', async () => {
    const scope = await openedScope();
    await fill(scope, {
      date: '2099-01-15',
      hour: '20:30',
      persons: '4',
      name: 'Ana',
      phone: '300 111 2233',
    });
    await allSettled(formSubmitted, { scope });
    expect(scope.getState($errors)).toEqual({});
    expect(scope.getState($sent)).toBe(true);
    expect(scope.getState($lastSubmit)).toEqual({ firstInvalid: null });
    await fill(scope, { persons: '9' });
    expect(scope.getState($sent)).toBe(false);
    expect(scope.getState($errors)).toEqual({ persons: 'badPersons' });
    await allSettled(pageOpened, { scope, params: 'chapinero' });
    expect(scope.getState($form).name).toBe('');
    expect(scope.getState($errors)).toEqual({});
  });

  it('asks for no branch the scope already holds (a server-rendered page)', async () => {
    const load = vi.fn(async () => chapinero);
    const scope = fork({
      values: { 'contracts/instance': config, 'contracts/supplier': chapinero, 'booking/slug': 'chapinero' },
      handlers: [[loadBranchFx, load]],
    });
    await allSettled(pageOpened, { scope, params: 'chapinero' });
    expect(load).not.toHaveBeenCalled();
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($rules).maxParty).toBe(8);
  });

  it('a visit to the route loads the branch of its supplier param, and the page reads today in the browser', async () => {
    const load = vi.fn(async () => chapinero);
    const readToday = vi.fn(() => '2026-11-22');
    const scope = fork({
      values: [[$instance, config]],
      handlers: [
        [loadBranchFx, load],
        [readTodayFx, readToday],
      ],
    });
    await allSettled(routeVisited, { scope, params: { params: { supplier: 'chapinero' }, search: '' } });
    expect(load).toHaveBeenCalledWith('chapinero');
    expect(scope.getState($status)).toBe('ready');
    expect(readToday).not.toHaveBeenCalled();
    expect(scope.getState($today)).toBeNull();

    await allSettled(pageOpened, { scope, params: 'chapinero' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(scope.getState($today)).toBe('2026-11-22');
  });
});
