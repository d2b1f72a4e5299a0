import {
  paths,
  SERVICE_TARGETS,
  type InstanceConfig,
  type LinkButton,
  type OrderState,
  type SupplierSummary,
} from 'shared-contracts';

export type ServiceTarget = (typeof SERVICE_TARGETS)[number];

export type LandingAction =
  | { kind: 'external'; href: string; target: '_blank' | '_self' }
  | { kind: 'navigate'; to: string; order: OrderState }
  /** No branch offers the service: the button is shown disabled. */
  | { kind: 'unavailable' };

export interface LandingLink {
  key: string;
  label: string;
  service: ServiceTarget | null;
  action: LandingAction;
}

export const isServiceTarget = (url: string): url is ServiceTarget =>
  (SERVICE_TARGETS as readonly string[]).includes(url);

/** Internal service links first, then external ones; the configured order is kept within each group. */
export function orderLinks(links: readonly LinkButton[]): LinkButton[] {
  return [...links.filter((l) => isServiceTarget(l.url)), ...links.filter((l) => !isServiceTarget(l.url))];
}

type Labels = InstanceConfig['labels_buttons'];

const defaultLabel = (service: ServiceTarget, labels: Labels): string => {
  switch (service) {
    case 'service_table':
      return labels.on_table;
    case 'service_delivery':
    case 'service_schedule':
      return labels.delivery;
    case 'service_take_away':
      return labels.take_away;
    case 'service_book':
      return labels.book;
  }
};

function serviceAction(service: ServiceTarget, suppliers: readonly SupplierSummary[]): LandingAction {
  const first = (has: (s: SupplierSummary) => boolean) => suppliers.find(has)?.slug;
  switch (service) {
    case 'service_table': {
      const slug = first((s) => s.service_table);
      return slug
        ? { kind: 'navigate', to: paths.menu(slug), order: { service: 'on_table', subservice: null } }
        : { kind: 'unavailable' };
    }
    case 'service_delivery':
      return { kind: 'navigate', to: paths.location(), order: { service: 'delivery', subservice: null } };
    case 'service_schedule':
      return {
        kind: 'navigate',
        to: paths.location(),
        order: { service: 'delivery', subservice: 'schedule' },
      };
    case 'service_take_away': {
      const slug = first((s) => s.service_take_away);
      return slug
        ? { kind: 'navigate', to: paths.menu(slug), order: { service: 'take_away', subservice: null } }
        : { kind: 'unavailable' };
    }
    case 'service_book': {
      const slug = first((s) => s.service_book);
      return slug
        ? { kind: 'navigate', to: paths.book(slug), order: { service: 'book', subservice: null } }
        : { kind: 'unavailable' };
    }
  }
}

/** The landing buttons of an instance, ordered and resolved to what each one does. */
export function landingLinks(
  config: Pick<InstanceConfig, 'linktree' | 'suppliers' | 'labels_buttons'>,
): LandingLink[] {
  return orderLinks(config.linktree).map((link, index) => {
    const service = isServiceTarget(link.url) ? link.url : null;
    const label =
      link.label_custom.trim() ||
      link.label.trim() ||
      (service ? defaultLabel(service, config.labels_buttons) : link.url);
    const action: LandingAction = service
      ? serviceAction(service, config.suppliers)
      : { kind: 'external', href: link.url, target: link.target };
    return { key: `${index}-${link.url}`, label, service, action };
  });
}

/** SPEC: exactly one link, of type on-table, sends the diner straight to on-table. */
export function directOnTableLink(links: readonly LandingLink[]): LandingLink | null {
  const [only] = links;
  return links.length === 1 && only?.service === 'service_table' && only.action.kind === 'navigate'
    ? only
    : null;
}
