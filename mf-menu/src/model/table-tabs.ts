import { createEvent, createStore, sample } from 'effector';
import type { TablePurchase } from 'shared-contracts';
import { $purchase, tablePageClosed, tablePageOpened } from './table-page.ts';

/**
 * The table order's navigation tab: 0 the menu with the order, 1 the order alone,
 * 2 the payment view. Back: from 0 back in history; from 1 to 0, or back in history while a product is
 * cooking and the order has items; from 2 to 0 (the payment view resets to 0 when it is left).
 */
export type TableTab = 0 | 1 | 2;
export type BackStep = { kind: 'tab'; tab: TableTab } | { kind: 'history' };

export function backFromTab(tab: TableTab, purchase: TablePurchase | null): BackStep {
  if (tab === 2) return { kind: 'tab', tab: 0 };
  if (tab === 1) {
    const cooking = purchase !== null && purchase.count_ordered > 0 && purchase.items.length > 0;
    return cooking ? { kind: 'history' } : { kind: 'tab', tab: 0 };
  }
  return { kind: 'history' };
}

export const tabChosen = createEvent<TableTab>();
export const tabBackClicked = createEvent();
/** The page goes back in history (the page's small part: `navigate(-1)`). */
export const historyBackRequested = createEvent();

export const $tab = createStore<TableTab>(0, { sid: 'menu/table-tab' })
  .on(tabChosen, (_, tab) => tab)
  .reset(tablePageOpened, tablePageClosed);
/** The units in the order on screen: what a diner counts, and what the send to the kitchen counts. */
export const $orderUnits = $purchase.map((purchase) =>
  purchase ? purchase.items.reduce((sum, item) => sum + item.count, 0) : 0,
);
/** Counts the history steps asked for, so the page acts once per request. */
export const $historyBacks = createStore(0, { sid: 'menu/table-history-backs' }).on(
  historyBackRequested,
  (count) => count + 1,
);

const step = sample({
  clock: tabBackClicked,
  source: { tab: $tab, purchase: $purchase },
  fn: ({ tab, purchase }) => backFromTab(tab, purchase),
});
sample({
  clock: step,
  filter: (next) => next.kind === 'tab',
  fn: (next): TableTab => (next.kind === 'tab' ? next.tab : 0),
  target: tabChosen,
});
sample({ clock: step, filter: (next) => next.kind === 'history', target: historyBackRequested });

export const tableTabsModel = {
  tab: $tab,
  orderUnits: $orderUnits,
  historyBacks: $historyBacks,
  tabChosen,
  tabBackClicked,
};
