import { SOCIAL_NETWORKS, type SocialNetwork } from '../schemas/instance.ts';
import type { Service, Subservice } from '../schemas/common.ts';
import type { ServiceLabels } from '../schemas/instance.ts';
import type { SupplierSummary } from '../schemas/supplier.ts';
import { webHref } from '../validation/web-link.ts';

/** A service as the diner chooses it: the services and their subservices (room, schedule). */
export type ServiceChoice = 'delivery' | 'take_away' | 'on_table' | 'room' | 'book' | 'schedule';

export const SERVICE_CHOICE_ORDER: readonly ServiceChoice[] = [
  'delivery',
  'take_away',
  'on_table',
  'room',
  'book',
  'schedule',
];

/** The order state a choice sets: room is on table with the room subservice, schedule is delivery with it. */
export function orderOfChoice(choice: ServiceChoice): { service: Service; subservice: Subservice | null } {
  if (choice === 'room') return { service: 'on_table', subservice: 'room' };
  if (choice === 'schedule') return { service: 'delivery', subservice: 'schedule' };
  return { service: choice, subservice: null };
}

/** The choice an order state is, or null without a service. */
export function choiceOfOrder(order: {
  service: Service | null;
  subservice: Subservice | null;
}): ServiceChoice | null {
  if (order.service === null) return null;
  if (order.subservice === 'room') return 'room';
  if (order.subservice === 'schedule') return 'schedule';
  return order.service;
}

/** The services a branch offers, in the side panel's order. */
export function offeredServices(branch: SupplierSummary): ServiceChoice[] {
  const offered: Record<ServiceChoice, boolean> = {
    delivery: branch.service_delivery,
    take_away: branch.service_take_away,
    on_table: branch.service_table,
    room: branch.service_room,
    book: branch.service_book,
    schedule: branch.service_schedule,
  };
  return SERVICE_CHOICE_ORDER.filter((choice) => offered[choice]);
}

/** The header shows the side panel toggle only when the branch offers more than one service. */
export function hasServiceChoice(branch: SupplierSummary): boolean {
  return Math.max(branch.count_services, offeredServices(branch).length) > 1;
}

/** A maps search for the branch, by latitude and longitude. */
export function mapsSearchUrl(branch: Pick<SupplierSummary, 'latitude' | 'longitude'>): string {
  const query = `${branch.latitude},${branch.longitude}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export interface SocialLink {
  network: SocialNetwork;
  href: string;
}

/** The instance's social links that are set and are web links, in the order of `SOCIAL_NETWORKS`. */
export function socialLinks(socialmedia: Readonly<Record<string, string>>): SocialLink[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const href = webHref(socialmedia[network] ?? '');
    return href === null ? [] : [{ network, href }];
  });
}

/** The operator's own label for a service when set (`labels_buttons`), else null for the translated default. */
export function operatorServiceLabel(labels: ServiceLabels | null, choice: ServiceChoice): string | null {
  if (labels === null || choice === 'room' || choice === 'schedule') return null;
  const label = labels[choice].trim();
  return label === '' ? null : label;
}

/** A service's name as the diner reads it: the operator's label, else the common translation. */
export function serviceLabel(
  labels: ServiceLabels | null,
  choice: ServiceChoice,
  translate: (key: string) => string,
): string {
  return operatorServiceLabel(labels, choice) ?? translate(`common:service.${choice}`);
}
