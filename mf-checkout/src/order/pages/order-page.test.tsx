import { cleanup, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import {
  $profile,
  followTableFx,
  loadBalanceFx,
  loadBranchFx,
  registerCommonTranslations,
  type TablePurchase,
} from 'shared-contracts';
import {
  makeProfile,
  makePurchaseBalance,
  makePurchaseItem,
  makeSupplier,
  makeTablePurchase,
} from 'shared-contracts/testing';
import '../../order-i18n.ts';
import { findOpenPurchaseFx, loadViewedCartFx } from '../../common/model/purchase-view.ts';
import { OrderPage } from './order-page.tsx';

registerCommonTranslations();
afterEach(cleanup);

async function renderOrder(purchase: TablePurchase) {
  const scope = fork({
    values: [[$profile, makeProfile({ id: 9, domain: 'x', name: '' })]],
    handlers: [
      [loadBranchFx, async (slug: string) => makeSupplier({ slug })],
      [loadViewedCartFx, async () => purchase],
      [findOpenPurchaseFx, async () => purchase],
      [loadBalanceFx, async () => makePurchaseBalance({ purchase_id: purchase.id, items_minor: 38000 })],
      [followTableFx, async () => ({ close: () => undefined })],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[`/chapinero/order/${purchase.id}`]}>
        <Routes>
          <Route path="/:supplier/order/:orderId" element={<OrderPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  await allSettled(scope);
}

const sentLine = makePurchaseItem({ label: 'Bandeja paisa', status: 'ordered', total: 38000 });

describe('the order status page', () => {
  it("shows a delivery order's one status, the staff's, and not the lines' own beside it", async () => {
    await renderOrder({
      ...makeTablePurchase(1, [sentLine]),
      table: null,
      service: 'delivery',
      order_status: 'accepted',
    });
    expect(screen.getByTestId('order-status').textContent).toBe('Aceptado');
    expect(screen.getByTestId('my-order-line').textContent).toContain('Bandeja paisa');
    expect(screen.queryByTestId('my-order-line-status')).toBeNull();
  });

  it("shows a table order's lines with their status: each is brought when it is ready", async () => {
    await renderOrder({ ...makeTablePurchase(1, [sentLine]), order_status: 'preparation' });
    expect(screen.getByTestId('order-status').textContent).toBe('En preparación');
    expect(screen.getByTestId('my-order-line-status').textContent).toBe('En preparación');
  });
});
