import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { allSettled, createStore, fork } from 'effector';
import { createGate, Provider } from 'effector-react';
import { act } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { BranchPageProps } from '../model/branch-screen.ts';
import { BranchGate } from './branch-gate.tsx';

afterEach(cleanup);

const PageGate = createGate<BranchPageProps>({ name: 'test/branch-page' });
const $visits = createStore<string[]>([])
  .on(PageGate.open, (visits, { branch }) => [...visits, `open ${branch}`])
  .on(PageGate.close, (visits, { branch }) => [...visits, `close ${branch}`]);

describe('BranchGate', () => {
  it("opens the page for the path's branch, closes and opens it again for another, and closes it as it goes", async () => {
    const scope = fork();
    const view = render(
      <Provider value={scope}>
        <MemoryRouter initialEntries={['/staff/chapinero/kitchen']}>
          <Routes>
            <Route
              path="/staff/:branch/kitchen"
              element={
                <>
                  <BranchGate gate={PageGate} />
                  <Link to="/staff/usaquen/kitchen">usaquen</Link>
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    await act(() => allSettled(scope));
    expect(scope.getState(PageGate.state)).toEqual({ branch: 'chapinero' });

    fireEvent.click(screen.getByRole('link', { name: 'usaquen' }));
    await act(() => allSettled(scope));
    expect(scope.getState(PageGate.state)).toEqual({ branch: 'usaquen' });

    view.unmount();
    await allSettled(scope);
    expect(scope.getState(PageGate.status)).toBe(false);
    expect(scope.getState($visits)).toEqual([
      'open chapinero',
      'close chapinero',
      'open usaquen',
      'close usaquen',
    ]);
  });
});
