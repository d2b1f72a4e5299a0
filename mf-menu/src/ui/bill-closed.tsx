import { useEffect, useRef } from 'react';
import { useTranslation } from 'shared-contracts';
import { MENU_NS } from '../i18n.ts';

interface BillClosedProps {
  closed: boolean;
  /** Counts the diner's taps refused because the bill was closed: each brings the block to them. */
  reveals: number;
  joining: boolean;
  onNewBill: () => void;
}

/**
 * A bill the staff closed: it says so and offers a new bill. Rendered while the page is, so it knows
 * which refused taps it has already answered.
 */
export function BillClosed({ closed, reveals, joining, onNewBill }: BillClosedProps) {
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
      <p id="mn-bill-closed-text">{t('table.billClosed')}</p>
      <button type="button" className="mesa-button" onClick={onNewBill} disabled={joining}>
        {t('table.newBill')}
      </button>
    </div>
  );
}
