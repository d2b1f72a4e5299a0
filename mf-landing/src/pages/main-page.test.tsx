import { cleanup, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { $instance, $lang, i18n, loadTexts, type InstanceConfig, type Lang } from 'shared-contracts';
import { makeInstanceConfig, makeSupplierSummary } from 'shared-contracts/testing';
import '../i18n.ts';
import { spinnerDelayFx } from '../model/main-page.ts';
import { MainPage } from './main-page.tsx';

afterEach(cleanup);

async function renderLanding(config: InstanceConfig, lang: Lang = 'es') {
  const scope = fork({
    values: [
      [$instance, config],
      [$lang, lang],
    ],
    handlers: [[spinnerDelayFx, async () => undefined]],
  });
  const view = render(
    <Provider value={scope}>
      <MemoryRouter>
        <MainPage />
      </MemoryRouter>
    </Provider>,
  );
  await act(() => allSettled(scope));
  return view;
}

const link = (url: string, label: string, target: '_blank' | '_self' = '_self') => ({
  url,
  label,
  label_custom: '',
  target,
});

describe('MainPage', () => {
  it("names the service buttons in the diner's language; the operator's labels in the instance's own", async () => {
    const config = makeInstanceConfig({
      language: 'es',
      langs: ['es', 'en'],
      suppliers: [makeSupplierSummary({ slug: 'centro', service_book: true, service_take_away: true })],
      linktree: [
        { url: 'service_book', label: 'Reservar', label_custom: 'Reserva tu mesa', target: '_self' },
        link('service_take_away', 'Para llevar'),
        link('https://a.example/fotos', 'Nuestras fotos', '_blank'),
      ],
    });
    await renderLanding(config);
    expect(screen.getByRole('link', { name: 'Reserva tu mesa' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Para llevar' })).toBeTruthy();
    cleanup();

    // As the page switches: the English texts come first.
    await loadTexts('en');
    await i18n.changeLanguage('en');
    try {
      await renderLanding(config, 'en');
      expect(screen.getByRole('link', { name: 'Book a table' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Take away' })).toBeTruthy();
      expect(screen.queryByText('Reserva tu mesa')).toBeNull();
      // An external link's label has no translation: it stays as the operator wrote it.
      expect(screen.getByRole('link', { name: /Nuestras fotos/ })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('es');
    }
  });

  it('an instance with no links, socials or logo still shows its name and says there is nothing yet', async () => {
    const { container } = await renderLanding(makeInstanceConfig({ name: 'Sin Nada', linktree: [] }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sin Nada' })).toBeTruthy();
    expect(screen.getByText('Pronto tendremos más por aquí.')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Síguenos' })).toBeNull();
  });

  it('hostile labels are text and non-web links are disabled buttons, never links', async () => {
    const { container } = await renderLanding(
      makeInstanceConfig({
        name: '<b>Zona</b>',
        suppliers: [makeSupplierSummary({ slug: 'centro' })],
        linktree: [
          link('javascript:alert(1)', '<img src=x onerror=alert(1)>'),
          link('https://a.example/carta', '<i>Carta</i>', '_blank'),
        ],
        socialmedia: { facebook: 'javascript:alert(1)' },
      }),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('<b>Zona</b>');
    const disabled = screen.getByRole('button', { name: /<img src=x onerror=alert\(1\)>/ });
    expect(disabled.hasAttribute('disabled')).toBe(true);
    const carta = screen.getByRole('link', { name: /<i>Carta<\/i>/ });
    expect([carta.getAttribute('target'), carta.getAttribute('rel')]).toEqual([
      '_blank',
      'noopener noreferrer',
    ]);
    expect(container.querySelectorAll('a[href^="javascript"], img[src="x"], b, i')).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Síguenos' })).toBeNull();
  });

  it('the contact and branches buttons follow the instance’s flags', async () => {
    await renderLanding(
      makeInstanceConfig({
        suppliers: [makeSupplierSummary()],
        show_branches_button: true,
        flags: { contact_button: true, service_fee_label: false, impoconsumo_label: false },
      }),
    );
    expect(screen.getByRole('link', { name: 'Nuestras sedes' }).getAttribute('href')).toBe('/branch-offices');
    expect(screen.getByRole('link', { name: 'Contáctanos' }).getAttribute('href')).toBe('/branch-whatsapp');
    cleanup();
    await renderLanding(makeInstanceConfig({ suppliers: [makeSupplierSummary()] }));
    expect(screen.queryByRole('link', { name: 'Nuestras sedes' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Contáctanos' })).toBeNull();
  });
});
