import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $instance, $lang, loadCitiesFx, type City } from 'shared-contracts';
import { makeInstanceConfig, makeSupplierSummary } from 'shared-contracts/testing';
import '../i18n.ts';
import { spinnerDelayFx } from '../model/main-page.ts';
import { MainPage } from './main-page.tsx';

// jsdom lays nothing out, so every element would look hidden to the Tab cycle: give each one a box.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const cities: City[] = [
  { id: 1, name: 'Bogotá', suppliers: ['chapinero'] },
  { id: 2, name: 'Medellín', suppliers: ['el-poblado'] },
];

const link = (url: string, label: string) => ({ url, label, label_custom: '', target: '_self' as const });

/**
 * Two languages (the language button) and two delivering branches in two cities (the city chooser, from
 * "Domicilio" and "Programar pedido"); `scheduling` is how many of them take scheduled orders.
 */
async function renderLanding(scheduling = 2) {
  const config = makeInstanceConfig({
    language: 'es',
    langs: ['es', 'en'],
    suppliers: [
      makeSupplierSummary({ slug: 'chapinero', service_delivery: true, service_schedule: scheduling > 0 }),
      makeSupplierSummary({ slug: 'el-poblado', service_delivery: true, service_schedule: scheduling > 1 }),
    ],
    linktree: [link('service_delivery', 'Domicilio'), link('service_schedule', 'Programar pedido')],
  });
  const scope = fork({
    values: [
      [$instance, config],
      [$lang, 'es'],
    ],
    handlers: [
      [spinnerDelayFx, async () => undefined],
      [loadCitiesFx, async () => cities],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter>
        <MainPage />
      </MemoryRouter>
    </Provider>,
  );
  await act(() => allSettled(scope));
  return scope;
}

/** Focuses `opener` and activates it as a keyboard user would; the dialog it opens is returned. */
async function openFrom(opener: HTMLElement, dialogName: string) {
  opener.focus();
  await act(async () => {
    fireEvent.click(opener);
  });
  return screen.getByRole('dialog', { name: dialogName });
}

const tab = (shiftKey = false) => {
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey });
};

function expectFocusTrappedIn(dialog: HTMLElement) {
  const controls = [...dialog.querySelectorAll<HTMLElement>('button')];
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) throw new Error('the dialog has no button');
  expect(dialog.contains(document.activeElement)).toBe(true);
  last.focus();
  tab();
  expect(document.activeElement).toBe(first);
  tab(true);
  expect(document.activeElement).toBe(last);
}

describe('the landing’s dialogs and the keyboard', () => {
  it('the language chooser holds the focus while open and gives it back to "Idioma" on Escape or ×', async () => {
    await renderLanding();
    const opener = screen.getByRole('button', { name: 'Idioma: Español' });

    const dialog = await openFrom(opener, 'Idioma');
    expectFocusTrappedIn(dialog);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    const again = await openFrom(opener, 'Idioma');
    fireEvent.click(within(again).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('the city chooser holds the focus while open and gives it back to "Domicilio" on Escape or ×', async () => {
    await renderLanding();
    const opener = screen.getByRole('button', { name: 'Domicilio' });

    const dialog = await openFrom(opener, '¿Dónde estás?');
    expect(within(dialog).getByRole('button', { name: 'Medellín' })).toBeTruthy();
    expectFocusTrappedIn(dialog);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    const again = await openFrom(opener, '¿Dónde estás?');
    fireEvent.click(within(again).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('the landing’s buttons that open a dialog', () => {
  const expectClosedDialogButton = (button: HTMLElement, dialogId: string) => {
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(dialogId);
  };

  it('"Domicilio" and "Programar pedido" say they open the city chooser, and which one has it open', async () => {
    await renderLanding();
    const delivery = screen.getByRole('button', { name: 'Domicilio' });
    const schedule = screen.getByRole('button', { name: 'Programar pedido' });
    expectClosedDialogButton(delivery, 'ld-location-dialog');
    expectClosedDialogButton(schedule, 'ld-location-dialog');

    const dialog = await openFrom(schedule, '¿Dónde estás?');
    expect(dialog.id).toBe('ld-location-dialog');
    expect(schedule.getAttribute('aria-expanded')).toBe('true');
    expect(delivery.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expectClosedDialogButton(schedule, 'ld-location-dialog');

    await openFrom(delivery, '¿Dónde estás?');
    expect(delivery.getAttribute('aria-expanded')).toBe('true');
    expect(schedule.getAttribute('aria-expanded')).toBe('false');
  });

  it('the language button says the same of the language chooser', async () => {
    await renderLanding();
    const language = screen.getByRole('button', { name: 'Idioma: Español' });
    expectClosedDialogButton(language, 'ld-language-dialog');
    const dialog = await openFrom(language, 'Idioma');
    expect(dialog.id).toBe('ld-language-dialog');
    expect(language.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(language.getAttribute('aria-expanded')).toBe('false');
  });

  it('a button that goes straight to its one branch promises no dialog', async () => {
    await renderLanding(1);
    const schedule = screen.getByRole('button', { name: 'Programar pedido' });
    expect(schedule.hasAttribute('aria-haspopup')).toBe(false);
    expect(schedule.hasAttribute('aria-expanded')).toBe(false);
    expect(schedule.hasAttribute('aria-controls')).toBe(false);
    expect(screen.getByRole('button', { name: 'Domicilio' }).getAttribute('aria-haspopup')).toBe('dialog');
  });
});
