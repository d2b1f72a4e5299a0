import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerCommonTranslations, type TablePurchase } from 'shared-contracts';
import { makePurchaseItem, makeTablePurchase } from 'shared-contracts/testing';
import '../i18n.ts';
import { TableOrder } from './table-order.tsx';

registerCommonTranslations();
afterEach(cleanup);

const show = (purchase: TablePurchase, paid = false) =>
  render(
    <MemoryRouter>
      <TableOrder
        purchase={purchase}
        currency="COP"
        cooking={false}
        onCook={vi.fn()}
        onCallWaiter={vi.fn()}
        paid={paid}
        lines={{ editableIds: [], busy: false, onCount: vi.fn(), onRemove: vi.fn() }}
      />
    </MemoryRouter>,
  );

const heading = (purchase: TablePurchase) => {
  show(purchase);
  const text = screen.getByRole('heading', { level: 2 }).textContent;
  cleanup();
  return text;
};

describe('TableOrder', () => {
  it("heads a room's order, the diner's own order and a table's order each by what it is", () => {
    const table = makeTablePurchase();
    expect(heading({ ...table, table: { code: '201', kind: 'room' }, subservice: 'room' })).toBe(
      'Pedido de la habitación',
    );
    expect(heading({ ...table, table: null, table_shared: false })).toBe('Tu pedido');
    expect(heading(table)).toBe('Pedido de la mesa');
  });

  it('offers no send, payment or waiter call on a bill the staff closed', () => {
    const open = makeTablePurchase(1, [makePurchaseItem({ status: 'pending' })]);
    show(open);
    expect(screen.queryByTestId('pay-bill')).not.toBeNull();
    expect(screen.queryByTestId('call-waiter')).not.toBeNull();
    cleanup();
    show({ ...open, status: 'closed' });
    expect(screen.queryByTestId('pay-bill')).toBeNull();
    expect(screen.queryByTestId('call-waiter')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByTestId('order-total').textContent).toContain('$');
  });

  it('says a paid bill is paid instead of inviting to pay it', () => {
    const payFirst = makeTablePurchase(3, [makePurchaseItem({ status: 'ordered' })]);
    show({ ...payFirst, rules: { ...payFirst.rules, payment_required: true } }, true);
    expect(screen.queryByTestId('pay-bill')).toBeNull();
    expect(screen.getByTestId('bill-paid').textContent).toBe('La cuenta está pagada. ¡Gracias!');
  });
});
