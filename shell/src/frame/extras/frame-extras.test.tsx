import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $cookieManagerSession,
  $cookieConsent,
  $instance,
  $profile,
  chunkLoadFailed,
  dinerMessagesArrived,
  i18n,
  loadBalanceFx,
  loadTexts,
  purchaseChanged,
  reloadPageFx,
  type PurchaseBalance,
} from 'shared-contracts';
import {
  makeInstanceConfig,
  makePurchaseBalance,
  makeProfile,
  makePurchaseItem,
  makeTablePurchase,
} from 'shared-contracts/testing';
import { connectivityChanged } from '../connectivity.ts';
import { FrameExtras } from './frame-extras.tsx';
import { registerShellTranslations } from '../i18n.ts';

registerShellTranslations();
afterEach(cleanup);

const show = (scope: ReturnType<typeof fork>) =>
  render(
    <Provider value={scope}>
      <FrameExtras />
    </Provider>,
  );

describe('the frame extras', () => {
  it('offers a reload for a chunk that did not load, and reloads when asked', async () => {
    const reload = vi.fn();
    const scope = fork({ handlers: [[reloadPageFx, reload]] });
    show(scope);
    expect(screen.queryByTestId('reload-offer')).toBeNull();
    await act(() => allSettled(chunkLoadFailed, { scope, params: 'style' }));
    expect(screen.getByRole('alert').textContent).toContain('El diseño de la página no se pudo cargar.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Recargar la página' }));
    });
    expect(reload).toHaveBeenCalledTimes(1);
    // Offline a reload cannot help: the offer waits for the network.
    await act(() => allSettled(connectivityChanged, { scope, params: false }));
    expect(screen.queryByTestId('reload-offer')).toBeNull();
    await act(() => allSettled(connectivityChanged, { scope, params: true }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ahora no' }));
    });
    expect(screen.queryByTestId('reload-offer')).toBeNull();
  });

  it('shows the newest message and, on demand, the last 5, newest first', async () => {
    const scope = fork();
    show(scope);
    expect(screen.queryByTestId('diner-messages')).toBeNull();
    await act(() =>
      allSettled(dinerMessagesArrived, {
        scope,
        params: [
          { key: 'orderSent', values: { count: 2 } },
          { key: 'waiterComing' },
          { key: 'paymentPending' },
          { key: 'paymentApproved' },
          { key: 'orderPrepared', values: { count: 1 } },
          { key: 'tableClosedPaid' },
        ],
      }),
    );
    expect(screen.getByTestId('diner-message-latest').textContent).toBe(
      'La cuenta de la mesa quedó cerrada. ¡Gracias!',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ver mensajes (5)' }));
    });
    expect(screen.getAllByTestId('diner-message').map((item) => item.textContent)).toEqual([
      'La cuenta de la mesa quedó cerrada. ¡Gracias!',
      '¡Tu pedido está listo! (1 producto)',
      'Tu pago fue aprobado.',
      'Tu pago está pendiente de aprobación.',
      'El mesero va en camino.',
    ]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Borrar mensajes' }));
    });
    expect(screen.queryByTestId('diner-messages')).toBeNull();
  });

  it('says part of the order is ready while other lines are still in the kitchen, and keeps saying it', async () => {
    // The diner's page (profile 9, who added the lines).
    const scope = fork({ values: [[$profile, makeProfile({ id: 9 })]] });
    show(scope);
    const line = (id: number, status: 'ordered' | 'prepared') =>
      makePurchaseItem({ id, status, profile_id: 9 });
    const changed = (version: number, statuses: ('ordered' | 'prepared')[]) =>
      act(() =>
        allSettled(purchaseChanged, {
          scope,
          params: makeTablePurchase(
            version,
            statuses.map((status, index) => line(index + 1, status)),
          ),
        }),
      );
    await changed(1, ['ordered', 'ordered']);
    await changed(2, ['prepared', 'ordered']);
    const latest = () => screen.getByTestId('diner-message-latest').textContent;
    expect(latest()).toBe('¡Parte de tu pedido está lista! (1 producto)');
    await changed(3, ['prepared', 'prepared']);
    expect(latest()).toBe('¡Tu pedido está listo! (1 producto)');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ver mensajes (2)' }));
    });
    expect(screen.getAllByTestId('diner-message').map((item) => item.textContent)).toEqual([
      '¡Tu pedido está listo! (1 producto)',
      '¡Parte de tu pedido está lista! (1 producto)',
    ]);
  });

  describe('a bill the staff closed', () => {
    afterEach(async () => {
      await i18n.changeLanguage('es');
    });
    // The bill on a diner's Home: nothing on screen read its balance before the close.
    const open = makeTablePurchase(3, [makePurchaseItem({ count: 2, total: 38000, status: 'delivered' })]);
    const closeWith = async (balance: Partial<PurchaseBalance>) => {
      const scope = fork({
        handlers: [
          [
            loadBalanceFx,
            async (id: number) =>
              makePurchaseBalance({ purchase_id: id, items_minor: 38000, closed: true, ...balance }),
          ],
        ],
      });
      show(scope);
      await act(() => allSettled(purchaseChanged, { scope, params: open }));
      await act(() =>
        allSettled(purchaseChanged, { scope, params: { ...open, version: 4, status: 'closed' } }),
      );
      return screen.getByTestId('diner-message-latest').textContent;
    };

    it('says what was left unpaid in the app, in the currency of the bill, and thanks no one', async () => {
      for (const [lang, said] of [
        [
          'es',
          'El personal cerró la cuenta de la mesa con $\u00a019.000 sin pagar en la app. Si te falta pagar, arréglalo con el personal.',
        ],
        [
          'en',
          "The staff closed the table's bill with $\u00a019.000 not paid in the app. If you still owe it, settle it with the staff.",
        ],
        [
          'pt',
          'A equipe fechou a conta da mesa com $\u00a019.000 não pago no app. Se você ainda deve, acerte com a equipe.',
        ],
      ] as const) {
        await loadTexts(lang);
        await i18n.changeLanguage(lang);
        expect(await closeWith({ paid_minor: 19000, remaining_minor: 19000 })).toBe(said);
        cleanup();
      }
      // Soles keep their cents, in their own format.
      await i18n.changeLanguage('es');
      expect(await closeWith({ currency: 'PEN', paid_minor: 0, remaining_minor: 1950 })).toBe(
        'El personal cerró la cuenta de la mesa con S/\u00a019.50 sin pagar en la app. Si te falta pagar, arréglalo con el personal.',
      );
    });

    it('thanks the table only when the bill is paid, and only says it is closed when the balance is unknown', async () => {
      expect(await closeWith({ paid_minor: 38000, remaining_minor: 0 })).toBe(
        'La cuenta de la mesa quedó cerrada. ¡Gracias!',
      );
      cleanup();
      const offline = fork({
        handlers: [
          [
            loadBalanceFx,
            async () => {
              throw new Error('offline');
            },
          ],
        ],
      });
      show(offline);
      await act(() => allSettled(purchaseChanged, { scope: offline, params: open }));
      await act(() =>
        allSettled(purchaseChanged, { scope: offline, params: { ...open, version: 4, status: 'closed' } }),
      );
      expect(screen.getByTestId('diner-message-latest').textContent).toBe(
        'La cuenta de la mesa quedó cerrada.',
      );
    });
  });

  it("loads the cookie manager's 1 px frame with the session once it is known", async () => {
    const scope = fork({
      values: [
        [$instance, makeInstanceConfig({ id: 3 })],
        [$cookieConsent, 'accepted'],
      ],
    });
    show(scope);
    expect(screen.queryByTestId('cookie-manager')).toBeNull();
    await act(() => allSettled($cookieManagerSession, { scope, params: 41 }));
    const frame = screen.getByTestId('cookie-manager') as HTMLIFrameElement;
    expect(frame.src).toBe(
      'http://localhost:4000/tracking/cookie_manager?session_id=41&customer_id=3&consent=1',
    );
    expect([frame.width, frame.height]).toEqual(['1', '1']);
    expect(frame.title).toBe('Gestor de cookies');
  });
});
