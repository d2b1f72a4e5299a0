import { describe, expect, it } from 'vitest';
import { DELIVERY_PLACE_MAX, EMPTY_DELIVERY_DETAILS as EMPTY_DETAILS } from 'shared-contracts';
import { deliveryPlaceSchema } from 'shared-contracts/schemas';
import { deliveryErrors } from './delivery-form.ts';

const FAMILY = '👨‍👩‍👧‍👦'; // eleven UTF-16 units, one character

describe('deliveryErrors', () => {
  it('take-away asks no place; delivery needs the full address and a reference, each with its message', () => {
    expect(deliveryErrors(EMPTY_DETAILS, 'take_away')).toEqual({});
    expect(deliveryErrors(EMPTY_DETAILS, 'delivery')).toEqual({
      address: 'fullAddress',
      reference: 'reference',
    });
    expect(
      deliveryErrors(
        { ...EMPTY_DETAILS, address: 'Torre 2, Carrera 13 # 63-20', reference: 'Portería' },
        'delivery',
      ),
    ).toEqual({});
  });

  it('a scheduled delivery needs its date and hour; a long comment is refused', () => {
    const place = { ...EMPTY_DETAILS, address: 'Carrera 13 # 63-20', reference: 'Portería' };
    expect(deliveryErrors(place, 'schedule')).toEqual({ date: 'date', hour: 'hour' });
    // Characters as a person sees them: 500 emoji are a comment the API keeps.
    expect(deliveryErrors({ ...place, comment: '🌮'.repeat(500) }, 'delivery')).toEqual({});
    expect(deliveryErrors({ ...place, comment: 'x'.repeat(501) }, 'delivery')).toEqual({
      comment: 'tooLong',
    });
  });

  it('takes a reference of two characters, as the API does, and counts what a person sees', () => {
    const place = { ...EMPTY_DETAILS, address: 'Carrera 13 # 63-20' };
    const apiTakes = (reference: string) =>
      deliveryPlaceSchema.safeParse({ latitude: 4.65, longitude: -74.06, address: place.address, reference })
        .success;
    for (const reference of ['Ok', '🌳🏠']) {
      expect(deliveryErrors({ ...place, reference }, 'delivery')).toEqual({});
      expect(apiTakes(reference)).toBe(true);
    }
    // One family emoji is eleven UTF-16 units: the API counts one character, too short.
    expect(deliveryErrors({ ...place, reference: FAMILY }, 'delivery')).toEqual({ reference: 'reference' });
    expect(apiTakes(FAMILY)).toBe(false);
  });

  it('takes an emoji-heavy reference up to the API limit and says when it is longer', () => {
    const place = { ...EMPTY_DETAILS, address: 'Carrera 13 # 63-20' };
    expect(deliveryErrors({ ...place, reference: FAMILY.repeat(DELIVERY_PLACE_MAX) }, 'delivery')).toEqual(
      {},
    );
    expect(
      deliveryErrors({ ...place, reference: FAMILY.repeat(DELIVERY_PLACE_MAX + 1) }, 'delivery'),
    ).toEqual({
      reference: 'tooLong',
    });
  });
});
