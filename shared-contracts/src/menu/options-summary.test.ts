import { describe, expect, it } from 'vitest';
import { optionsSummary } from './options-summary.ts';

describe('optionsSummary', () => {
  it('lists the chosen choices in order, with the extra price of those that cost more', () => {
    const options = [
      { slug: 'termino', label: 'Término', choices: [{ slug: 'medio', label: 'Medio', price: 0 }] },
      {
        slug: 'adiciones',
        label: 'Adiciones',
        choices: [
          { slug: 'huevo', label: 'Huevo frito', price: 3000 },
          { slug: 'chorizo', label: 'Chorizo', price: 6000 },
        ],
      },
    ];
    expect(optionsSummary(options, 'COP').replace(/\s/g, ' ')).toBe(
      'Medio, Huevo frito (+$ 3.000), Chorizo (+$ 6.000)',
    );
    expect(optionsSummary([], 'COP')).toBe('');
  });
});
