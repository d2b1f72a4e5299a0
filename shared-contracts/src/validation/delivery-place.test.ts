import { describe, expect, it } from 'vitest';
import { DELIVERY_PLACE_MAX, deliveryPlaceSchema } from '../schemas/delivery-order.ts';
import { deliveryPlaceErrors } from './delivery-place.ts';

const STREET = 'Calle 63 # 9-20';
const FAMILY = '👨‍👩‍👧‍👦'; // eleven UTF-16 units, one character
const TREE = '🌳'; // two UTF-16 units
const place = { latitude: 4.65, longitude: -74.06 };
/** Whether the API's schema takes the place as the form would send it. */
const apiTakes = (address: string, reference: string) =>
  deliveryPlaceSchema.safeParse({ ...place, address, reference }).success;

describe('deliveryPlaceErrors', () => {
  it('takes a reference of two characters, as the API does', () => {
    expect(deliveryPlaceErrors({ address: STREET, reference: 'Ok' })).toEqual({});
    expect(deliveryPlaceErrors({ address: STREET, reference: `${TREE}${TREE}` })).toEqual({});
    expect(apiTakes(STREET, 'Ok')).toBe(true);
    expect(apiTakes(STREET, `${TREE}${TREE}`)).toBe(true);
  });

  it('counts the reference as a person sees it: one emoji of many units is still too short', () => {
    expect(deliveryPlaceErrors({ address: STREET, reference: FAMILY })).toEqual({ reference: 'reference' });
    expect(deliveryPlaceErrors({ address: STREET, reference: ' a ' })).toEqual({ reference: 'reference' });
    expect(apiTakes(STREET, FAMILY)).toBe(false);
  });

  it('takes an emoji-heavy reference up to the API limit and says when it is longer', () => {
    const longest = FAMILY.repeat(DELIVERY_PLACE_MAX);
    expect(deliveryPlaceErrors({ address: STREET, reference: longest })).toEqual({});
    expect(apiTakes(STREET, longest)).toBe(true);
    const over = `${longest}${TREE}`;
    expect(deliveryPlaceErrors({ address: STREET, reference: over })).toEqual({ reference: 'tooLong' });
    expect(apiTakes(STREET, over)).toBe(false);
  });

  it('needs a full street address, no longer than the API keeps', () => {
    expect(deliveryPlaceErrors({ address: 'Chapinero', reference: 'Portería' })).toEqual({
      address: 'fullAddress',
    });
    const longest = `${STREET} ${TREE.repeat(DELIVERY_PLACE_MAX - STREET.length - 1)}`;
    expect(deliveryPlaceErrors({ address: longest, reference: 'Portería' })).toEqual({});
    expect(apiTakes(longest, 'Portería')).toBe(true);
    expect(deliveryPlaceErrors({ address: `${longest}${TREE}`, reference: 'Portería' })).toEqual({
      address: 'tooLong',
    });
  });

  it('asks the street apart from what is sent with it, and the whole of it to fit', () => {
    const sent = (extra: string) => `${STREET}, ${extra}`;
    expect(deliveryPlaceErrors({ street: 'Chapinero', address: sent('Chapinero'), reference: 'Ok' })).toEqual(
      {
        address: 'fullAddress',
      },
    );
    expect(deliveryPlaceErrors({ street: STREET, address: sent('Torre 2'), reference: 'Ok' })).toEqual({});
    const tooMuch = sent(TREE.repeat(DELIVERY_PLACE_MAX));
    expect(deliveryPlaceErrors({ street: STREET, address: tooMuch, reference: 'Ok' })).toEqual({
      address: 'tooLong',
    });
  });

  it('never passes what the API refuses, nor refuses what it takes', () => {
    const texts = ['', ' ', 'a', 'ab', FAMILY, `${FAMILY}${FAMILY}`, 'Portería', STREET, `a 1${FAMILY}`];
    for (const address of [STREET, `a 1${FAMILY}`, `${STREET} ${FAMILY.repeat(190)}`]) {
      for (const reference of texts) {
        const errors = deliveryPlaceErrors({ address, reference });
        expect(Object.keys(errors).length === 0, `${address} / ${reference}`).toBe(
          apiTakes(address, reference),
        );
      }
    }
  });
});
