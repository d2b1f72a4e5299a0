import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadTexts, type BillState } from 'shared-contracts';
import '../i18n.ts';
import { BillClosed } from './bill-closed.tsx';

const scrollIntoView = vi.fn();
let reducedMotion = false;

beforeEach(() => {
  // jsdom lays nothing out: it has neither scrolling nor media queries.
  Element.prototype.scrollIntoView = scrollIntoView;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query === '(prefers-reduced-motion: reduce)',
  }));
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('es');
  scrollIntoView.mockReset();
  reducedMotion = false;
  vi.unstubAllGlobals();
});

const block = (closed: boolean, reveals: number, bill: BillState = { kind: 'closed' }) => (
  <BillClosed closed={closed} bill={bill} reveals={reveals} joining={false} onNewBill={vi.fn()} />
);

const paid: BillState = { kind: 'paid' };
/** Closed by the staff with 19,000 pesos the app never received (pesos have no minor digits). */
const due: BillState = { kind: 'closedDue', remainingMinor: 19000, currency: 'COP' };
const said = () => screen.getByTestId('bill-closed').querySelector('p')?.textContent;

describe('BillClosed', () => {
  it('brings the block to the diner whose tap found the bill closed, focused so it is read out', () => {
    const { rerender } = render(block(false, 0));
    expect(screen.queryByTestId('bill-closed')).toBeNull();
    rerender(block(true, 1));
    const shown = screen.getByRole('status', { name: /Esta cuenta quedó cerrada/ });
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center', behavior: 'smooth' });
    expect(document.activeElement).toBe(shown);
  });

  it('scrolls without motion for a diner who asked for reduced motion', () => {
    reducedMotion = true;
    const { rerender } = render(block(false, 0));
    rerender(block(true, 1));
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center', behavior: 'auto' });
  });

  it('waits for the block when the refusal arrives first, and answers each refusal once', () => {
    const { rerender } = render(block(false, 0));
    rerender(block(false, 1));
    expect(scrollIntoView).not.toHaveBeenCalled();
    rerender(block(true, 1));
    rerender(block(true, 1));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('leaves the diner where they are when the bill closed without a tap of theirs (the staff, live)', () => {
    const { rerender } = render(block(false, 2));
    rerender(block(true, 2));
    expect(screen.getByTestId('bill-closed')).not.toBeNull();
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });
});

describe('BillClosed, what it says of the closed bill', () => {
  it('thanks only a paid bill', () => {
    render(block(true, 0, paid));
    expect(said()).toBe(
      'Esta cuenta quedó cerrada. ¡Gracias! Si quieres pedir algo más, empieza una cuenta nueva.',
    );
  });

  it('names the amount the app never received and to settle it with the staff, without thanks', () => {
    render(block(true, 0, due));
    expect(said()).toBe(
      'El personal cerró esta cuenta con $\u00a019.000 sin pagar en la app. Si te falta pagar, arréglalo con el personal. Para pedir algo más, empieza una cuenta nueva.',
    );
    expect(screen.getByRole('status', { name: /\$\u00a019\.000 sin pagar/ })).not.toBeNull();
  });

  it('says only that it is closed when what is left is not known (a list, or no balance yet)', () => {
    render(block(true, 0, { kind: 'closed' }));
    expect(said()).toBe('Esta cuenta quedó cerrada. Si quieres pedir algo más, empieza una cuenta nueva.');
  });

  it('says each case in English and Portuguese too', async () => {
    for (const [lang, texts] of [
      [
        'en',
        [
          'This bill is closed. Thank you! To order something else, start a new bill.',
          'The staff closed this bill with $\u00a019.000 not paid in the app. If you still owe it, settle it with the staff. To order something else, start a new bill.',
          'This bill is closed. To order something else, start a new bill.',
        ],
      ],
      [
        'pt',
        [
          'Esta conta foi fechada. Obrigado! Para pedir mais alguma coisa, comece uma conta nova.',
          'A equipe fechou esta conta com $\u00a019.000 não pago no app. Se você ainda deve, acerte com a equipe. Para pedir mais alguma coisa, comece uma conta nova.',
          'Esta conta foi fechada. Para pedir mais alguma coisa, comece uma conta nova.',
        ],
      ],
    ] as const) {
      await loadTexts(lang);
      await i18n.changeLanguage(lang);
      const { rerender } = render(block(true, 0, paid));
      expect(said()).toBe(texts[0]);
      rerender(block(true, 0, due));
      expect(said()).toBe(texts[1]);
      rerender(block(true, 0, { kind: 'closed' }));
      expect(said()).toBe(texts[2]);
      cleanup();
    }
  });
});
