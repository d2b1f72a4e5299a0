import { paths, webHref, type OrderState, type SupplierSummary } from 'shared-contracts';

/** The branch selectors (`/branch-*`), by what the chosen branch is for. */
export const SELECTOR_KINDS = [
  'on_table',
  'take_away',
  'book',
  'without_service',
  'offices',
  'whatsapp',
] as const;
export type SelectorKind = (typeof SELECTOR_KINDS)[number];

/** Where a selector's path is: `/branch-to-on-table`… */
export const SELECTOR_PATHS: Record<SelectorKind, () => string> = {
  on_table: paths.branchToOnTable,
  take_away: paths.branchToTakeAway,
  book: paths.branchToBook,
  without_service: paths.branchWithoutService,
  offices: paths.branchOffices,
  whatsapp: paths.branchWhatsapp,
};

export type BranchAction =
  /** A screen of this app; `order` is the service the diner chose with the branch (null keeps it). */
  | { kind: 'navigate'; to: string; order: OrderState | null }
  /** A page outside the app (the branch's WhatsApp chat), in a new tab. */
  | { kind: 'external'; href: string };

export interface BranchChoice {
  /** The branch's id: what its opening hours are asked by. */
  id: number;
  slug: string;
  label: string;
  address: string;
  city: string;
  action: BranchAction;
  /** A maps search at the branch's coordinates, when it has them. */
  mapHref: string | null;
}

const whatsappHref = (phone: string): string | null => {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 7 ? webHref(`https://wa.me/${digits}`) : null;
};

function actionFor(kind: SelectorKind, branch: SupplierSummary): BranchAction | null {
  switch (kind) {
    case 'on_table':
      if (!branch.service_table) return null;
      // Room service (on-table with the `room` subservice) has its own route.
      return branch.service_room
        ? {
            kind: 'navigate',
            to: paths.serviceRoom(branch.slug),
            order: { service: 'on_table', subservice: 'room' },
          }
        : {
            kind: 'navigate',
            to: paths.menuDigital(branch.slug),
            order: { service: 'on_table', subservice: null },
          };
    case 'take_away':
      if (!branch.service_take_away) return null;
      return {
        kind: 'navigate',
        to: paths.menu(branch.slug),
        order: { service: 'take_away', subservice: null },
      };
    case 'book':
      if (!branch.service_book) return null;
      return { kind: 'navigate', to: paths.book(branch.slug), order: { service: 'book', subservice: null } };
    case 'without_service':
    case 'offices':
      return { kind: 'navigate', to: paths.home(branch.slug), order: null };
    case 'whatsapp': {
      const href = whatsappHref(branch.phone);
      return href ? { kind: 'external', href } : null;
    }
  }
}

const mapHref = (branch: SupplierSummary): string | null =>
  branch.latitude === 0 && branch.longitude === 0
    ? null
    : `https://www.google.com/maps/search/?api=1&query=${branch.latitude},${branch.longitude}`;

/** The branches a selector offers, in the instance's order, each with what choosing it does. */
export function branchChoices(kind: SelectorKind, branches: readonly SupplierSummary[]): BranchChoice[] {
  return branches.flatMap((branch) => {
    const action = actionFor(kind, branch);
    if (!action) return [];
    const { id, slug, label, address, city } = branch;
    return [{ id, slug, label, address, city, action, mapHref: kind === 'offices' ? mapHref(branch) : null }];
  });
}

/** A selector with a single in-app choice skips itself: the selector shows only when there is a choice. */
export function onlyChoice(choices: readonly BranchChoice[]): BranchChoice | null {
  const [only] = choices;
  return choices.length === 1 && only?.action.kind === 'navigate' ? only : null;
}
