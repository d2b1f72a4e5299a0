import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  registerCommonTranslations,
  $instance,
  $order,
  $profile,
  $seat,
  $supplier,
  $tableOrder,
  $savedLang,
  followTableFx,
  i18n,
  loadTexts,
  productAdded,
  purchaseChanged,
  seatPurchaseFx,
  type HeaderKind,
  type SupplierSummary,
} from 'shared-contracts';
import {
  makeInstanceConfig,
  makeProduct,
  makeProfile,
  makeSupplier,
  makeSupplierSummary,
  makePurchaseItem,
  makeTablePurchase,
} from 'shared-contracts/testing';
import { openManualPaymentFx, resetTipFx } from './cart-icon-model.ts';
import { Header } from './header.tsx';
import { registerShellTranslations } from '../i18n.ts';
import { SidePanel } from '../side-panel/side-panel.tsx';

registerShellTranslations();
registerCommonTranslations();
afterEach(cleanup);

const oneService = makeSupplierSummary({
  slug: 'solo',
  service_delivery: false,
  service_take_away: false,
  service_table: true,
  service_book: false,
  service_schedule: false,
  service_room: false,
  count_services: 1,
});

function renderHeader(
  scope: Scope,
  {
    kind = 'internal',
    branch = makeSupplierSummary(),
    showCart = true,
  }: { kind?: HeaderKind; branch?: SupplierSummary; showCart?: boolean } = {},
) {
  return render(
    <Provider value={scope}>
      <MemoryRouter>
        <Header kind={kind} showCart={showCart} branch={branch} backTo="/chapinero" />
        <SidePanel branch={branch} />
      </MemoryRouter>
    </Provider>,
  );
}

