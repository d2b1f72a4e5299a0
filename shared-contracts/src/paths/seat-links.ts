import type { Seat } from '../model/seat.ts';
import type { ServiceChoice } from '../frame/side-panel.ts';
import { paths } from './paths.ts';

/** The QR link's own parameters: the code, and the key that proves the diner read the printed QR. */
export const SEAT_QUERY = { code: 'mesa', key: 'k' } as const;

/** `path` with the seat's code (and key) in its query, so a reload or a shared link keeps the table. */
export function withSeat(path: string, seat: Seat | null): string {
  if (!seat) return path;
  const [base = '', search = ''] = path.split('?');
  const query = new URLSearchParams(search);
  query.set(SEAT_QUERY.code, seat.code);
  if (seat.key) query.set(SEAT_QUERY.key, seat.key);
  else query.delete(SEAT_QUERY.key);
  return `${base}?${query.toString()}`;
}

/** The seat's menu and order: the on-table menu of a table, room service of a room. */
export const seatMenuPath = (seat: Seat): string =>
  withSeat(seat.kind === 'room' ? paths.serviceRoom(seat.branch) : paths.menuDigital(seat.branch), seat);

/** The seated diner's home at the branch (OnTableHome). */
export const seatHomePath = (seat: Seat): string => withSeat(paths.menuDigitalHome(seat.branch), seat);

/**
 * Where choosing a service leads, or null when it is only set: ordering at a table or a room opens that
 * menu, the seat's when the diner sits at one of that kind, else the one that asks for the code.
 */
export function serviceChoiceLink(choice: ServiceChoice, slug: string, seat: Seat | null): string | null {
  if (choice !== 'on_table' && choice !== 'room') return null;
  if (seat && (seat.kind === 'room') === (choice === 'room')) return seatMenuPath(seat);
  return choice === 'room' ? paths.serviceRoom(slug) : paths.menuDigital(slug);
}
