import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, type PurchaseBalance, type StaffOrder } from 'shared-contracts';
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
  confirming: null,
  onBankApprovalConfirmed: vi.fn(),
  onBankApprovalKept: vi.fn(),
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

describe("a floor bill's buttons", () => {
  const line = (id: number, label: string, count: number) => ({
    id,
    label,
    count,
    status: 'prepared',
    options: [],
  });
  const withLines = {
    ...order(38000, 0, 0),
    items: [line(1, 'Quesadilla', 2), line(2, 'Cerveza Victoria', 1)],
  } as unknown as StaffOrder;

  it('names the product each "delivered to the table" button delivers, in each language', async () => {
    render(<FloorOrder order={withLines} actions={actions} />);
    expect(screen.getByRole('button', { name: 'Entregado en la mesa: 2 × Quesadilla' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Entregado en la mesa: 1 × Cerveza Victoria' })).toBeTruthy();
    for (const [lang, name] of [
      ['en', 'Delivered to the table: 2 × Quesadilla'],
      ['pt', 'Entregue na mesa: 2 × Quesadilla'],
    ] as const) {
      await i18n.changeLanguage(lang);
      cleanup();
      render(<FloorOrder order={withLines} actions={actions} />);
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    await i18n.changeLanguage('es');
  });

  it('says which payment each confirm or decline button settles', () => {
    const payment = (id: number, method: string, amount: number) => ({
      id,
      method,
      amount_minor: amount,
      proofs: [],
    });
    const paying = {
      ...order(38000, 0, 38000),
      pending_payments: [payment(4, 'cash', 20000), payment(5, 'card_reader', 18000)],
    } as unknown as StaffOrder;
    render(<FloorOrder order={paying} actions={actions} />);
    const confirms = screen.getAllByRole('button', { name: 'Confirmar pago' });
    const description = (button: HTMLElement) =>
      document
        .getElementById(button.getAttribute('aria-describedby') ?? '')
        ?.textContent?.replace(/\s/g, ' ');
    expect(confirms.map(description)).toEqual([
      'Pago en efectivo por $ 20.000 espera confirmación',
      'Pago en datáfono por $ 18.000 espera confirmación',
    ]);
  });

  describe('on a PSE payment the bank has not answered', () => {
    afterEach(() => vi.restoreAllMocks());
    const paying = {
      ...order(38000, 0, 38000),
      pending_payments: [
        { id: 4, method: 'pse', status: 'pending', amount_minor: 20000, proofs: [] },
        { id: 5, method: 'cash', status: 'pending', amount_minor: 18000, proofs: [] },
      ],
    } as unknown as StaffOrder;
    const description = (button: HTMLElement) =>
      document
        .getElementById(button.getAttribute('aria-describedby') ?? '')
        ?.textContent?.replace(/\s/g, ' ');

    it('says the bank has not confirmed it, on the payment and on its approve button; cash stays as it was', () => {
      const onSettle = vi.fn();
      render(<FloorOrder order={paying} actions={{ ...actions, onSettle }} />);
      const unanswered = screen.getByRole('button', { name: 'Confirmar sin respuesta del banco' });
      expect(description(unanswered)).toBe('Pago en PSE por $ 20.000: el banco aún no lo ha confirmado');
      const cash = screen.getByRole('button', { name: 'Confirmar pago' });
      expect(description(cash)).toBe('Pago en efectivo por $ 18.000 espera confirmación');
      unanswered.click();
      expect(onSettle).toHaveBeenCalledWith({ paymentId: 4, status: 'approved' });
    });

    it('asks for the second yes in place of its buttons, starting on "wait for the bank"', () => {
      const onBankApprovalConfirmed = vi.fn();
      const onBankApprovalKept = vi.fn();
      vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
      render(
        <FloorOrder
          order={paying}
          actions={{ ...actions, confirming: 4, onBankApprovalConfirmed, onBankApprovalKept }}
        />,
      );
      const dialog = screen.getByRole('alertdialog', {
        name: '¿Dar por pagados $\u00a020.000 que el banco no ha confirmado?',
      });
      expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
        'Confírmalo solo si ya ves el dinero en la cuenta bancaria del negocio',
      );
      expect(screen.queryByRole('button', { name: 'Confirmar sin respuesta del banco' })).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'No, esperar al banco' }));
      screen.getByRole('button', { name: 'Sí, el dinero llegó: confirmar' }).click();
      expect(onBankApprovalConfirmed).toHaveBeenCalledTimes(1);
      // The cash payment beside it keeps its own buttons.
      expect(screen.getByRole('button', { name: 'Confirmar pago' })).toBeTruthy();
    });

    it('says it in English and Portuguese too', async () => {
      for (const [lang, button, question] of [
        ['en', "Confirm without the bank's answer", 'Take $\u00a020.000 the bank has not confirmed as paid?'],
        ['pt', 'Confirmar sem resposta do banco', 'Dar como pagos $\u00a020.000 que o banco não confirmou?'],
      ] as const) {
        await i18n.changeLanguage(lang);
        cleanup();
        render(<FloorOrder order={paying} actions={actions} />);
        expect(screen.getByRole('button', { name: button })).toBeTruthy();
        cleanup();
        render(<FloorOrder order={paying} actions={{ ...actions, confirming: 4 }} />);
        expect(screen.getByRole('alertdialog', { name: question })).toBeTruthy();
      }
      await i18n.changeLanguage('es');
    });
  });

  it('keeps the focus on a button while its change is under way, and ignores a second press', () => {
    const onAnswerCall = vi.fn();
    const calling = { ...order(0, 0, 0), waiter_called: true } as unknown as StaffOrder;
    render(<FloorOrder order={calling} actions={{ ...actions, busy: true, onAnswerCall }} />);
    const answer = screen.getByRole('button', { name: 'Atender llamado del mesero' });
    answer.focus();
    answer.click();
    expect(document.activeElement).toBe(answer);
    expect(answer.getAttribute('aria-disabled')).toBe('true');
    expect(onAnswerCall).not.toHaveBeenCalled();
  });
});
