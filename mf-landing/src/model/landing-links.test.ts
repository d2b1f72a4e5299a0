import { describe, expect, it } from 'vitest';
import type { InstanceConfig, SupplierSummary } from 'shared-contracts';
import { directOnTableLink, landingLinks, orderLinks } from './landing-links.ts';

const supplier = (slug: string, services: Partial<SupplierSummary>): SupplierSummary => ({
  id: 1,
  slug,
  label: slug,
  city: 'Bogotá',
  address: '',
  latitude: 0,
  longitude: 0,
  service_delivery: false,
  service_take_away: false,
  service_table: false,
  service_book: false,
  service_schedule: false,
  service_room: false,
  count_services: 1,
  ...services,
});

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

describe('landingLinks', () => {
  const suppliers = [
    supplier('norte', { service_delivery: true }),
    supplier('centro', { service_table: true, service_book: true, service_take_away: true }),
  ];

  it('resolves service targets to routes of the first branch offering them', () => {
    const links = landingLinks({
      labels_buttons: labels,
      suppliers,
      linktree: [
        link('service_table', 'Mesa'),
        link('service_book', 'Reservar', 'Reserva ya'),
        link('service_schedule'),
        link('service_take_away'),
        link('https://x.example', 'X', '', '_blank'),
      ],
    });
    expect(links.map((l) => l.label)).toEqual(['Mesa', 'Reserva ya', 'Domicilio', 'Recoger', 'X']);
    expect(links[0]?.action).toEqual({
      kind: 'navigate',
      to: '/centro/menu',
      order: { service: 'on_table', subservice: null },
    });
    expect(links[1]?.action).toMatchObject({ kind: 'navigate', to: '/centro/reservar' });
    expect(links[2]?.action).toEqual({
      kind: 'navigate',
      to: '/location',
      order: { service: 'delivery', subservice: 'schedule' },
    });
    expect(links[4]?.action).toEqual({ kind: 'external', href: 'https://x.example', target: '_blank' });
  });

  it('marks a service no branch offers as unavailable', () => {
    const links = landingLinks({
      labels_buttons: labels,
      suppliers: [supplier('norte', {})],
      linktree: [link('service_book')],
    });
    expect(links[0]?.action).toEqual({ kind: 'unavailable' });
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
