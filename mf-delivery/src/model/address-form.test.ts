import { describe, expect, it } from 'vitest';
import { DELIVERY_PLACE_MAX } from 'shared-contracts';
import { addressErrors, deliveryAddressText, EMPTY_ADDRESS, searchText } from './address-form.ts';

const FAMILY = '👨‍👩‍👧‍👦'; // eleven UTF-16 units, one character
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
  });

  it('takes a reference of two characters, as the API does, counting what a person sees', () => {
    expect(addressErrors({ ...full, reference: 'Ok' })).toEqual({});
    expect(addressErrors({ ...full, reference: '🌳🏠' })).toEqual({});
    // One joined family is eleven UTF-16 units but one character: too short for the API.
    expect(addressErrors({ ...full, reference: FAMILY })).toEqual({ reference: 'reference' });
    expect(addressErrors({ ...full, neighbourhood: '🌳🌳' })).toEqual({ neighbourhood: 'neighbourhood' });
  });

  it('takes emoji up to the API limit and says which field is over it', () => {
    expect(addressErrors({ ...full, reference: FAMILY.repeat(DELIVERY_PLACE_MAX) })).toEqual({});
    expect(addressErrors({ ...full, reference: '🌳'.repeat(DELIVERY_PLACE_MAX + 1) })).toEqual({
      reference: 'tooLong',
    });
    // The street, building and neighbourhood go as one address: together they must fit.
    const room = DELIVERY_PLACE_MAX - deliveryAddressText({ ...full, building: '' }).length - 2;
    expect(addressErrors({ ...full, building: FAMILY.repeat(room) })).toEqual({});
    expect(addressErrors({ ...full, building: FAMILY.repeat(room + 1) })).toEqual({
      building: 'placeTooLong',
    });
    expect(addressErrors({ ...full, neighbourhood: 'x'.repeat(DELIVERY_PLACE_MAX) })).toEqual({
      neighbourhood: 'placeTooLong',
    });
  });

  it('searches the street with its neighbourhood and gives the courier every part', () => {
    expect(searchText(full)).toBe('Calle 63 # 9-20, Chapinero cercano');
    expect(deliveryAddressText(full)).toBe('Calle 63 # 9-20, Torre 2 apto 301, Chapinero cercano');
    expect(deliveryAddressText({ ...full, building: ' ' })).toBe('Calle 63 # 9-20, Chapinero cercano');
  });
});
