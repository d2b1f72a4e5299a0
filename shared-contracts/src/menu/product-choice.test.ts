import { describe, expect, it } from 'vitest';
import type { ProductOption } from '../schemas/menu.ts';
import { makeProduct } from '../testing/instance-config.ts';
import { choiceProblem, chosenOptions, toChosenOptions, toggleChoice, unitPrice } from './product-choice.ts';

const termino: ProductOption = {
  slug: 'termino',
  label: 'Término',
  required: true,
  min: 1,
  max: 1,
  choices: [
    { slug: 'medio', label: 'Medio', price: 0 },
    { slug: 'bien', label: 'Bien asado', price: 0 },
  ],
};
const adiciones: ProductOption = {
  slug: 'adiciones',
  label: 'Adiciones',
  required: false,
  min: 0,
  max: 2,
  choices: [
    { slug: 'chorizo', label: 'Chorizo', price: 6000 },
    { slug: 'huevo', label: 'Huevo', price: 3000 },
    { slug: 'aguacate', label: 'Aguacate', price: 4000 },
  ],
};

const churrasco = makeProduct({ id: 7, price: 45000, options: [termino, adiciones] });

describe('toggleChoice', () => {
  it('replaces the pick in a one-choice group and toggles in a fuller one up to its max', () => {
    expect(toggleChoice(termino, ['medio'], 'bien')).toEqual(['bien']);
    expect(toggleChoice(adiciones, ['chorizo'], 'huevo')).toEqual(['chorizo', 'huevo']);
    expect(toggleChoice(adiciones, ['chorizo', 'huevo'], 'aguacate')).toEqual(['chorizo', 'huevo']);
    expect(toggleChoice(adiciones, ['chorizo', 'huevo'], 'chorizo')).toEqual(['huevo']);
  });
});

describe('choiceProblem', () => {
  it('names the required group until it is chosen', () => {
    expect(choiceProblem(churrasco, {}, 1)).toEqual({ key: 'choice.problem.required', group: 'Término' });
    expect(choiceProblem(churrasco, { termino: ['medio'] }, 1)).toBeNull();
  });

  it('asks for the group minimum and refuses more than its maximum', () => {
    const sauces = { ...adiciones, required: false, min: 2, max: 2 };
    const product = makeProduct({ options: [sauces] });
    expect(choiceProblem(product, { adiciones: ['huevo'] }, 1)).toEqual({
      key: 'choice.problem.atLeast',
      group: 'Adiciones',
      count: 2,
    });
    expect(choiceProblem(product, { adiciones: ['huevo', 'chorizo', 'aguacate'] }, 1)).toEqual({
      key: 'choice.problem.atMost',
      group: 'Adiciones',
      count: 2,
    });
  });

  it('refuses more units than the stock, naming the largest possible quantity', () => {
    const postre = makeProduct({ stock: 3 });
    expect(choiceProblem(postre, {}, 3)).toBeNull();
    expect(choiceProblem(postre, {}, 4)).toEqual({ key: 'choice.problem.stock', max: 3 });
  });

  it('refuses unavailable and sold-out products', () => {
    expect(choiceProblem(makeProduct({ available: false }), {}, 1)).toEqual({
      key: 'choice.problem.unavailable',
    });
    expect(choiceProblem(makeProduct({ stock: 0 }), {}, 1)).toEqual({ key: 'choice.problem.unavailable' });
  });
});

describe('unitPrice and toChosenOptions', () => {
  it('adds the extras to the promo price and sends only picked groups', () => {
    const choices = { termino: ['medio'], adiciones: ['chorizo', 'huevo'] };
    expect(unitPrice(churrasco, choices)).toBe(54000);
    expect(unitPrice({ ...churrasco, promo: 40000 }, choices)).toBe(49000);
    expect(toChosenOptions({ ...choices, empty: [] })).toEqual([
      { slug: 'termino', choices: ['medio'] },
      { slug: 'adiciones', choices: ['chorizo', 'huevo'] },
    ]);
  });
});

describe('chosenOptions', () => {
  it("keeps the cart line's groups in menu order with labels and extra prices, nothing unknown", () => {
    expect(
      chosenOptions(churrasco, { adiciones: ['huevo', 'nope'], termino: ['bien'], other: ['x'] }),
    ).toEqual([
      { slug: 'termino', label: 'Término', choices: [{ slug: 'bien', label: 'Bien asado', price: 0 }] },
      { slug: 'adiciones', label: 'Adiciones', choices: [{ slug: 'huevo', label: 'Huevo', price: 3000 }] },
    ]);
    expect(chosenOptions(churrasco, {})).toEqual([]);
  });
});
