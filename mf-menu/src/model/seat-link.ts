import { createEvent, sample } from 'effector';
import { $seat, sameTableCode } from 'shared-contracts';
import { checkTableFx } from './table-page.ts';

/**
 * A browsing screen (Home, Menu, categories, Product) opened with a table's code in its link (`?mesa=`,
 * kept by every link of a seated diner): a code the diner does not sit at yet is checked, which seats
 * them (a link shared at the table, a new tab).
 */
export const seatLinkRead = createEvent<{ slug: string; code: string | null; key: string | null }>();

sample({
  clock: seatLinkRead,
  source: $seat,
  filter: (seat, link) =>
    Boolean(link.code?.trim()) &&
    !(seat && seat.branch === link.slug && sameTableCode(seat.code, link.code ?? '')),
  fn: (_, { slug, code, key }) => ({ slug, code: code ?? '', key }),
  target: checkTableFx,
});

export const seatLinkModel = { seat: $seat, seatLinkRead };
