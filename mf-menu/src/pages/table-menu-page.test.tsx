import { cleanup, render, screen } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $profile,
  followTableFx,
  joinTableFx,
  loadBalanceFx,
  loadBranchFx,
  loadMenuFx,
  purchaseChanged,
  registerCommonTranslations,
  type PurchaseBalance,
} from 'shared-contracts';
import { makePurchaseBalance, makePurchaseItem, makeSupplier } from 'shared-contracts/testing';
import '../i18n.ts';
import { checkTableFx } from '../model/table-page.ts';
import { dinerProfile, makeTablePurchase, tableInit } from '../model/table-test-data.ts';
import { TableMenuPage } from './table-menu-page.tsx';

registerCommonTranslations();
afterEach(cleanup);

/** Table M03's checkout bill (10,000 pesos), open when the diner joins it. */
const open = makeTablePurchase({ items: [makePurchaseItem({ id: 1, total: 10000 })], total: 10000 });
const balanceOf = (overrides: Partial<PurchaseBalance>) =>
  makePurchaseBalance({ purchase_id: 40, items_minor: 10000, closed: true, ...overrides });

async function tableScope(balance: PurchaseBalance): Promise<Scope> {
  const scope = fork({
    values: [[$profile, dinerProfile]],
    handlers: [
      [loadMenuFx, async () => ({ supplier_id: 3, categories: [], products: [] })],
      [loadBranchFx, async (slug: string) => makeSupplier({ id: 3, slug })],
      [checkTableFx, async () => tableInit],
      [joinTableFx, async () => open],
      [followTableFx, async () => ({ close: () => undefined })],
      [loadBalanceFx, vi.fn(async () => balance)],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/chapinero/menu-digital?mesa=M03&k=key-m03']}>
        <Routes>
          <Route path="/:supplier/menu-digital" element={<TableMenuPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  await allSettled(scope);
  return scope;
}

/** The staff closes the bill while the diner is on the table's menu (the live channel's news). */
async function staffCloses(scope: Scope) {
  await allSettled(purchaseChanged, { scope, params: { ...open, version: 2, status: 'closed' } });
}

const blockText = () => screen.getByTestId('bill-closed').querySelector('p')?.textContent ?? '';

describe("the table menu's closed-bill block", () => {
  it('names what the app never received and sends the diner to the staff, without thanks', async () => {
    const scope = await tableScope(balanceOf({ paid_minor: 2000, remaining_minor: 8000 }));
    expect(screen.queryByTestId('bill-closed')).toBeNull();
    await staffCloses(scope);
    expect(blockText()).toBe(
      'El personal cerró esta cuenta con $\u00a08.000 sin pagar en la app. Si te falta pagar, arréglalo con el personal. Para pedir algo más, empieza una cuenta nueva.',
    );
    expect(screen.getByRole('button', { name: 'Empezar una cuenta nueva' })).toBeTruthy();
  });

  it('thanks a bill paid in full', async () => {
    const scope = await tableScope(balanceOf({ paid_minor: 10000, remaining_minor: 0 }));
    await staffCloses(scope);
    expect(blockText()).toBe(
      'Esta cuenta quedó cerrada. ¡Gracias! Si quieres pedir algo más, empieza una cuenta nueva.',
    );
  });

  it('only says it is closed while what is left is not known (the balance still reads it open)', async () => {
    const scope = await tableScope(balanceOf({ remaining_minor: 10000, closed: false }));
    await staffCloses(scope);
    expect(blockText()).toBe(
      'Esta cuenta quedó cerrada. Si quieres pedir algo más, empieza una cuenta nueva.',
    );
  });
});
