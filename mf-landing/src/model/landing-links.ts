import {
  SERVICE_TARGETS,
  webHref,
  type InstanceConfig,
  type LinkButton,
  type OrderState,
  type RemoteName,
  type SupplierSummary,
} from 'shared-contracts';
import { branchChoices, SELECTOR_PATHS, type SelectorKind } from './branch-choices.ts';

export type ServiceTarget = (typeof SERVICE_TARGETS)[number];

export type LandingAction =
  | { kind: 'external'; href: string; target: '_blank' | '_self' }
  | { kind: 'navigate'; to: string; order: OrderState }
  /**
   * Delivery or scheduled delivery, decided on the landing: `branch` is the one branch
   * that delivers, else null and the cities decide.
   */
  | { kind: 'delivery'; order: OrderState; branch: string | null }
  /** No branch offers the service, or the link is not a web link: shown as a disabled button. */
  | { kind: 'unavailable' };

export interface LandingLink {
  key: string;
  /** The operator's label; empty when none is configured (the page shows the service's own name). */
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

const operatorLabel = (service: ServiceTarget, labels: Labels): string => {
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

/**
 * `label_custom` overrides the label; an empty one falls back to the instance's button label. The operator
 * writes those in the instance's language: in another one (`inOwnLanguage` false) a service button is left
 * to its translated name (an external link has none, so its label stays).
 */
export function linkLabel(link: LinkButton, labels: Labels, inOwnLanguage = true): string {
  const service = isServiceTarget(link.url) ? link.url : null;
  if (service && !inOwnLanguage) return '';
  return (
    link.label_custom.trim() || link.label.trim() || (service ? operatorLabel(service, labels).trim() : '')
  );
}

/**
 * The part of the site a service button opens first: when the staff switch it off the landing stops
 * offering the service instead of leading the diner to a "not available here" page.
 */
const SERVICE_REMOTE: Record<ServiceTarget, RemoteName> = {
  service_table: 'menu',
  service_take_away: 'menu',
  service_delivery: 'delivery',
  service_schedule: 'delivery',
  service_book: 'booking',
};

const SELECTORS: Partial<Record<ServiceTarget, SelectorKind>> = {
  service_table: 'on_table',
  service_take_away: 'take_away',
  service_book: 'book',
};

const SELECTOR_ORDERS: Record<'on_table' | 'take_away' | 'book', OrderState> = {
  on_table: { service: 'on_table', subservice: null },
  take_away: { service: 'take_away', subservice: null },
  book: { service: 'book', subservice: null },
};

function deliveryAction(service: ServiceTarget, suppliers: readonly SupplierSummary[]): LandingAction {
  const scheduled = service === 'service_schedule';
  const branches = suppliers.filter((branch) =>
    scheduled ? branch.service_schedule : branch.service_delivery,
  );
  if (branches.length === 0) return { kind: 'unavailable' };
  return {
    kind: 'delivery',
    order: { service: 'delivery', subservice: scheduled ? 'schedule' : null },
    branch: branches.length === 1 ? (branches[0]?.slug ?? null) : null,
  };
}

/**
 * On-table, take-away and book: the one branch offering the service directly, else its branch selector;
 * delivery and schedule: the landing's delivery flow.
 */
function serviceAction(service: ServiceTarget, suppliers: readonly SupplierSummary[]): LandingAction {
  const kind = SELECTORS[service];
  if (kind !== 'on_table' && kind !== 'take_away' && kind !== 'book')
    return deliveryAction(service, suppliers);
  const choices = branchChoices(kind, suppliers);
  const [only] = choices;
  if (!only) return { kind: 'unavailable' };
  if (choices.length === 1 && only.action.kind === 'navigate' && only.action.order) {
    return { kind: 'navigate', to: only.action.to, order: only.action.order };
  }
  return { kind: 'navigate', to: SELECTOR_PATHS[kind](), order: SELECTOR_ORDERS[kind] };
}

/**
 * The landing buttons of an instance, ordered and resolved to what each one does; `inOwnLanguage` false
 * when the page is in another language than the instance's (see `linkLabel`).
 */
export function landingLinks(
  config: Pick<InstanceConfig, 'linktree' | 'suppliers' | 'labels_buttons'> &
    Partial<Pick<InstanceConfig, 'remotes'>>,
  inOwnLanguage = true,
): LandingLink[] {
  const switchedOff = new Set(
    (config.remotes ?? []).filter((remote) => !remote.enabled).map((remote) => remote.name),
  );
  return orderLinks(config.linktree).map((link, index) => {
    const service = isServiceTarget(link.url) ? link.url : null;
    const href = service ? null : webHref(link.url);
    const action: LandingAction = service
      ? switchedOff.has(SERVICE_REMOTE[service])
        ? { kind: 'unavailable' }
        : serviceAction(service, config.suppliers)
      : href
        ? { kind: 'external', href, target: link.target === '_blank' ? '_blank' : '_self' }
        : { kind: 'unavailable' };
    return {
      key: `${index}-${link.url}`,
      label: linkLabel(link, config.labels_buttons, inOwnLanguage),
      service,
      action,
    };
  });
}

/** Exactly one link, of type on-table, sends the diner straight to on-table. */
export function directOnTableLink(links: readonly LandingLink[]): LandingLink | null {
  const [only] = links;
  return links.length === 1 && only?.service === 'service_table' && only.action.kind === 'navigate'
    ? only
    : null;
}

/** The same service and subservice: the delivery button an order came from. */
export const sameOrder = (a: OrderState | null, b: OrderState): boolean =>
  a !== null && a.service === b.service && a.subservice === b.subservice;
