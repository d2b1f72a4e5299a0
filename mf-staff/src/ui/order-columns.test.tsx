import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffOrder } from 'shared-contracts';
import '../i18n.ts';
import '../orders-bookings-i18n.ts';
import { ordersByStep } from '../model/orders-board.ts';
import { useFocusKept } from './focus-kept.ts';
import type { CancelActions } from './order-card.tsx';
import { OrderColumns } from './order-columns.tsx';
import { OrdersNoticeText } from './orders-notice.tsx';
import type { SettleActions } from './pending-payments.tsx';

afterEach(cleanup);

// Only the fields the cards read.
const order = (id: number, status: string) =>
  ({
    id,
    service: 'take_away',
    order_status: status,
    delivery: null,
    contact: null,
    items: [],
    comment: '',
    balance: null,
    pending_payments: [],
    proofs: [],
  }) as unknown as StaffOrder;
const settle: SettleActions = {
  busy: false,
  canSettle: true,
  onSettle: vi.fn(),
  confirming: null,
  onBankApprovalConfirmed: vi.fn(),
  onBankApprovalKept: vi.fn(),
};
const cancel: CancelActions = { cancelling: null, onAsk: vi.fn(), onKeep: vi.fn(), onConfirm: vi.fn() };

/** The orders screen as `BranchScreenPage` frames it: the columns inside the box that keeps the focus. */
function Board({ orders, busy = false }: { orders: StaffOrder[]; busy?: boolean }) {
  const keep = useFocusKept();
  return (
    <section ref={keep}>
      <h1 tabIndex={-1}>Domicilios y para llevar</h1>
      <OrderColumns
        columns={ordersByStep(orders)}
        settle={{ ...settle, busy }}
        cancel={cancel}
        onAdvance={vi.fn()}
      />
    </section>
  );
}

// The observer answers once the render's changes are in: after a turn of the event loop.
const settleDom = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the orders screen when a button moves an order to its next column', () => {
  it("keeps the focus on the moved order, on its heading in the new column, not on the next order's button", async () => {
    const { rerender } = render(<Board orders={[order(31, 'accepted'), order(32, 'accepted')]} />);
    within(screen.getByTestId('orders-accepted'))
      .getAllByRole('button', { name: 'Pasar a preparación' })[0]
      ?.focus();
    rerender(<Board orders={[order(31, 'preparation'), order(32, 'accepted')]} />);
    await settleDom();
    const heading = within(screen.getByTestId('orders-preparation')).getByRole('heading', {
      name: '#31 · Para llevar',
    });
    expect(document.activeElement).toBe(heading);
  });

  it('keeps the focus on "Cancel order" while a change is under way, and ignores the press', () => {
    const onAsk = vi.fn();
    render(
      <section>
        <OrderColumns
          columns={ordersByStep([order(31, 'accepted')])}
          settle={{ ...settle, busy: true }}
          cancel={{ ...cancel, onAsk }}
          onAdvance={vi.fn()}
        />
      </section>,
    );
    const button = screen.getByRole('button', { name: 'Cancelar pedido' });
    button.focus();
    button.click();
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    expect(onAsk).not.toHaveBeenCalled();
  });
});

describe("the orders screen's live region", () => {
  it('says the column a moved order is in now, or that it left the screen', () => {
    const { rerender } = render(<OrdersNoticeText notice={null} />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    rerender(<OrdersNoticeText notice={{ purchaseId: 31, status: 'packed' }} />);
    expect(region.textContent).toBe('Pedido #31 pasó a «Empacados»');
    rerender(<OrdersNoticeText notice={{ purchaseId: 31, status: 'finished' }} />);
    expect(region.textContent).toBe('Pedido #31 terminado: salió de la pantalla');
    rerender(<OrdersNoticeText notice={{ purchaseId: 31, status: 'cancelled' }} />);
    expect(region.textContent).toBe('Pedido #31 cancelado: salió de la pantalla');
  });
});
