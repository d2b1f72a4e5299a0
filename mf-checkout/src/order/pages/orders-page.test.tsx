import { cleanup, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import {
  $profile,
  i18n,
  loadBranchFx,
  loadTexts,
  registerCommonTranslations,
  type TablePurchase,
} from 'shared-contracts';
import { makeProfile, makePurchaseItem, makeSupplier, makeTablePurchase } from 'shared-contracts/testing';
import '../../i18n.ts';
import '../../order-i18n.ts';
import '../../delivery-i18n.ts';
import { loadMyOrdersFx } from '../model/orders-page.ts';
import { OrdersPage } from './orders-page.tsx';

registerCommonTranslations();
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('es');
});

async function renderOrders(purchase: TablePurchase) {
  const scope = fork({
    values: [[$profile, makeProfile({ id: 9, domain: 'x', name: '' })]],
    handlers: [
      [loadBranchFx, async (slug: string) => makeSupplier({ slug })],
      [loadMyOrdersFx, async () => ({ purchases: [purchase], dues: [] })],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/miraflores/orders']}>
        <Routes>
          <Route path="/:supplier/orders" element={<OrdersPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  await allSettled(scope);
  await screen.findByTestId('order-card');
}

const line = makePurchaseItem({ label: 'Lomo saltado', total: 42 });
const room: TablePurchase = {
  ...makeTablePurchase(1, [line]),
  id: 31,
  table: { code: '102', kind: 'room' },
  subservice: 'room',
};

describe('my orders, the way back to ordering', () => {
  it("names a room's way back by its room, never a table, in each language", async () => {
    for (const [lang, said] of [
      ['es', 'Volver al pedido de la habitación'],
      ['en', "Back to the room's order"],
      ['pt', 'Voltar ao pedido do quarto'],
    ] as const) {
      await loadTexts(lang);
      await i18n.changeLanguage(lang);
      await renderOrders(room);
      const back = screen.getByRole('link', { name: said });
      expect(back.getAttribute('href')).toBe('/miraflores/service-room?mesa=102');
      expect(screen.getByTestId('order-card').textContent).not.toMatch(/mesa|table/i);
      cleanup();
    }
  });

  it("keeps a table's way back by its table", async () => {
    await renderOrders({ ...makeTablePurchase(1, [line]), id: 32 });
    expect(screen.getByRole('link', { name: 'Volver a la mesa' }).getAttribute('href')).toBe(
      '/miraflores/menu-digital?mesa=M03',
    );
  });
});
