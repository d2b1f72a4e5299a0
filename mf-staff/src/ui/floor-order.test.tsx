import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PurchaseBalance, StaffOrder } from 'shared-contracts';
import '../i18n.ts';
import { FloorOrder, type FloorOrderActions } from './floor-order.tsx';

afterEach(cleanup);

// Only the fields the bill reads.
const order = (due: number, paid: number, pending: number) =>
  ({
    id: 8,
    status: 'open',
    waiter_called: false,
    waiter_answered: false,
    items: [],
    balance: {
      currency: 'COP',
      due_minor: due,
      paid_minor: paid,
      pending_minor: pending,
      remaining_minor: Math.max(0, due - paid - pending),
    } as PurchaseBalance,
    pending_payments: [],
    proofs: [],
  }) as unknown as StaffOrder;
const actions: FloorOrderActions = {
  busy: false,
  canSettle: true,
  onSettle: vi.fn(),
  onAnswerCall: vi.fn(),
  onDeliver: vi.fn(),
  onClose: vi.fn(),
  closing: null,
  onCloseConfirmed: vi.fn(),
  onCloseCancelled: vi.fn(),
};
const bill = () => screen.getByTestId('floor-bill').textContent?.replace(/\s/g, ' ');

describe("a floor bill's money", () => {
  it('counts a cash payment nobody confirmed as still due, and says how much of it waits', () => {
    render(<FloorOrder order={order(38000, 0, 38000)} actions={actions} />);
    expect(bill()).toBe('Total$ 38.000Pagado$ 0Por pagar$ 38.000En espera de confirmación$ 38.000');
  });

  it('names no wait when no payment waits', () => {
    render(<FloorOrder order={order(38000, 10000, 0)} actions={actions} />);
    expect(screen.getByTestId('floor-remaining').textContent?.replace(/\s/g, ' ')).toBe('$ 28.000');
    expect(screen.queryByTestId('floor-awaiting')).toBeNull();
  });
});
