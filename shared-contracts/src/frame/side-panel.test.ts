import { describe, expect, it } from 'vitest';
import { makeSupplierSummary } from '../testing/instance-config.ts';
import {
  choiceOfOrder,
  hasServiceChoice,
  mapsSearchUrl,
  offeredServices,
  orderOfChoice,
  socialLinks,
} from './side-panel.ts';

const none = {
  service_delivery: false,
  service_take_away: false,
  service_table: false,
  service_book: false,
  service_schedule: false,
  service_room: false,
};

describe('side panel rules', () => {
  it('lists the services a branch offers in one order, and a toggle only for more than one', () => {
    const two = makeSupplierSummary({
      ...none,
      service_book: true,
      service_delivery: true,
      count_services: 2,
    });
    expect(offeredServices(two)).toEqual(['delivery', 'book']);
    expect(hasServiceChoice(two)).toBe(true);
    const one = makeSupplierSummary({ ...none, service_table: true, count_services: 1 });
    expect(offeredServices(one)).toEqual(['on_table']);
    expect(hasServiceChoice(one)).toBe(false);
  });

  it('maps room and schedule to their service and subservice, and back', () => {
    expect(orderOfChoice('room')).toEqual({ service: 'on_table', subservice: 'room' });
    expect(orderOfChoice('schedule')).toEqual({ service: 'delivery', subservice: 'schedule' });
    expect(orderOfChoice('take_away')).toEqual({ service: 'take_away', subservice: null });
    expect(choiceOfOrder({ service: 'delivery', subservice: 'schedule' })).toBe('schedule');
    expect(choiceOfOrder({ service: null, subservice: null })).toBeNull();
  });

  it('searches the branch on a map by latitude and longitude', () => {
    expect(mapsSearchUrl({ latitude: 4.65, longitude: -74.06 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=4.65%2C-74.06',
    );
  });

  it('keeps only set web links, in the fixed network order', () => {
    expect(
      socialLinks({
        tiktok: 'https://tiktok.example/x',
        facebook: 'https://facebook.example/x',
        instagram: '',
        twitter: 'javascript:alert(1)',
        myspace: 'https://myspace.example',
      }),
    ).toEqual([
      { network: 'facebook', href: 'https://facebook.example/x' },
      { network: 'tiktok', href: 'https://tiktok.example/x' },
    ]);
  });
});
