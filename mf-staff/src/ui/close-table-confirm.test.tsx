import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from 'shared-contracts';
import '../i18n.ts';
import { CloseTableConfirm } from './close-table-confirm.tsx';

afterEach(cleanup);

const show = (cost: Parameters<typeof CloseTableConfirm>[0]['cost']) =>
  render(<CloseTableConfirm purchaseId={8} cost={cost} busy={false} onConfirm={vi.fn()} onKeep={vi.fn()} />);

describe('CloseTableConfirm', () => {
  it('asks before closing, naming the money and the products still due', () => {
    show({ unpaid: { minor: 14000, currency: 'COP' }, awaitingMinor: 0, undelivered: 2 });
    const dialog = screen.getByRole('alertdialog', { name: '¿Cerrar la cuenta #8?' });
    expect(dialog.textContent?.replace(/\s/g, ' ')).toContain(
      'Falta por pagar $ 14.000. 2 productos no se han entregado.',
    );
    expect(screen.getByRole('button', { name: 'Sí, cerrar la mesa' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'No, dejarla abierta' })).toBeTruthy();
  });

  it('says one product in the singular, in each language', async () => {
    show({ unpaid: null, awaitingMinor: 0, undelivered: 1 });
    expect(screen.getByRole('alertdialog').textContent).toContain('1 producto no se ha entregado.');
    await i18n.changeLanguage('pt');
    cleanup();
    show({ unpaid: null, awaitingMinor: 0, undelivered: 1 });
    expect(screen.getByRole('alertdialog').textContent).toContain('1 produto não foi entregue.');
    await i18n.changeLanguage('es');
  });

  it('says how much of the money due waits in payments the staff have not confirmed', () => {
    show({ unpaid: { minor: 96000, currency: 'COP' }, awaitingMinor: 20000, undelivered: 0 });
    expect(screen.getByRole('alertdialog').textContent?.replace(/\s/g, ' ')).toContain(
      'Falta por pagar $ 96.000. De eso, $ 20.000 está en pagos que esperan confirmación: confírmalos antes de cerrar.',
    );
    // The bill stays open until they are settled: closing is not offered.
    expect(screen.getByRole('button', { name: 'Sí, cerrar la mesa' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('starts on "keep" for the keyboard, and Escape keeps the table open', () => {
    const onKeep = vi.fn();
    const onConfirm = vi.fn();
    render(
      <CloseTableConfirm
        purchaseId={8}
        cost={{ unpaid: null, awaitingMinor: 0, undelivered: 1 }}
        busy={false}
        onConfirm={onConfirm}
        onKeep={onKeep}
      />,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'No, dejarla abierta' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onKeep).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