describe('Header tools', () => {
  it("opens the diner's profile from any route: the branch's account, else the first branch's", () => {
    const scope = fork({
      values: [[$instance, makeInstanceConfig({ suppliers: [makeSupplierSummary({ slug: 'usaquen' })] })]],
    });
    renderHeader(scope);
    expect(screen.getByTestId('profile-link').getAttribute('href')).toBe('/chapinero/account');
    expect(screen.getByRole('link', { name: 'Mi perfil' })).toBeTruthy();
    cleanup();
    render(
      <Provider value={scope}>
        <MemoryRouter>
          <Header kind="main" showCart={false} branch={null} backTo="/" />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByTestId('profile-link').getAttribute('href')).toBe('/usaquen/account');
  });

  it("changes the language from the header among the instance's, in the switcher order", async () => {
    const scope = fork({
      values: [[$instance, makeInstanceConfig({ language: 'es', langs: ['pt', 'es', 'en'] })]],
    });
    renderHeader(scope);
    const toggle = screen.getByRole('button', { name: 'Idioma: Español · ES. Cambiar el idioma' });
    fireEvent.click(toggle);
    const menu = screen.getByTestId('language-menu');
    expect([...menu.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Español',
      'English',
      'Português',
    ]);
    expect(screen.getByRole('button', { name: 'Español' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    // Chosen: saved (the page then reloads in it).
    expect(scope.getState($savedLang)).toBe('en');
    expect(screen.queryByTestId('language-menu')).toBeNull();
  });

  it('shows no language switcher where the instance speaks one language', () => {
    const scope = fork({ values: [[$instance, makeInstanceConfig({ language: 'es', langs: ['es'] })]] });
    renderHeader(scope);
    expect(screen.queryByTestId('language-toggle')).toBeNull();
  });
});

describe('Header', () => {
  it('shows the cart badge of its scope and follows a product added there by any remote', async () => {
    const scope = fork({ values: [[$instance, makeInstanceConfig({ name: 'La Brasa' })]] });
    const other = fork();
    renderHeader(scope);
    expect(screen.getByText('La Brasa')).toBeTruthy();
    expect(screen.getByTestId('cart-count').textContent).toBe('0');
    expect(screen.getByTestId('cart-link').getAttribute('href')).toBe('/chapinero/delivery/order');

    await act(() => allSettled(productAdded, { scope, params: { product: makeProduct(), supplierId: 1 } }));
    expect(screen.getByTestId('cart-count').textContent).toBe('1');
    // Another scope (another page, a server render) does not reach this header.
    await act(() =>
      allSettled(productAdded, { scope: other, params: { product: makeProduct(), supplierId: 1 } }),
    );
    expect(screen.getByTestId('cart-count').textContent).toBe('1');
  });

  it('gives a one-service branch a back-to-selector link instead of the side panel toggle', () => {
    renderHeader(fork(), { branch: oneService });
    expect(screen.getByTestId('back-to-selector').getAttribute('href')).toBe('/');
    expect(screen.queryByTestId('panel-toggle')).toBeNull();
  });

  it('shows a back link on back and pay headers and no brand link on the pay header', () => {
    renderHeader(fork(), { kind: 'pay', showCart: false });
    expect(screen.getByTestId('header-back').getAttribute('href')).toBe('/chapinero');
    expect(screen.getByText('Mi cuenta')).toBeTruthy();
    expect(screen.queryByTestId('cart-link')).toBeNull();
  });

  it('leads an on-table diner with table items to my order, and one with nothing to pay to a 3 s notice', async () => {
    const onTable = { service: 'on_table' as const, subservice: null };
    const scope = fork({
      values: [
        [$order, onTable],
        [$supplier, makeSupplier({ on_table_class: 'checkout', has_cluvi_pay: false })],
        [$tableOrder, { purchaseId: '42', itemCount: 2 }],
      ],
    });
    renderHeader(scope);
    expect(screen.getByTestId('cart-link').getAttribute('href')).toBe('/chapinero/menu-digital/my-order/42');
    cleanup();

    const idle = fork({
      values: [
        [$order, onTable],
        [$supplier, makeSupplier({ on_table_class: 'checkout' })],
      ],
    });
    renderHeader(idle);
    await act(async () => {
      fireEvent.click(screen.getByTestId('cart-link'));
    });
    expect(screen.getByTestId('no-pending-payments').textContent).toBe('No tienes pagos pendientes');
  });
});

describe("Header cart icon of a room's order", () => {
  afterEach(async () => {
    await i18n.changeLanguage('es');
  });

  it('names the room, never a table, in each language', async () => {
    for (const [lang, said] of [
      ['es', 'Pedido de la habitación, 3 productos'],
      ['en', 'Room order, 3 items'],
      ['pt', 'Pedido do quarto, 3 itens'],
    ] as const) {
      await loadTexts(lang);
      await i18n.changeLanguage(lang);
      const scope = fork({
        values: [
          [$order, { service: 'on_table', subservice: 'room' }],
          [$supplier, makeSupplier({ on_table_class: 'checkout' })],
          [$tableOrder, { purchaseId: '42', itemCount: 3 }],
        ],
      });
      renderHeader(scope);
      expect(screen.getByTestId('cart-link').getAttribute('aria-label')).toBe(said);
      cleanup();
    }
  });
});

describe('Header cart icon on a list-only table with in-app payment', () => {
  it('opens the zero manual payment and goes to its MyOrder, once', async () => {
    const open = vi.fn(async () => ({ ...makeTablePurchase(1), id: 77, table: null, manual_amount: 0 }));
    const scope = fork({
      values: [
        [$order, { service: 'on_table', subservice: null }],
        [$supplier, makeSupplier({ on_table_class: 'basic', has_cluvi_pay: true })],
        [$profile, makeProfile()],
      ],
      handlers: [
        [openManualPaymentFx, open],
        [resetTipFx, async () => ({ ...makeTablePurchase(1), id: 77 })],
      ],
    });
    function Where() {
      return <output data-testid="where">{useLocation().pathname}</output>;
    }
    render(
      <Provider value={scope}>
        <MemoryRouter initialEntries={['/chapinero/menu-digital/home']}>
          <Header kind="internal" showCart branch={makeSupplierSummary()} backTo="/chapinero" />
          <Where />
        </MemoryRouter>
      </Provider>,
    );
    await act(async () => {
      fireEvent.click(screen.getByTestId('cart-link'));
    });
    expect(screen.getByTestId('where').textContent).toBe('/chapinero/menu-digital/my-order/77');
    expect(screen.queryByTestId('no-pending-payments')).toBeNull();
    expect(open).toHaveBeenCalledTimes(1);
  });
});

describe('SidePanel', () => {
  it('lists the branch services, sets the chosen one and closes, with the address as a maps search', async () => {
    const scope = fork({
      values: [
        [
          $instance,
          makeInstanceConfig({
            socialmedia: { instagram: 'https://instagram.example/brasa', twitter: 'javascript:alert(1)' },
          }),
        ],
      ],
    });
    renderHeader(scope, {
      branch: makeSupplierSummary({ latitude: 4.6, longitude: -74.1, count_services: 3 }),
    });
    expect(screen.queryByTestId('side-panel')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByTestId('panel-toggle'));
    });
    expect(screen.getByTestId('side-panel')).toBeTruthy();
    expect(screen.getByTestId('panel-map-link').getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=4.6%2C-74.1',
    );
    expect(screen.getByText('Instagram').getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByText('X (Twitter)')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByTestId('panel-service-take_away'));
    });
    expect(screen.queryByTestId('side-panel')).toBeNull();
    expect(scope.getState($order)).toEqual({ service: 'take_away', subservice: null });
    expect(screen.getByTestId('current-service').textContent).toBe('Servicio: Para llevar');
  });
});

