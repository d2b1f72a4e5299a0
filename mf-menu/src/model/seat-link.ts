import { createEvent, sample } from 'effector';
import { createGate, type Gate } from 'effector-react';
import { $seat, sameTableCode } from 'shared-contracts';
import { checkTableFx } from './table-page.ts';

/** The table a browsing screen's link names: its branch, the code (`?mesa=`) and the QR's key (`?k=`). */
export interface SeatLink {
  slug: string;
  code: string | null;
  key: string | null;
}

/**
 * A browsing screen (Home, Menu, categories, Product) opened with a table's code in its link (`?mesa=`,
 * kept by every link of a seated diner): a code the diner does not sit at yet is checked, which seats
 * them (a link shared at the table, a new tab). Opened again for another link (`<SeatLinkOfPath>`).
 */
export const SeatLinkGate: Gate<SeatLink> = createGate<SeatLink>({ name: 'menu/seat-link' });
const seatLinkRead = createEvent<SeatLink>();
sample({ clock: SeatLinkGate.open, target: seatLinkRead });

sample({
  clock: seatLinkRead,
  source: $seat,
  filter: (seat, link) =>
    Boolean(link.code?.trim()) &&
    !(seat && seat.branch === link.slug && sameTableCode(seat.code, link.code ?? '')),
  fn: (_, { slug, code, key }) => ({ slug, code: code ?? '', key }),
  target: checkTableFx,
});

export const seatLinkModel = { seat: $seat };
