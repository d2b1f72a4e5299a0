import { describe, expect, it } from 'vitest';
import { branchChoices, onlyChoice } from './branch-choices.ts';
import { branchOffering } from './branch-offering.testing.ts';

const chapinero = branchOffering('chapinero', {
  label: 'Chapinero',
  service_table: true,
  service_book: true,
  phone: '+57 601 555 0101',
  latitude: 4.6486,
  longitude: -74.0628,
});
const usaquen = branchOffering('usaquen', {
  service_table: true,
  service_take_away: true,
  phone: '',
});
const miraflores = branchOffering('miraflores', {
  service_table: true,
  service_room: true,
});

describe('branchChoices', () => {
  it('on-table lists the branches with the service and opens their on-table menu; room service sets the room', () => {
    const choices = branchChoices('on_table', [chapinero, usaquen, miraflores]);
    expect(choices.map((choice) => choice.action)).toEqual([
      { kind: 'navigate', to: '/chapinero/menu-digital', order: { service: 'on_table', subservice: null } },
      { kind: 'navigate', to: '/usaquen/menu-digital', order: { service: 'on_table', subservice: null } },
      {
        kind: 'navigate',
        to: '/miraflores/service-room',
        order: { service: 'on_table', subservice: 'room' },
      },
    ]);
  });

  it('take-away and book keep only the branches that offer them', () => {
    expect(branchChoices('take_away', [chapinero, usaquen]).map((c) => [c.slug, c.action])).toEqual([
      [
        'usaquen',
        { kind: 'navigate', to: '/usaquen/menu', order: { service: 'take_away', subservice: null } },
      ],
    ]);
    expect(branchChoices('book', [chapinero, usaquen]).map((c) => [c.slug, c.action])).toEqual([
      [
        'chapinero',
        { kind: 'navigate', to: '/chapinero/reservar', order: { service: 'book', subservice: null } },
      ],
    ]);
  });

  it('the branches list and the no-service list offer every branch’s Home, the list with a maps search', () => {
    const offices = branchChoices('offices', [chapinero, usaquen]);
    expect(offices.map((c) => c.action)).toEqual([
      { kind: 'navigate', to: '/chapinero', order: null },
      { kind: 'navigate', to: '/usaquen', order: null },
    ]);
    expect(offices[0]?.mapHref).toBe('https://www.google.com/maps/search/?api=1&query=4.6486,-74.0628');
    expect(offices[1]?.mapHref).toBeNull();
    expect(branchChoices('without_service', [chapinero]).map((c) => c.mapHref)).toEqual([null]);
  });

  it('the contact list opens WhatsApp for the branches with a phone', () => {
    expect(branchChoices('whatsapp', [chapinero, usaquen]).map((c) => c.action)).toEqual([
      { kind: 'external', href: 'https://wa.me/576015550101' },
    ]);
  });
});

describe('onlyChoice', () => {
  it('skips the selector only for one in-app choice', () => {
    expect(onlyChoice(branchChoices('book', [chapinero, usaquen]))?.slug).toBe('chapinero');
    expect(onlyChoice(branchChoices('on_table', [chapinero, usaquen]))).toBeNull();
    expect(onlyChoice(branchChoices('whatsapp', [chapinero]))).toBeNull();
    expect(onlyChoice([])).toBeNull();
  });
});