describe('a seated diner in the header and side panel', () => {
  const seat = { branch: 'solo', supplierId: 1, code: 'M04', kind: 'table' as const, key: null };

  it("keeps the table: the logo is the table's home, the badge counts the table's order, the panel names the table and leaving is a choice", async () => {
    const scope = fork({
      values: [
        [$seat, seat],
        [$order, { service: 'on_table', subservice: null }],
        [$supplier, makeSupplier({ on_table_class: 'checkout' })],
        [$tableOrder, { purchaseId: '42', itemCount: 3 }],
      ],
    });
    renderHeader(scope, { branch: oneService });
    expect(screen.getByRole('link', { name: /Inicio de/ }).getAttribute('href')).toBe(
      '/solo/menu-digital/home?mesa=M04',
    );
    expect(screen.getByTestId('cart-count').textContent).toBe('3');
    // A one-service branch gets the panel too while seated: it is where the diner leaves the table.
    expect(screen.queryByTestId('back-to-selector')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByTestId('panel-toggle'));
    });
    expect(screen.getByTestId('panel-seat').textContent).toContain('Estás en la mesa M04');
    expect(screen.getByRole('link', { name: 'Ver la carta y el pedido' }).getAttribute('href')).toBe(
      '/solo/menu-digital?mesa=M04',
    );
    await act(async () => {
      fireEvent.click(screen.getByTestId('leave-table'));
    });
    expect(scope.getState($seat)).toBeNull();
    expect(scope.getState($order)).toEqual({ service: null, subservice: null });
  });

  it('leaves the table when the diner chooses another service', async () => {
    const scope = fork({ values: [[$seat, { ...seat, branch: 'chapinero' }]] });
    renderHeader(scope, { branch: makeSupplierSummary({ count_services: 3 }) });
    await act(async () => {
      fireEvent.click(screen.getByTestId('panel-toggle'));
    });
    await act(async () => {
      fireEvent.click(screen.getByTestId('panel-service-take_away'));
    });
    expect(scope.getState($seat)).toBeNull();
    expect(scope.getState($order)).toEqual({ service: 'take_away', subservice: null });
  });
});

describe('the cart icon of a diner seated in another tab', () => {
  const seat = { branch: 'chapinero', supplierId: 1, code: 'M03', kind: 'table' as const, key: 'q7' };
  // Two of one product and one of another: the badge counts units, as the rest of the app does.
  const tableOrder = makeTablePurchase(2, [
    makePurchaseItem({ id: 1, count: 2 }),
    makePurchaseItem({ id: 2, label: 'Limonada' }),
  ]);

  it("counts the table order's units and leads to it, from a page that is not the table's, until the bill closes", async () => {
    // A new tab: the seat and the service come from storage, no screen loaded the table's purchase.
    const scope = fork({
      values: [
        [$seat, seat],
        [$order, { service: 'on_table', subservice: null }],
        [$supplier, makeSupplier({ on_table_class: 'checkout' })],
      ],
      handlers: [
        [seatPurchaseFx, async () => tableOrder],
        [followTableFx, async () => ({ close: () => undefined })],
      ],
    });
    renderHeader(scope);
    expect(screen.getByTestId('cart-count').textContent).toBe('0');
    await act(async () => {
      await allSettled($profile, { scope, params: makeProfile() });
    });
    expect(screen.getByTestId('cart-count').textContent).toBe('3');
    expect(screen.getByTestId('cart-link').getAttribute('href')).toBe('/chapinero/menu-digital/my-order/7');

    // The staff close the bill: the icon no longer offers an order there is nothing more to do with.
    await act(async () => {
      await allSettled(purchaseChanged, { scope, params: { ...tableOrder, status: 'closed', version: 3 } });
    });
    expect(screen.getByTestId('cart-count').textContent).toBe('0');
    expect(screen.getByTestId('cart-link').getAttribute('href')).toBeNull();
  });
});
