import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { registerCommonTranslations } from 'shared-contracts';
import '../../pay-i18n.ts';
import { ProofUpload } from './bank-transfer.tsx';

registerCommonTranslations();
afterEach(cleanup);

const refused = (code: string, details: Record<string, number> = {}) => (
  <ProofUpload state={{ failed: { code, details } }} onChoose={() => undefined} />
);

describe('the transfer receipt refused', () => {
  it('says how long to wait after too many pictures sent', () => {
    render(refused('too_many_requests', { retry_after_ms: 120_000 }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Demasiados intentos seguidos. Podrás intentarlo de nuevo en 2 minutos.',
    );
  });

  it('says any other refusal as the receipt’s own failure', () => {
    render(refused('proof_unreadable'));
    expect(screen.getByRole('alert').textContent).toBe(
      'No pudimos enviar el comprobante. Inténtalo de nuevo.',
    );
  });
});
