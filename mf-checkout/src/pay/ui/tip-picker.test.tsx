import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadTexts, registerCommonTranslations } from 'shared-contracts';
import '../../pay-i18n.ts';
import { TipPicker } from './tip-picker.tsx';

registerCommonTranslations();
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('es');
});

const show = (serviceFee: boolean) =>
  render(
    <TipPicker
      tip={{ include: true, percent: 10, custom_value: null }}
      label={serviceFee ? 'Cargo por servicio' : 'Propina voluntaria'}
      serviceFee={serviceFee}
      customText=""
      customError={null}
      refusal={null}
      onChange={vi.fn()}
      onCustomText={vi.fn()}
      onCustomApplied={vi.fn()}
    />,
  );

describe('TipPicker', () => {
  it('calls every part of it a service fee where the instance does, and a tip elsewhere', async () => {
    show(true);
    expect(screen.getByLabelText('Valor del cargo por servicio')).toBeTruthy();
    expect(screen.getByTestId('tip').textContent).toContain('cómo se reparte el cargo por servicio');
    expect(screen.getByTestId('tip').textContent).not.toContain('propina');
    cleanup();
    show(false);
    expect(screen.getByLabelText('Valor de la propina')).toBeTruthy();
    cleanup();
    await loadTexts('en');
    await i18n.changeLanguage('en');
    show(true);
    expect(screen.getByLabelText('Service fee amount')).toBeTruthy();
    expect(screen.getByTestId('tip').textContent).not.toMatch(/\btip\b/);
  });
});
