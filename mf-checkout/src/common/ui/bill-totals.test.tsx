import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMinor, i18n, loadTexts, registerCommonTranslations } from 'shared-contracts';
import { makePurchaseBalance } from 'shared-contracts/testing';
import '../../order-i18n.ts';
import { BillTotals } from './bill-totals.tsx';

registerCommonTranslations();
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('es');
});

const delivery = { purchase_id: 3, items_minor: 56000, delivery_fee_minor: 5000 };

describe('BillTotals', () => {
  it("names a delivery order's tip once the diner chose one, so the lines add up to the total", () => {
    render(
      <BillTotals
        balance={makePurchaseBalance({ ...delivery, tip_minor: 5600 })}
        tipLabel="Propina voluntaria"
        forTable={false}
      />,
    );
    expect(screen.getByTestId('bill-tip').textContent).toBe(formatMinor(5600, 'COP'));
  });

  it("leaves a delivery order's tip out while there is none, and always names a table's", () => {
    render(<BillTotals balance={makePurchaseBalance(delivery)} tipLabel="Propina" forTable={false} />);
    expect(screen.queryByTestId('bill-tip')).toBeNull();
    cleanup();
    render(
      <BillTotals balance={makePurchaseBalance({ purchase_id: 3, items_minor: 56000 })} tipLabel="Propina" />,
    );
    expect(screen.getByTestId('bill-tip')).toBeTruthy();
  });

  it('says no service fee, not no tip, where the branch calls it a service fee, in each language', async () => {
    const table = makePurchaseBalance({ purchase_id: 3, items_minor: 56000 });
    for (const [lang, label, none] of [
      ['es', 'Cargo por servicio', 'Sin cargo por servicio'],
      ['en', 'Service fee', 'No service fee'],
      ['pt', 'Taxa de serviço', 'Sem taxa de serviço'],
    ] as const) {
      await loadTexts(lang);
      await i18n.changeLanguage(lang);
      render(<BillTotals balance={table} tipLabel={label} serviceFee />);
      expect(screen.getByTestId('bill-tip').textContent).toBe(none);
      cleanup();
    }
  });
});
