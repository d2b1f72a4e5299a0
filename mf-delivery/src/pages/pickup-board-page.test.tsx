import { act, cleanup, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PickupBoard } from 'shared-contracts';
import '../i18n.ts';
import { loadPickupBoardFx, startPollFx } from '../model/pickup-board-page.ts';
import { PickupBoardPage } from './pickup-board-page.tsx';

afterEach(cleanup);

const board = (ready: number[]): PickupBoard => ({
  orders: ready.map((number) => ({ number, stage: 'ready' as const })),
});

async function renderBoard(load: () => Promise<PickupBoard>) {
  const scope = fork({
    handlers: [
      [loadPickupBoardFx, load],
      [startPollFx, () => () => undefined],
    ],
  });
  const view = render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/chapinero/pickup-board']}>
        <Routes>
          <Route path="/:supplier/pickup-board" element={<PickupBoardPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  await act(() => allSettled(scope));
  return { scope, view };
}

const notice = () => screen.getByTestId('pickup-board-offline');
const readyNumbers = () =>
  [...screen.getByTestId('board-ready').querySelectorAll('li')].map((li) => li.textContent);

describe('PickupBoardPage', () => {
  it('shows a notice over the last numbers while offline, and the new numbers without it once back', async () => {
    const load = vi
      .fn<() => Promise<PickupBoard>>()
      .mockResolvedValueOnce(board([41]))
      .mockResolvedValue(board([41, 42]));
    const { scope, view } = await renderBoard(load);
    expect(notice().textContent).toBe('');
    expect(readyNumbers()).toEqual(['41']);

    await act(async () => {
      window.dispatchEvent(new Event('offline'));
      await allSettled(scope);
    });
    expect(notice().textContent).toBe('Sin conexión: estos números pueden no estar al día. Reconectando…');
    expect(notice().getAttribute('role')).toBe('status');
    expect(readyNumbers()).toEqual(['41']);

    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await allSettled(scope);
    });
    expect(notice().textContent).toBe('');
    expect(readyNumbers()).toEqual(['41', '42']);
    view.unmount();
  });
});
