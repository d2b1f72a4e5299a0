import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from 'shared-contracts';
import '../i18n.ts';
import { FloorNoticeText } from './floor-notice.tsx';

afterEach(cleanup);

const said = () => screen.getByRole('status').textContent;

describe("the floor's live region", () => {
  it('is on the page and silent before any change', () => {
    render(<FloorNoticeText notice={null} />);
    expect(said()).toBe('');
  });

  it('says what the last change did, naming the table or the bill, in each language', async () => {
    const delivered = {
      done: 'delivered',
      place: { kind: 'table', code: 'T5' },
      line: '2 × Quesadilla',
    } as const;
    const { rerender } = render(<FloorNoticeText notice={delivered} />);
    expect(said()).toBe('Mesa T5: entregado 2 × Quesadilla');
    rerender(<FloorNoticeText notice={{ done: 'approved', place: { purchaseId: 9 } }} />);
    expect(said()).toBe('Cuenta #9: pago confirmado');
    rerender(<FloorNoticeText notice={{ done: 'callAnswered', place: { kind: 'room', code: '204' } }} />);
    expect(said()).toBe('Habitación 204: llamado atendido');

    await i18n.changeLanguage('en');
    rerender(<FloorNoticeText notice={delivered} />);
    expect(said()).toBe('Table T5: delivered 2 × Quesadilla');
    await i18n.changeLanguage('pt');
    rerender(<FloorNoticeText notice={{ done: 'closed', place: { kind: 'table', code: 'T5' } }} />);
    expect(said()).toBe('Mesa T5: conta fechada');
    await i18n.changeLanguage('es');
  });
});
