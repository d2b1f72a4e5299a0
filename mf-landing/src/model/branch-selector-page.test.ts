import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $instance,
  $order,
  ApiRequestError,
  loadBranchOpeningFx,
  type BranchOpening,
} from 'shared-contracts';
import { makeInstanceConfig, makeSupplierSummary } from 'shared-contracts/testing';
import {
  $choicesByKind,
  $redirect,
  branchClicked,
  branchSelectorModel,
  BranchSelectorPageGate,
  routeVisited,
  takeAwayRouteVisited,
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

describe('branch selector, branches closed now', () => {
  const takeAway = (slug: string, id: number) => makeSupplierSummary({ id, slug, service_take_away: true });
  const opening = (id: number, open: boolean): BranchOpening => ({
    supplier_id: id,
    open,
    opens_date: open ? null : '2026-12-01',
    opens_hour: open ? null : '12:00',
  });

  function scopeWith(answer: (id: number) => Promise<BranchOpening>) {
    const asked = vi.fn(answer);
    const scope = fork({
      values: [
        [
          $instance,
          makeInstanceConfig({
            suppliers: [takeAway('chapinero', 3), takeAway('usaquen', 4), takeAway('norte', 6)],
          }),
        ],
      ],
      handlers: [[loadBranchOpeningFx, asked]],
    });
    return { scope, asked };
  }

  it('the take-away selector asks each branch whether it is open, and names the closed ones', async () => {
    const { scope, asked } = scopeWith(async (id) => opening(id, id !== 4));
    await allSettled(BranchSelectorPageGate.open, { scope, params: { kind: 'take_away' } });
    expect(asked.mock.calls.map(([id]) => id)).toEqual([3, 4, 6]);
    expect(scope.getState(branchSelectorModel.closedNow)).toEqual({
      4: { date: '2026-12-01', hour: '12:00' },
    });
    // Closed, it is still a branch to choose: the diner may browse, or order for later.
    expect(scope.getState($choicesByKind).take_away.map((choice) => choice.slug)).toEqual([
      'chapinero',
      'usaquen',
      'norte',
    ]);
  });

  it('a branch whose answer fails is only left without a notice', async () => {
    const { scope } = scopeWith(async (id) => {
      if (id === 3) throw new ApiRequestError(0, 'network_error', 'offline');
      return opening(id, false);
    });
    await allSettled(BranchSelectorPageGate.open, { scope, params: { kind: 'take_away' } });
    expect(Object.keys(scope.getState(branchSelectorModel.closedNow))).toEqual(['4', '6']);
  });

  it('asks again at each opening, never for a selector that orders nothing now', async () => {
    const { scope, asked } = scopeWith(async (id) => opening(id, false));
    await allSettled(BranchSelectorPageGate.open, { scope, params: { kind: 'offices' } });
    expect(asked).not.toHaveBeenCalled();
    await allSettled(BranchSelectorPageGate.open, { scope, params: { kind: 'take_away' } });
    await allSettled(BranchSelectorPageGate.close, { scope, params: { kind: 'take_away' } });
    expect(scope.getState(branchSelectorModel.closedNow)).toEqual({});
    await allSettled(BranchSelectorPageGate.open, { scope, params: { kind: 'take_away' } });
    expect(asked).toHaveBeenCalledTimes(6);
  });

  it('a server’s visit to the take-away selector asks each branch, so the served page names the closed ones', async () => {
    const { scope, asked } = scopeWith(async (id) => opening(id, id !== 4));
    await allSettled(takeAwayRouteVisited, { scope, params: { params: {}, search: '' } });
    expect(asked.mock.calls.map(([id]) => id)).toEqual([3, 4, 6]);
    expect(scope.getState(branchSelectorModel.closedNow)).toEqual({
      4: { date: '2026-12-01', hour: '12:00' },
    });
    // Still nothing else: no skip, no service chosen (those are the browser's, from the gate).
    expect(scope.getState($redirect)).toBeNull();
    expect(scope.getState($order)).toEqual({ service: null, subservice: null });
  });

  it('the browser keeps the served answers as the selector opens, and asks nothing more then', async () => {
    const { scope, asked } = scopeWith(async (id) => opening(id, id !== 4));
    await allSettled(takeAwayRouteVisited, { scope, params: { params: {}, search: '' } });
    await allSettled(BranchSelectorPageGate.open, { scope, params: { kind: 'take_away' } });
    expect(asked).toHaveBeenCalledTimes(3);
    expect(Object.keys(scope.getState(branchSelectorModel.closedNow))).toEqual(['4']);
    await allSettled(BranchSelectorPageGate.close, { scope, params: { kind: 'take_away' } });
  });

  it('a server’s visit to another selector asks nothing', async () => {
    const { scope, asked } = scopeWith(async (id) => opening(id, false));
    await allSettled(routeVisited, { scope, params: { params: {}, search: '' } });
    expect(asked).not.toHaveBeenCalled();
  });
});
