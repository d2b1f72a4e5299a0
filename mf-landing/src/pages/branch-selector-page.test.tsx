import { cleanup, render, screen } from '@testing-library/react';
import { allSettled, fork, serialize, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $instance,
  $lang,
  i18n,
  loadBranchOpeningFx,
  loadTexts,
  registerCommonTranslations,
  type BranchOpening,
  type Lang,
} from 'shared-contracts';
import { makeInstanceConfig, makeSupplierSummary } from 'shared-contracts/testing';
import '../i18n.ts';
import { takeAwayRouteVisited } from '../model/branch-selector-page.ts';
import { BranchToTakeAwayPage } from './branch-selector-page.tsx';

// The notice's words are common texts, as the branch's Home says them.
registerCommonTranslations();

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('es');
});

const branch = (id: number, slug: string, label: string) =>
  makeSupplierSummary({ id, slug, label, address: `Calle ${id}`, service_take_away: true });

/** Chapinero open, Usaquén closed until Tuesday noon (its own calendar day), Norte with no day it opens. */
const someClosed = async (id: number): Promise<BranchOpening> =>
  id === 4
    ? { supplier_id: 4, open: false, opens_date: '2026-12-01', opens_hour: '12:00' }
    : { supplier_id: id, open: id === 3, opens_date: null, opens_hour: null };

function takeAwayScope(lang: Lang, country: string, opening = someClosed) {
  const asked = vi.fn(opening);
  const scope = fork({
    values: [
      [
        $instance,
        makeInstanceConfig({
          country_code: country,
          suppliers: [
            branch(3, 'chapinero', 'La Brasa Chapinero'),
            branch(4, 'usaquen', 'La Brasa Usaquén'),
            branch(5, 'norte', 'La Brasa Norte'),
          ],
        }),
      ],
      [$lang, lang],
    ],
    handlers: [[loadBranchOpeningFx, asked]],
  });
  return { scope, asked };
}

const page = (scope: Scope) => (
  <Provider value={scope}>
    <MemoryRouter>
      <BranchToTakeAwayPage />
    </MemoryRouter>
  </Provider>
);

async function renderTakeAway(lang: Lang, country: string) {
  const { scope } = takeAwayScope(lang, country);
  render(page(scope));
  await act(() => allSettled(scope));
}

/** The page the shell's server sends: the route's visit settled in the request's scope, then rendered. */
async function servedTakeAway(opening = someClosed) {
  const { scope, asked } = takeAwayScope('es', 'CO', opening);
  await allSettled(takeAwayRouteVisited, { scope, params: { params: {}, search: '' } });
  return { html: renderToString(page(scope)), scope, asked };
}

describe('the take-away selector, a branch closed now', () => {
  it('says so in the branch’s link, with when it opens, and still leads there', async () => {
    await renderTakeAway('es', 'CO');
    const usaquen = screen.getByRole('link', { name: /La Brasa Usaquén/ });
    expect(usaquen.textContent).toContain('Cerrada ahora: abre el martes, 1 de diciembre a las 12:00');
    expect(usaquen.getAttribute('href')).toBe('/usaquen/menu?service=take_away');
    expect(screen.getByRole('link', { name: /La Brasa Norte/ }).textContent).toContain('Cerrada ahora');
    expect(screen.getByRole('link', { name: /La Brasa Chapinero/ }).textContent).not.toContain('Cerrad');
  });

  it('says it in each country’s and language’s words', async () => {
    for (const [lang, locale, country, said] of [
      ['es', 'es-PE', 'PE', 'Cerrado ahora: abre el martes, 1 de diciembre a las 12:00'],
      ['en', 'en', 'CO', 'Closed now: opens on Tuesday, December 1 at 12:00'],
      ['pt', 'pt', 'BR', 'Fechada agora: abre em terça-feira, 1 de dezembro às 12:00'],
    ] as const) {
      await loadTexts(lang);
      await i18n.changeLanguage(locale);
      await renderTakeAway(lang, country);
      expect(screen.getAllByTestId('branch-closed-now')[0]?.textContent).toBe(said);
      cleanup();
    }
  });
});

describe('the take-away selector as the server renders it', () => {
  it('names the closed branches in their links, as the browser then shows them without asking again', async () => {
    const { html, scope, asked } = await servedTakeAway();
    expect(asked).toHaveBeenCalledTimes(3);
    expect(html).toMatch(
      /La Brasa Usaquén<\/span><span class="ld-branch__address">Calle 4<\/span><span class="ld-branch__closed" data-testid="branch-closed-now">Cerrada ahora: abre el martes, 1 de diciembre a las 12:00<\/span>/,
    );
    expect(html.match(/data-testid="branch-closed-now"/g)).toHaveLength(2);

    const browser = takeAwayScope('es', 'CO');
    const hydrated = fork({ values: serialize(scope), handlers: [[loadBranchOpeningFx, browser.asked]] });
    render(page(hydrated));
    expect(screen.getAllByTestId('branch-closed-now')).toHaveLength(2);
    await act(() => allSettled(hydrated));
    expect(browser.asked).not.toHaveBeenCalled();
    expect(screen.getAllByTestId('branch-closed-now')).toHaveLength(2);
  });

  it('has no notice when every branch is open', async () => {
    const { html } = await servedTakeAway(async (id) => ({
      supplier_id: id,
      open: true,
      opens_date: null,
      opens_hour: null,
    }));
    expect(html).toContain('La Brasa Usaquén');
    expect(html).not.toContain('branch-closed-now');
  });
});
