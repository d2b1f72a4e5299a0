import { useEffect, useRef } from 'react';
import { formatMinor, useTranslation, type BillState } from 'shared-contracts';
import { MENU_NS } from '../i18n.ts';

interface BillClosedProps {
  closed: boolean;
  /** How the closed bill stands: only a paid one is thanked, one with money due names the amount. */
  bill: BillState;
  /** Counts the diner's taps refused because the bill was closed: each brings the block to them. */
  reveals: number;
  joining: boolean;
  onNewBill: () => void;
}

/**
 * A bill the staff closed: it says so and offers a new bill. Rendered while the page is, so it knows
 * which refused taps it has already answered.
 */
export function BillClosed({ closed, bill, reveals, joining, onNewBill }: BillClosedProps) {
  const { t } = useTranslation(MENU_NS);
  const block = useRef<HTMLDivElement>(null);
  const revealed = useRef(reveals);

  // The block sits at the top of the page while the tap that found the bill closed was made further
  // down (the waiter call, the send): it is scrolled into view and focused, so a screen reader reads it.
  useEffect(() => {
    const target = block.current;
    if (!target || reveals <= revealed.current) return;
    revealed.current = reveals;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
    target.focus({ preventScroll: true });
  }, [closed, reveals]);

  if (!closed) return null;
  return (
    <div
      ref={block}
      className="mn-state"
      role="status"
      aria-labelledby="mn-bill-closed-text"
      tabIndex={-1}
      data-testid="bill-closed"
    >
      <p id="mn-bill-closed-text">
        {/* Thanks only for what was paid: a bill closed with money due says how much and whom to settle
            it with, as the bill tab and the frame's message do; one whose balance is unknown says neither. */}
        {bill.kind === 'closedDue'
          ? t('table.billClosedDue', { amount: formatMinor(bill.remainingMinor, bill.currency) })
          : t(bill.kind === 'paid' ? 'table.billClosedPaid' : 'table.billClosed')}
      </p>
      <button type="button" className="mesa-button" onClick={onNewBill} disabled={joining}>
        {t('table.newBill')}
      </button>
    </div>
  );
}
