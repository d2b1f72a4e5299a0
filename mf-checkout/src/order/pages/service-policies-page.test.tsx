import { cleanup, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import {
  i18n,
  loadBranchFx,
  loadTexts,
  paymentMethodsFx,
  registerCommonTranslations,
  type Supplier,
} from 'shared-contracts';
import { makeSupplier } from 'shared-contracts/testing';
import '../../pay-i18n.ts';
import { ServicePoliciesPage } from './service-policies-page.tsx';

registerCommonTranslations();
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('es');
});

async function renderPolicies(services: Pick<Supplier, 'service_table' | 'service_room'>) {
  const scope = fork({
    handlers: [
      [loadBranchFx, async (slug: string) => makeSupplier({ slug, ...services })],
      [
        paymentMethodsFx,
        async () => ({
          payment_methods: [{ method: 'card' as const, online: true }],
          currency: 'PEN' as const,
          minimum_order_minor: 0,
          service_fee_label: false,
          impoconsumo_label: false,
        }),
      ],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/miraflores/politicas-servicio']}>
        <Routes>
          <Route path="/:supplier/politicas-servicio" element={<ServicePoliciesPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  await allSettled(scope);
  return screen.getByTestId('policies-page').textContent ?? '';
}

describe('the service policies, the split rule', () => {
  it("names a room's bill where the branch has room service, in each language", async () => {
    for (const [lang, said] of [
      ['es', 'La cuenta de una mesa o de una habitación puede dividirse'],
      ['en', "A table's or a room's bill can be split"],
      ['pt', 'A conta de uma mesa ou de um quarto pode ser dividida'],
    ] as const) {
      await loadTexts(lang);
      await i18n.changeLanguage(lang);
      expect(await renderPolicies({ service_table: true, service_room: true })).toContain(said);
      cleanup();
    }
    await i18n.changeLanguage('es');
    expect(await renderPolicies({ service_table: false, service_room: true })).toContain(
      'La cuenta de una habitación puede dividirse',
    );
  });

  it("names only a table's bill where there is no room service", async () => {
    expect(await renderPolicies({ service_table: true, service_room: false })).toContain(
      'La cuenta de una mesa puede dividirse',
    );
  });
});
