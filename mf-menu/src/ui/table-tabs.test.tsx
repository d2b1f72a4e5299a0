import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n.ts';
import { TableTabs } from './table-tabs.tsx';

afterEach(cleanup);

const show = (unitCount: number, payable = true) =>
  render(
    <TableTabs
      label="Pedido de la mesa"
      tab={0}
      unitCount={unitCount}
      canPay
      payable={payable}
      onChoose={vi.fn()}
    />,
  );

describe('TableTabs', () => {
  it('counts the units of the order, as the send to the kitchen does, and names what it counts', () => {
    show(6);
    const order = screen.getByRole('tab', { name: 'Pedido, 6 productos' });
    expect(order.textContent).toBe('Pedido (6)');
    cleanup();
    show(1);
    expect(screen.getByRole('tab', { name: 'Pedido, 1 producto' }).textContent).toBe('Pedido (1)');
  });

  it('invites to pay only while something is left to pay', () => {
    show(2);
    expect(screen.getByRole('tab', { name: 'Pagar' })).not.toBeNull();
    cleanup();
    show(2, false);
    expect(screen.queryByRole('tab', { name: 'Pagar' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Cuenta' })).not.toBeNull();
  });
});
