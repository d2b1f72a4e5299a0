import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $profile,
  ApiRequestError,
  followTableFx,
  i18n,
  loadBalanceFx,
  loadBranchFx,
  loadTexts,
  paymentMethodsFx,
  registerCommonTranslations,
  setManualAmountFx,
  type PurchaseBalance,
  type TablePurchase,
} from 'shared-contracts';
import { makePurchaseItem, makeSupplier, makeTablePurchase } from 'shared-contracts/testing';
import '../../delivery-i18n.ts';
import '../../order-i18n.ts';
import '../../pay-i18n.ts';
import { loadViewedCartFx } from '../../common/model/purchase-view.ts';
import { addTipFx } from '../../common/model/tip.ts';
import { MyOrderPage } from './my-order-page.tsx';

registerCommonTranslations();
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('es');
});

const balanceOf = (purchase: TablePurchase, minor: number): PurchaseBalance => ({
  purchase_id: purchase.id,
  currency: 'COP',
  items_minor: minor,
  tip_minor: 0,
  delivery_fee_minor: 0,
  discount_minor: 0,
  coupon_code: null,
  due_minor: minor,
  paid_minor: 0,
  pending_minor: 0,
  remaining_minor: minor,
  paid_item_ids: [],
  closed: false,
});

async function renderMyOrder(
  purchase: TablePurchase,
  minor: number,
  addTip = vi.fn(async () => purchase),
  setAmount: (params: { purchaseId: number; amount: number }) => Promise<TablePurchase> = async () =>
    purchase,
) {
  const scope = fork({
    values: [
      [$profile, { id: 9, token: 't', anonymous: true, domain: 'x', name: '', phone: null, email: null }],
    ],
    handlers: [
      [loadViewedCartFx, async () => purchase],
      [loadBranchFx, async (slug: string) => makeSupplier({ slug })],
      [addTipFx, addTip],
      [setManualAmountFx, setAmount],
      [followTableFx, async () => ({ close: () => undefined })],
      [loadBalanceFx, async () => balanceOf(purchase, minor)],
      [
        paymentMethodsFx,
        async () => ({
          payment_methods: [],
          currency: 'COP' as const,
          minimum_order_minor: 10000,
          service_fee_label: false,
          impoconsumo_label: false,
        }),
      ],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[`/chapinero/menu-digital/my-order/${purchase.id}`]}>
        <Routes>
          <Route path="/:supplier/menu-digital/my-order/:purchaseId" element={<MyOrderPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  await allSettled(scope);
  return scope;
}

describe('MyOrderPage', () => {
  it('shows the lines with their status, the bill and the way to pay through the precheckout', async () => {
    const purchase = {
      ...makeTablePurchase(1, [
        makePurchaseItem({
          id: 5,
          label: 'Bandeja paisa',
          unit_price: 38000,
          total: 38000,
          status: 'ordered',
        }),
      ]),
      id: 12,
    };
    const addTip = vi.fn(async () => purchase);
    await renderMyOrder(purchase, 38000, addTip);
    expect(await screen.findByText('1 × Bandeja paisa')).toBeTruthy();
    // The order starts from the default tip when the table set none.
    expect(addTip).toHaveBeenCalledWith({
      purchaseId: 12,
      tip: { include: true, percent: 10, custom_value: null },
    });
    expect(screen.getByTestId('my-order-line-status').textContent).toBe('En preparación');
    expect(screen.getByTestId('balance-remaining').textContent).toMatch(/38\.000/);
    expect(screen.getByTestId('my-order-pay').getAttribute('href')).toBe(
      '/chapinero/precheckout?purchase_id=12',
    );
    expect(screen.getByRole('link', { name: 'Volver al menú' }).getAttribute('href')).toBe(
      '/chapinero/menu-digital?mesa=M03',
    );
  });

  it("calls a table's total the bill's, and a delivery or take-away order's the order's, in each language", async () => {
    const lines = [makePurchaseItem({ id: 5, label: 'Bandeja paisa', unit_price: 38000, total: 38000 })];
    const table = { ...makeTablePurchase(1, lines), id: 14 };
    const dueLabel = async () =>
      (await screen.findByTestId('balance-due')).parentElement?.querySelector('dt')?.textContent;
    await renderMyOrder(table, 38000);
    expect(await dueLabel()).toBe('Total de la cuenta');
    cleanup();
    for (const [lang, said] of [
      ['es', 'Total del pedido'],
      ['en', 'Order total'],
      ['pt', 'Total do pedido'],
    ] as const) {
      await loadTexts(lang);
      await i18n.changeLanguage(lang);
      for (const service of ['delivery', 'take_away'] as const) {
        await renderMyOrder({ ...table, service, table: null }, 38000);
        expect(await dueLabel()).toBe(said);
        cleanup();
      }
    }
  });

  it('says a paid table bill is paid, and a paid delivery order that the order is', async () => {
    const lines = [makePurchaseItem({ id: 5, label: 'Bandeja paisa', unit_price: 38000, total: 38000 })];
    const closed = { ...makeTablePurchase(1, lines), id: 15, status: 'closed' as const };
    await renderMyOrder(closed, 0);
    expect((await screen.findByTestId('my-order-paid')).textContent).toBe('La cuenta está pagada. ¡Gracias!');
    cleanup();
    await renderMyOrder({ ...closed, service: 'delivery', table: null }, 0);
    expect((await screen.findByTestId('my-order-paid')).textContent).toBe('Tu pedido está pagado. ¡Gracias!');
  });

  it('renders an empty order of amount 0 (a manual payment) without a pay button', async () => {
    const purchase = { ...makeTablePurchase(1, []), id: 13, table: null };
    await renderMyOrder(purchase, 0);
    expect((await screen.findByTestId('my-order-empty')).textContent).toBe(
      'Aún no hay productos en tu pedido.',
    );
    expect(screen.queryByTestId('my-order-pay')).toBeNull();
    expect(screen.getByText('No hay nada por pagar por ahora.')).toBeTruthy();
    expect(screen.getByText('Pedido 13')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al menú' }).getAttribute('href')).toBe(
      '/chapinero/menu-digital',
    );
  });

  it('says how long to wait when the amount of the bill is refused for too many tries', async () => {
    const purchase = { ...makeTablePurchase(1, []), id: 13, manual_amount: 0 };
    await renderMyOrder(purchase, 0, undefined, async () => {
      throw new ApiRequestError(429, 'too_many_requests', 'slow down', { retry_after_ms: 30_000 });
    });
    fireEvent.change(await screen.findByLabelText(/¿Cuánto dice la cuenta/), { target: { value: '45000' } });
    fireEvent.submit(screen.getByTestId('manual-amount'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Demasiados intentos seguidos. Podrás intentarlo de nuevo en 30 segundos.',
    );
  });
});
