import { cleanup, render, screen } from '@testing-library/react';
import { allSettled, fork, serialize, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $instance,
  $lang,
  i18n,
  loadBranchFx,
  loadBranchOpeningFx,
  loadMenuFx,
  loadTexts,
  registerCommonTranslations,
  type BranchOpening,
  type Lang,
} from 'shared-contracts';
import { makeInstanceConfig, makeSupplier, makeSupplierSummary } from 'shared-contracts/testing';
import '../i18n.ts';
import { homeRouteVisited } from '../model/home-opening.ts';
import { HomePage } from '../pages/menu-page.tsx';

registerCommonTranslations();
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('es');
});

/** Usaquén opens no Monday: on a Monday morning it opens next on Tuesday at noon (its own calendar day). */
const closedUntilTuesday: BranchOpening = {
  supplier_id: 4,
  open: false,
  opens_date: '2026-12-01',
  opens_hour: '12:00',
};

function homeScope(lang: Lang, country: string, opening: () => Promise<BranchOpening>) {
  return fork({
    values: [
      [$instance, makeInstanceConfig({ country_code: country })],
      [$lang, lang],
    ],
    handlers: [
      [loadMenuFx, async () => ({ supplier_id: 4, categories: [], products: [] })],
      [
        loadBranchFx,
        async () => makeSupplier({ id: 4, slug: 'usaquen', service_take_away: true, service_delivery: true }),
      ],
      [loadBranchOpeningFx, vi.fn(opening)],
    ],
  });
}

const page = (scope: Scope) => (
  <Provider value={scope}>
    <MemoryRouter initialEntries={['/usaquen']}>
      <Routes>
        <Route path="/:supplier" element={<HomePage />} />
      </Routes>
    </MemoryRouter>
  </Provider>
);

async function renderHome(lang: Lang, country: string, opening = async () => closedUntilTuesday) {
  const scope = homeScope(lang, country, opening);
  render(page(scope));
  await allSettled(scope);
  return scope;
}

describe('Home of a branch closed now', () => {
  it('says when it opens, below its services, which stay there to choose', async () => {
    await renderHome('es', 'CO');
    const notice = screen.getByTestId('home-closed-now');
    expect(notice.textContent).toBe('Cerrada ahora: abre el martes, 1 de diciembre a las 12:00');
    const takeAway = screen.getByTestId('home-service-take_away') as HTMLButtonElement;
    expect(takeAway.disabled).toBe(false);
    expect(screen.getByTestId('home-service-schedule')).toBeTruthy();
    // After every service in the page, so its arrival moves none of them.
    for (const service of screen.getAllByTestId(/^home-service-/)) {
      expect(service.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('says it in each country’s and language’s words', async () => {
    for (const [lang, locale, country, said] of [
      ['es', 'es-PE', 'PE', 'Cerrado ahora: abre el martes, 1 de diciembre a las 12:00'],
      ['es', 'es-CL', 'CL', 'Cerrado ahora: abre el martes, 1 de diciembre a las 12:00'],
      ['en', 'en', 'CO', 'Closed now: opens on Tuesday, December 1 at 12:00'],
      ['pt', 'pt', 'BR', 'Fechada agora: abre em terça-feira, 1 de dezembro às 12:00'],
    ] as const) {
      await loadTexts(lang);
      await i18n.changeLanguage(locale);
      await renderHome(lang, country);
      expect(screen.getByTestId('home-closed-now').textContent).toBe(said);
      cleanup();
    }
  });

  it('says only that it is closed when no day opens it', async () => {
    await renderHome('es', 'CO', async () => ({ ...closedUntilTuesday, opens_date: null, opens_hour: null }));
    expect(screen.getByTestId('home-closed-now').textContent).toBe('Cerrada ahora');
  });

  it('says nothing when it is open, or when the check fails', async () => {
    await renderHome('es', 'CO', async () => ({ ...closedUntilTuesday, open: true }));
    expect(screen.getByTestId('home-service-take_away')).toBeTruthy();
    expect(screen.queryByTestId('home-closed-now')).toBeNull();
    cleanup();
    await renderHome('es', 'CO', async () => {
      throw new Error('offline');
    });
    expect(screen.queryByTestId('home-closed-now')).toBeNull();
  });

  it('is in the page the server renders for a closed branch, and stays put as the page comes to life', async () => {
    const server = servedHome(async () => closedUntilTuesday);
    await allSettled(homeRouteVisited, {
      scope: server.scope,
      params: { params: { supplier: 'usaquen' }, search: '' },
    });
    expect(server.asked).toHaveBeenCalledTimes(1);
    const html = renderToString(page(server.scope));
    expect(html).toMatch(
      /<p class="mn-home__closed" data-testid="home-closed-now">Cerrada ahora: abre el martes, 1 de diciembre a las 12:00<\/p>/,
    );
    // Under the services, before the banners and the address, as the browser shows it.
    expect(html.indexOf('home-service-take_away')).toBeLessThan(html.indexOf('home-closed-now'));
    expect(html.indexOf('home-closed-now')).toBeLessThan(html.indexOf('mn-home-where'));

    // The browser starts from the served state: the notice is there from its first render, and the
    // fresh answer is not asked again as Home opens.
    const browser = servedHome(async () => closedUntilTuesday, serialize(server.scope));
    render(page(browser.scope));
    expect(screen.getByTestId('home-closed-now').textContent).toBe(
      'Cerrada ahora: abre el martes, 1 de diciembre a las 12:00',
    );
    await allSettled(browser.scope);
    expect(browser.asked).not.toHaveBeenCalled();
    expect(screen.getByTestId('home-closed-now')).toBeTruthy();
  });

  it('is not in the page the server renders for an open branch', async () => {
    const open = servedHome(async () => ({ ...closedUntilTuesday, open: true }));
    await allSettled(homeRouteVisited, {
      scope: open.scope,
      params: { params: { supplier: 'usaquen' }, search: '' },
    });
    const html = renderToString(page(open.scope));
    expect(html).toContain('data-testid="home-service-take_away"');
    expect(html).not.toContain('home-closed-now');
  });
});

/** A scope as the shell's server forks it: the instance config (its branches' summaries) and the language. */
function servedHome(opening: () => Promise<BranchOpening>, values?: ReturnType<typeof serialize>) {
  const asked = vi.fn(opening);
  const usaquen = { id: 4, slug: 'usaquen', service_take_away: true, service_delivery: true };
  const scope = fork({
    values: values ?? [
      [$instance, makeInstanceConfig({ suppliers: [makeSupplierSummary(usaquen)] })],
      [$lang, 'es'],
    ],
    handlers: [
      [loadMenuFx, async () => ({ supplier_id: 4, categories: [], products: [] })],
      [loadBranchFx, async () => makeSupplier(usaquen)],
      [loadBranchOpeningFx, asked],
    ],
  });
  return { scope, asked };
}
