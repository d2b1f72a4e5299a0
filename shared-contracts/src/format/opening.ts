import type { BranchOpening } from '../schemas/delivery-schedule.ts';
import { formatCalendarDate, type DateWording } from './date.ts';

/** A branch outside its opening hours now: the day and hour it opens next, both null when no day does. */
export interface ClosedNow {
  date: string | null;
  hour: string | null;
}

/**
 * Whether branch `branchId` is closed now, by its opening answer (`GET branch_opening.json`): an answer
 * about another branch, or none yet, says nothing.
 */
export function closedNowOf(opening: BranchOpening | null | undefined, branchId: number): ClosedNow | null {
  return opening && opening.supplier_id === branchId && !opening.open
    ? { date: opening.opens_date, hour: opening.opens_hour }
    : null;
}

/**
 * When a closed branch opens next, in the page's words: `{ day: 'martes, 1 de diciembre', hour: '12:00' }`
 * (the day is the branch's calendar date, so no viewer's time zone moves it); null when no day opens it,
 * which the page then says as closed.
 */
export function reopeningWords(
  closed: ClosedNow,
  wording: string | DateWording,
): { day: string; hour: string } | null {
  return closed.date && closed.hour
    ? { day: formatCalendarDate(closed.date, wording), hour: closed.hour }
    : null;
}

/**
 * The short notice of a branch closed now, as a key of the common texts and its values: "Cerrada ahora:
 * abre el martes, 1 de diciembre a las 12:00", or "Cerrada ahora" when no day opens it ("Cerrado" where
 * the branch is a `local`). The landing's branch choices and the branch's Home say it the same way.
 */
export function closedNowWords(
  closed: ClosedNow,
  wording: string | DateWording,
): { key: string; values: { day?: string; hour?: string } } {
  const reopens = reopeningWords(closed, wording);
  return reopens
    ? { key: 'common:opening.closedNow', values: reopens }
    : { key: 'common:opening.closed', values: {} };
}
