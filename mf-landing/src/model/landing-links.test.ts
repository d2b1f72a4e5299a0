import { describe, expect, it } from 'vitest';
import type { InstanceConfig } from 'shared-contracts';
import { branchOffering as supplier } from './branch-offering.testing.ts';
import { directOnTableLink, landingLinks, linkLabel, orderLinks } from './landing-links.ts';

const labels: InstanceConfig['labels_buttons'] = {
  delivery: 'Domicilio',
  take_away: 'Recoger',
  on_table: 'En mesa',
  book: 'Reservar',
};

const link = (url: string, label = '', label_custom = '', target: '_blank' | '_self' = '_self') => ({
  url,
  label,
  label_custom,
  target,
});

describe('orderLinks', () => {
  it('puts service links first and keeps the configured order within each group', () => {
    const ordered = orderLinks([
      link('https://a.example'),
      link('service_delivery'),
      link('https://b.example'),
      link('service_book'),
    ]);
    expect(ordered.map((l) => l.url)).toEqual([
      'service_delivery',
      'service_book',
      'https://a.example',
      'https://b.example',
    ]);
  });
});

describe('linkLabel', () => {
  it('label_custom wins, then the label, then the instance’s button label, else nothing', () => {
    expect(linkLabel(link('service_book', 'Reservar', 'Reserva tu mesa'), labels)).toBe('Reserva tu mesa');
    expect(linkLabel(link('service_book', 'Reservar', '  '), labels)).toBe('Reservar');
    expect(linkLabel(link('service_take_away'), labels)).toBe('Recoger');
    expect(linkLabel(link('service_schedule'), labels)).toBe('Domicilio');
    expect(linkLabel(link('service_table'), { ...labels, on_table: '' })).toBe('');
    expect(linkLabel(link('https://x.example'), labels)).toBe('');
  });
});

describe('linkLabel in another language than the instance’s', () => {
  it('leaves a service button to its translated name: the operator wrote its labels in the instance’s', () => {
    expect(linkLabel(link('service_book', 'Reservar', 'Reserva tu mesa'), labels, false)).toBe('');
    expect(linkLabel(link('service_take_away'), labels, false)).toBe('');
    // An external link has no translation: its label stays.
    expect(linkLabel(link('https://x.example', 'Carta en PDF'), labels, false)).toBe('Carta en PDF');
  });

  it('landingLinks labels the service buttons for the page’s language', () => {
    const config = {
      labels_buttons: labels,
      suppliers: [supplier('centro', { service_book: true })],
      linktree: [link('service_book', 'Reservar', 'Reserva tu mesa'), link('https://x.example', 'Fotos')],
    };
    expect(landingLinks(config).map((l) => l.label)).toEqual(['Reserva tu mesa', 'Fotos']);
    expect(landingLinks(config, false).map((l) => l.label)).toEqual(['', 'Fotos']);
  });
});

describe('landingLinks', () => {
  const suppliers = [
    supplier('norte', { service_delivery: true, service_table: true }),
    supplier('centro', {
      service_table: true,
      service_book: true,
      service_take_away: true,
      service_delivery: true,
    }),
  ];

  it('sends on-table to its selector when several branches offer it, else straight to the one branch', () => {
    const links = landingLinks({
      labels_buttons: labels,
      suppliers,
      linktree: [link('service_table'), link('service_book'), link('service_take_away')],
    });
    expect(links.map((l) => l.action)).toEqual([
      { kind: 'navigate', to: '/branch-to-on-table', order: { service: 'on_table', subservice: null } },
      { kind: 'navigate', to: '/centro/reservar', order: { service: 'book', subservice: null } },
      { kind: 'navigate', to: '/centro/menu', order: { service: 'take_away', subservice: null } },
    ]);
    const both = [...suppliers, supplier('sur', { service_book: true, service_take_away: true })];
    const selectors = landingLinks({
      labels_buttons: labels,
      suppliers: both,
      linktree: [link('service_book'), link('service_take_away')],
    });
    expect(selectors.map((l) => l.action.kind === 'navigate' && l.action.to)).toEqual([
      '/branch-to-book',
      '/branch-to-take-away',
    ]);
  });

  it('room service: the one branch’s room-service route (/{supplier}/service-room) with the room subservice', () => {
    const [room] = landingLinks({
      labels_buttons: labels,
      suppliers: [supplier('miraflores', { service_table: true, service_room: true })],
      linktree: [link('service_table')],
    });
    expect(room?.action).toEqual({
      kind: 'navigate',
      to: '/miraflores/service-room',
      order: { service: 'on_table', subservice: 'room' },
    });
  });

  it('delivery and schedule are decided on the landing, with the one delivering branch when there is one', () => {
    const links = landingLinks({
      labels_buttons: labels,
      suppliers: [...suppliers, supplier('sur', { service_schedule: true })],
      linktree: [link('service_delivery'), link('service_schedule')],
    });
    expect(links.map((l) => l.action)).toEqual([
      { kind: 'delivery', order: { service: 'delivery', subservice: null }, branch: null },
      { kind: 'delivery', order: { service: 'delivery', subservice: 'schedule' }, branch: 'sur' },
    ]);
  });

  it('external links keep their tab; a service no branch offers is unavailable', () => {
    const links = landingLinks({
      labels_buttons: labels,
      suppliers: [supplier('norte', {})],
      linktree: [
        link('service_book'),
        link('https://x.example/a', 'X', '', '_blank'),
        link('https://y.example/'),
      ],
    });
    expect(links.map((l) => l.action)).toEqual([
      { kind: 'unavailable' },
      { kind: 'external', href: 'https://x.example/a', target: '_blank' },
      { kind: 'external', href: 'https://y.example/', target: '_self' },
    ]);
  });

  it('a service whose part of the site is switched off is unavailable; the others still go', () => {
    const remote = (name: 'booking' | 'menu', enabled: boolean) => ({
      name,
      enabled,
      entry: '',
      release: null,
    });
    const links = landingLinks({
      labels_buttons: labels,
      suppliers: [supplier('norte', { service_book: true, service_table: true })],
      linktree: [link('service_book'), link('service_table')],
      remotes: [remote('booking', false), remote('menu', true)],
    });
    expect(links.map((l) => l.action.kind)).toEqual(['unavailable', 'navigate']);
  });

  it('a javascript: or other non-web link is never a link', () => {
    const links = landingLinks({
      labels_buttons: labels,
      suppliers,
      linktree: [link('javascript:alert(1)', 'Hi'), link('data:text/html,x'), link('/relative')],
    });
    expect(links.map((l) => l.action.kind)).toEqual(['unavailable', 'unavailable', 'unavailable']);
  });

  it('goes straight to on-table only when it is the single link', () => {
    const single = landingLinks({ labels_buttons: labels, suppliers, linktree: [link('service_table')] });
    expect(directOnTableLink(single)?.service).toBe('service_table');
    const two = landingLinks({
      labels_buttons: labels,
      suppliers,
      linktree: [link('service_table'), link('service_book')],
    });
    expect(directOnTableLink(two)).toBeNull();
  });
});
