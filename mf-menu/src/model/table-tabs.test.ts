import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $tablePurchase, type TablePurchase } from 'shared-contracts';
import { $historyBacks, $tab, backFromTab, tabBackClicked, tabChosen } from './table-tabs.ts';
import { tablePageClosed } from './table-page.ts';

const purchase = (countOrdered: number, items: number): TablePurchase =>
  ({
    id: 40,
    count_ordered: countOrdered,
    items: Array.from({ length: items }, (_, id) => ({ id })),
  }) as unknown as TablePurchase;

describe('table order tabs', () => {
  it('goes back: from 0 in history, from 1 to 0 or in history while cooking, from 2 to 0', () => {
    expect(backFromTab(0, null)).toEqual({ kind: 'history' });
    expect(backFromTab(1, null)).toEqual({ kind: 'tab', tab: 0 });
    expect(backFromTab(1, purchase(0, 2))).toEqual({ kind: 'tab', tab: 0 });
    expect(backFromTab(1, purchase(1, 2))).toEqual({ kind: 'history' });
    expect(backFromTab(2, purchase(1, 2))).toEqual({ kind: 'tab', tab: 0 });
  });

  it('goes back a tab or asks the page for a step back in history; leaving resets to 0', async () => {
    const scope = fork();
    await allSettled(tabChosen, { scope, params: 2 });
    await allSettled(tabBackClicked, { scope });
    expect(scope.getState($tab)).toBe(0);
    expect(scope.getState($historyBacks)).toBe(0);
    await allSettled(tabChosen, { scope, params: 1 });
    await allSettled(tabChosen, { scope, params: 2 });
    await allSettled(tablePageClosed, { scope });
    expect(scope.getState($tab)).toBe(0);
    expect(scope.getState($tablePurchase)).toBeNull();
  });
});
