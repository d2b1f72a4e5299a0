import type { OrderState } from '../model/order.ts';
import type { OnTableClass } from '../schemas/supplier.ts';

/**
 * The routes the rating tab shows on (Home or Menu). The on-table home and menu are the
 * Home and Menu a table's diner is on, so they count here.
 */
export const RATING_TAB_ROUTES: readonly string[] = ['Home', 'OnTableHome', 'Menu', 'OnTableMenuDigital'];

export interface RatingTabInput {
  routeName: string | undefined;
  order: OrderState;
  /** The on-table class of the branch on screen, null before it has loaded. */
  onTableClass: OnTableClass | null;
  flags: { rate_digitalmenu: boolean; rate_nps: boolean } | null;
}

/** Which questions the tab asks, or null when it is hidden: on table, class basic, not a room, a flag on. */
export function ratingTabQuestions(input: RatingTabInput): { menu: boolean; nps: boolean } | null {
  const { routeName, order, onTableClass, flags } = input;
  if (routeName === undefined || !RATING_TAB_ROUTES.includes(routeName)) return null;
  if (order.service !== 'on_table' || order.subservice === 'room') return null;
  if (onTableClass !== 'basic' || flags === null) return null;
  if (!flags.rate_digitalmenu && !flags.rate_nps) return null;
  return { menu: flags.rate_digitalmenu, nps: flags.rate_nps };
}
