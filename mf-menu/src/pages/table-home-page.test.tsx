import { cleanup, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $seat,
  ApiRequestError,
  i18n,
  loadBranchFx,
  loadMenuFx,
  loadTexts,
  registerCommonTranslations,
  seatJoinFx,
  type TableInit,
} from 'shared-contracts';
import { makeSupplier } from 'shared-contracts/testing';
import '../i18n.ts';
import { checkTableFx } from '../model/table-page.ts';
import { tableInit } from '../model/table-test-data.ts';
import { TableHomePage } from './table-home-page.tsx';

registerCommonTranslations();
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('es');
});

const room: TableInit = { ...tableInit, table: { code: '102', kind: 'room' }, subservice: 'room' };
const roomSeat = { branch: 'miraflores', supplierId: 3, code: '102', kind: 'room' as const, key: null };

const actionsHeading = () => document.getElementById('mn-table-home-actions')?.textContent;

async function renderHome(check: () => Promise<TableInit>, values: [typeof $seat, typeof roomSeat][] = []) {
  const scope = fork({
    values,
    handlers: [
      [loadMenuFx, async () => ({ supplier_id: 3, categories: [], products: [] })],
      [loadBranchFx, async (slug: string) => makeSupplier({ slug })],
      [checkTableFx, vi.fn(check)],
      [seatJoinFx, vi.fn(async () => null)],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/miraflores/menu-digital/home?mesa=102']}>
        <Routes>
          <Route path="/:supplier/menu-digital/home" element={<TableHomePage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  await allSettled(scope);
}

describe("a room's home", () => {
  it('names the room, not a table, in each language', async () => {
    for (const [lang, said] of [
      ['es', 'En tu habitación'],
      ['en', 'In your room'],
      ['pt', 'No seu quarto'],
    ] as const) {
      await loadTexts(lang);
      await i18n.changeLanguage(lang);
      await renderHome(async () => room);
      expect(actionsHeading()).toBe(said);
      cleanup();
    }
  });

  it("says the room could not be checked, from the diner's seat, when the check fails", async () => {
    await renderHome(async () => {
      throw new ApiRequestError(0, 'network_error', 'offline');
    }, [[$seat, roomSeat]]);
    expect(screen.getByText('No pudimos comprobar tu habitación.')).toBeTruthy();
    expect(actionsHeading()).toBe('En tu habitación');
  });

  it("keeps a table's words for a table", async () => {
    await renderHome(async () => tableInit);
    expect(actionsHeading()).toBe('En tu mesa');
  });
});
