import { describe, expect, it } from 'vitest';
import { EMPTY_DELIVERY_DETAILS as EMPTY_DETAILS } from 'shared-contracts';
import { deliveryErrors } from './delivery-form.ts';

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
});
