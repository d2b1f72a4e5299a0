import type { OnTableClass, OrderState, RouteDefinition } from 'shared-contracts';

export interface RatingTabInput {
  /** The route on screen; its `ratingTab` names where the tab may show (Home and Menu, on a table or not). */
  route: Pick<RouteDefinition, 'ratingTab'> | undefined;
  order: OrderState;
  /** The on-table class of the branch on screen, null before it has loaded. */
  onTableClass: OnTableClass | null;
  flags: { rate_digitalmenu: boolean; rate_nps: boolean } | null;
}

/** Which questions the tab asks, or null when it is hidden: on table, class basic, not a room, a flag on. */
export function ratingTabQuestions(input: RatingTabInput): { menu: boolean; nps: boolean } | null {
  const { route, order, onTableClass, flags } = input;
  if (!route?.ratingTab) return null;
  if (order.service !== 'on_table' || order.subservice === 'room') return null;
  if (onTableClass !== 'basic' || flags === null) return null;
  if (!flags.rate_digitalmenu && !flags.rate_nps) return null;
  return { menu: flags.rate_digitalmenu, nps: flags.rate_nps };
}
