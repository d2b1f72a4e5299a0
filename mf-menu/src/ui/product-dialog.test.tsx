import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $profile,
  i18n,
  loadBranchFx,
  loadMenuFx,
  loadTexts,
  registerCommonTranslations,
  type Menu,
} from 'shared-contracts';
import { makeProduct, makeProfile, makeSupplier } from 'shared-contracts/testing';
import '../i18n.ts';
import { pageOpened } from '../model/menu-page.ts';
import { checkAgeFx, productOpened } from '../model/product-dialog.ts';
import { adiciones, termino } from '../model/table-test-data.ts';
import { ProductDialog } from './product-dialog.tsx';

registerCommonTranslations();
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('es');
});

const beer = makeProduct({ id: 36, label: 'Cerveza Victoria', price: 4500, alcoholic: true });
const churrasco = makeProduct({
  id: 7,
  label: 'Churrasco 400 g',
  price: 45000,
  options: [termino, adiciones],
});
const menu: Menu = {
  supplier_id: 3,
  categories: [{ slug: 'platos-fuertes', label: 'Platos', subcategories: [] }],
  products: [churrasco, beer],
};

/** A card's button, as the menu has it: the dialog's focus comes back to it when it closes. */
function Opener({ product }: { product: typeof beer }) {
  const open = useUnit(productOpened);
  return (
    <button type="button" onClick={() => open(product)}>
      Abrir
    </button>
  );
}

/** The Menu page of branch 3 (adds go to the cart), its dialog opened from a card's button. */
async function openDialog(product: typeof beer, ofAge = true): Promise<Scope> {
  const scope = fork({
    values: [[$profile, makeProfile()]],
    handlers: [
      [loadMenuFx, async () => menu],
      [loadBranchFx, async (slug: string) => makeSupplier({ id: 3, slug })],
      [checkAgeFx, vi.fn(async () => ({ of_age: ofAge, legal_age: 18 }))],
    ],
  });
  await allSettled(pageOpened, { scope, params: 'chapinero' });
  render(
    <Provider value={scope}>
      <Opener product={product} />
      <ProductDialog currency="COP" />
    </Provider>,
  );
  const opener = screen.getByRole('button', { name: 'Abrir' });
  opener.focus();
  fireEvent.click(opener);
  return scope;
}

async function answerAge(birthday: string) {
  fireEvent.change(screen.getByLabelText('Fecha de nacimiento'), { target: { value: birthday } });
  fireEvent.click(screen.getByLabelText('Confirmo que soy mayor de edad'));
  fireEvent.click(screen.getByRole('button', { name: 'Confirmar edad' }));
  await waitFor(() => expect(screen.queryByTestId('age-form')).toBeNull());
}

describe('the age form in the product dialog', () => {
  it('takes the focus to its question as it replaces the add, and back to the product once answered', async () => {
    await openDialog(beer, false);
    const title = screen.getByRole('heading', { level: 2, name: 'Cerveza Victoria' });
    expect(document.activeElement).toBe(title);

    fireEvent.click(screen.getByRole('button', { name: /^Agregar al carrito/ }));
    const question = screen.getByRole('heading', { level: 3, name: '¿Eres mayor de edad?' });
    expect(document.activeElement).toBe(question);
    // The question comes before the form it asks, so reading on from it reads the form.
    expect(question.compareDocumentPosition(screen.getByTestId('age-form'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );

    // A minor's answer: the add stays, disabled with its reason, and the focus is back on the product.
    await answerAge('2015-05-01');
    expect(document.activeElement).toBe(title);
    expect(screen.getByRole('alert').textContent).toBe(
      'Las bebidas con alcohol solo se venden a mayores de edad.',
    );
  });

  it("closes with the add once the diner is of age, giving the focus back to the card's button", async () => {
    await openDialog(beer);
    fireEvent.click(screen.getByRole('button', { name: /^Agregar al carrito/ }));
    await answerAge('1990-05-01');
    expect(screen.queryByTestId('product-dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Abrir' }));
  });
});

describe('an option group at its maximum', () => {
  const limit = () => screen.getByTestId('choice-limit');
  const choice = (name: RegExp) => screen.getByRole<HTMLInputElement>('checkbox', { name });

  it('says politely how many it takes once full, and again at each refused tap', async () => {
    await openDialog(churrasco);
    expect(limit().getAttribute('role')).toBe('status');
    expect(limit().textContent).toBe('');

    fireEvent.click(choice(/^Chorizo/));
    expect(limit().textContent).toBe('');
    fireEvent.click(choice(/^Huevo/));
    expect(limit().textContent).toBe('Puedes elegir hasta 2 en «Adiciones»: quita una para elegir otra.');

    const said = limit().firstElementChild;
    fireEvent.click(choice(/^Aguacate/));
    expect(choice(/^Aguacate/).checked).toBe(false);
    expect(limit().textContent).toBe('Puedes elegir hasta 2 en «Adiciones»: quita una para elegir otra.');
    // A new text node in the live region, so a screen reader says it again.
    expect(limit().firstElementChild).not.toBe(said);

    // With one taken out, there is nothing to say.
    fireEvent.click(choice(/^Huevo/));
    expect(limit().textContent).toBe('');
  });

  it('says it in English and Portuguese', async () => {
    for (const [lang, said] of [
      ['en', 'You can choose up to 2 in “Adiciones”: remove one to choose another.'],
      ['pt', 'Você pode escolher até 2 em “Adiciones”: tire uma para escolher outra.'],
    ] as const) {
      await loadTexts(lang);
      await act(() => i18n.changeLanguage(lang));
      await openDialog(churrasco);
      fireEvent.click(screen.getByRole('checkbox', { name: /^Chorizo/ }));
      fireEvent.click(screen.getByRole('checkbox', { name: /^Huevo/ }));
      expect(limit().textContent).toBe(said);
      cleanup();
    }
  });
});
