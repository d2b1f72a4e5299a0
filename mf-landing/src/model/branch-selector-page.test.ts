import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $instance, $order } from 'shared-contracts';
import { makeInstanceConfig, makeSupplierSummary } from 'shared-contracts/testing';
import {
  $choicesByKind,
  $redirect,
  branchClicked,
  BranchSelectorPageGate,
  routeVisited,
} from './branch-selector-page.ts';

const chapinero = makeSupplierSummary({ slug: 'chapinero', service_book: true, service_table: true });
const usaquen = makeSupplierSummary({ slug: 'usaquen', service_book: false, service_table: true });

const scopeFor = () =>
  fork({ values: [[$instance, makeInstanceConfig({ suppliers: [chapinero, usaquen] })]] });

describe('branch selector model', () => {
  it('lists the branches fit for the selector; choosing one sets its service', async () => {
    const scope = scopeFor();
    await allSettled(BranchSelectorPageGate.open, { scope, params: { kind: 'on_table' } });
    const choices = scope.getState($choicesByKind).on_table;
    expect(choices.map((choice) => choice.slug)).toEqual(['chapinero', 'usaquen']);
    expect(scope.getState($redirect)).toBeNull();
    await allSettled(branchClicked, { scope, params: choices[1] as (typeof choices)[number] });
    expect(scope.getState($order)).toEqual({ service: 'on_table', subservice: null });
  });

  it('a selector with one branch goes straight to it with its service', async () => {
    const scope = scopeFor();
    await allSettled(BranchSelectorPageGate.open, { scope, params: { kind: 'book' } });
    expect(scope.getState($redirect)).toBe('/chapinero/reservar');
    expect(scope.getState($order)).toEqual({ service: 'book', subservice: null });
    await allSettled(BranchSelectorPageGate.close, { scope, params: { kind: 'book' } });
    expect(scope.getState($redirect)).toBeNull();
  });

  it('choosing a branch without a service keeps the diner’s service', async () => {
    const scope = fork({
      values: [
        [$instance, makeInstanceConfig({ suppliers: [chapinero, usaquen] })],
        [$order, { service: 'delivery', subservice: null }],
      ],
    });
    await allSettled(BranchSelectorPageGate.open, { scope, params: { kind: 'offices' } });
    const [first] = scope.getState($choicesByKind).offices;
    if (!first) throw new Error('no branch listed');
    await allSettled(branchClicked, { scope, params: first });
    expect(scope.getState($order)).toEqual({ service: 'delivery', subservice: null });
  });

  it('a server’s visit changes nothing; the lists are there from the config alone', async () => {
    const scope = scopeFor();
    await allSettled(routeVisited, { scope, params: { params: {}, search: '' } });
    expect(scope.getState($redirect)).toBeNull();
    expect(scope.getState($order)).toEqual({ service: null, subservice: null });
    expect(scope.getState($choicesByKind).book.map((choice) => choice.slug)).toEqual(['chapinero']);
  });
});
