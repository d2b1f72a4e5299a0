import type { KeyboardEvent } from 'react';
import { MENU_NS } from '../i18n.ts';
import type { TableTab } from '../model/table-tabs.ts';
import { useTranslation } from 'shared-contracts';

interface TableTabsProps {
  /** What the tabs are of: the order's heading (a table's, a room's, the diner's own). */
  label: string;
  tab: TableTab;
  /** The units in the order, as the send to the kitchen counts them. */
  unitCount: number;
  canPay: boolean;
  /** Something is left to pay: else the payment view only says how the bill stands. */
  payable?: boolean;
  onChoose: (tab: TableTab) => void;
}

export const tabPanelId = 'mn-table-tabpanel';
const tabId = (tab: TableTab) => `mn-table-tab-${tab}`;

/** The table order's tabs: the menu, the order, the payment view. */
export function TableTabs({ label, tab, unitCount, canPay, payable = true, onChoose }: TableTabsProps) {
  const { t } = useTranslation(MENU_NS);
  const tabs: { tab: TableTab; label: string; name?: string }[] = [
    { tab: 0, label: t('tabs.menu') },
    // "Pedido (6)" on screen; its name says what the number counts.
    {
      tab: 1,
      label: t('tabs.order', { count: unitCount }),
      name: t('tabs.orderName', { count: unitCount }),
    },
    ...(canPay ? [{ tab: 2 as const, label: t(payable ? 'tabs.pay' : 'tabs.bill') }] : []),
  ];
  // Arrow keys move between tabs, as a tab list does.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = tabs.findIndex((entry) => entry.tab === tab);
    const step = event.key === 'ArrowRight' ? 1 : tabs.length - 1;
    const next = tabs[(index + step) % tabs.length];
    if (next) {
      onChoose(next.tab);
      document.getElementById(tabId(next.tab))?.focus();
    }
  };
  return (
    <div className="mn-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((entry) => (
        <button
          key={entry.tab}
          id={tabId(entry.tab)}
          type="button"
          role="tab"
          className={entry.tab === tab ? 'mn-chip mn-chip--active' : 'mn-chip'}
          aria-label={entry.name}
          aria-selected={entry.tab === tab}
          aria-controls={tabPanelId}
          tabIndex={entry.tab === tab ? 0 : -1}
          onClick={() => onChoose(entry.tab)}
        >
          {entry.label}
        </button>
      ))}
    </div>
  );
}

export const tabLabelledBy = tabId;
