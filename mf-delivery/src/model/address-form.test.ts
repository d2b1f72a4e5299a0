import { describe, expect, it } from 'vitest';
import { addressErrors, deliveryAddressText, EMPTY_ADDRESS, searchText } from './address-form.ts';

const full = {
  address: 'Calle 63 # 9-20',
  building: 'Torre 2 apto 301',
  neighbourhood: 'Chapinero cercano',
  reference: 'Portería azul',
};

describe('address form rule', () => {
  it('needs the full address, the neighbourhood and a reference; the building is optional', () => {
    expect(addressErrors(EMPTY_ADDRESS)).toEqual({
      address: 'fullAddress',
      neighbourhood: 'neighbourhood',
      reference: 'reference',
    });
    expect(addressErrors({ ...full, address: 'Chapinero' })).toEqual({ address: 'fullAddress' });
    expect(addressErrors({ ...full, address: '63 920' })).toEqual({ address: 'fullAddress' });
    expect(addressErrors({ ...full, reference: ' a ' })).toEqual({ reference: 'reference' });
    expect(addressErrors({ ...full, building: '' })).toEqual({});
    expect(addressErrors({ ...full, building: 'x'.repeat(201) })).toEqual({ building: 'tooLong' });
  });

  it('searches the street with its neighbourhood and gives the courier every part', () => {
    expect(searchText(full)).toBe('Calle 63 # 9-20, Chapinero cercano');
    expect(deliveryAddressText(full)).toBe('Calle 63 # 9-20, Torre 2 apto 301, Chapinero cercano');
    expect(deliveryAddressText({ ...full, building: ' ' })).toBe('Calle 63 # 9-20, Chapinero cercano');
  });
});
