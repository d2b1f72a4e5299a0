import { act, cleanup, render, screen } from '@testing-library/react';
import { createEvent, createStore, fork } from 'effector';
import { createGate, Provider } from 'effector-react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FloorTable, StaffOrder } from 'shared-contracts';
import '../i18n.ts';
import type { BranchPageProps, BranchScreenUnits } from '../model/branch-screen.ts';
import { BranchScreenPage } from './branch-screen-page.tsx';
import type { FloorOrderActions } from './floor-order.tsx';
import { FloorTableCard } from './floor-table.tsx';

afterEach(cleanup);

// A floor screen already read and live: only what the frame of a branch screen shows.
const floorScreen = {
  Gate: createGate<BranchPageProps>({ name: 'test/floor-page' }),
  units: {
    $status: createStore('ready'),
    $live: createStore('live'),
    $actionError: createStore(null),
    retryClicked: createEvent(),
  },
} as unknown as BranchScreenUnits;

const actions: FloorOrderActions = {
  busy: false,
  canSettle: true,
  onSettle: vi.fn(),
  onAnswerCall: vi.fn(),
  onDeliver: vi.fn(),
  onClose: vi.fn(),
  closing: null,
  onCloseConfirmed: vi.fn(),
  onCloseCancelled: vi.fn(),
  confirming: null,
  onBankApprovalConfirmed: vi.fn(),
  onBankApprovalKept: vi.fn(),
};

// Only the fields the floor's card reads.
const line = (id: number, label: string, status: 'prepared' | 'delivered') => ({
  id,
  label,
  count: 1,
  status,
  options: [],
});
const bill = (over: Record<string, unknown>) =>
  ({
    id: 91,
    status: 'open',
    waiter_called: false,
    waiter_answered: false,
    items: [],
    balance: null,
    pending_payments: [],
    proofs: [],
    ...over,
  }) as unknown as StaffOrder;
const table = (...orders: StaffOrder[]) =>
  ({ code: 'T5', kind: 'table', state: 'prepared', orders }) as unknown as FloorTable;

function Floor({ tables }: { tables: FloorTable[] }) {
  return (
    <BranchScreenPage screen={floorScreen} name="floor" title="Mesas">
      <ul>
        {tables.map((one) => (
          <FloorTableCard key={one.code} table={one} actions={actions} />
        ))}
      </ul>
    </BranchScreenPage>
  );
}

function showFloor(tables: FloorTable[]) {
  const scope = fork();
  const wrap = (next: FloorTable[]) => (
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/staff/tables/centro']}>
        <Routes>
          <Route path="/staff/tables/:branch" element={<Floor tables={next} />} />
        </Routes>
      </MemoryRouter>
    </Provider>
  );
  const view = render(wrap(tables));
  return (next: FloorTable[]) => view.rerender(wrap(next));
}

// The screen hands the focus on once the new floor is on the page: a turn of the event loop later.
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the floor after a change removes the button that made it', () => {
  it("moves the focus to the table's next control, then to the table's name, never to the page", async () => {
    const lines = [line(1, 'Quesadilla', 'prepared'), line(2, 'Cerveza Victoria', 'prepared')];
    const show = showFloor([table(bill({ waiter_called: true, items: lines }))]);

    screen.getByRole('button', { name: 'Atender llamado del mesero' }).focus();
    show([table(bill({ waiter_called: true, waiter_answered: true, items: lines }))]);
    await settle();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Entregado en la mesa: 1 × Quesadilla' }),
    );

    const delivered = [line(1, 'Quesadilla', 'delivered'), line(2, 'Cerveza Victoria', 'prepared')];
    show([table(bill({ waiter_called: true, waiter_answered: true, items: delivered }))]);
    await settle();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Entregado en la mesa: 1 × Cerveza Victoria' }),
    );

    // The bill closed: nothing of it is left at the table.
    show([table()]);
    await settle();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Mesa T5' }));
  });
});
