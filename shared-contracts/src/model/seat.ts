import { createEvent, createStore, sample } from 'effector';
import * as z from 'zod/mini';
import { tableKindSchema } from '../schemas/table-order.ts';
import { serviceChosen } from './order.ts';

/**
 * Where the diner sits once a table's or room's code was checked: the branch, its code as the QR link
 * gave it (with the link's key, when it carries one) and whether it is a table or a room. Every screen of
 * that branch keeps it (its links carry the code, the cart icon and the header read it), in every tab of
 * the device, until the diner chooses to leave or its bill is over (`seatExpired`).
 */
export const seatSchema = z.object({
  branch: z.string(),
  supplierId: z.int(),
  code: z.string(),
  kind: tableKindSchema,
  key: z.nullable(z.string()),
});
export type Seat = z.infer<typeof seatSchema>;

/** A table's or room's code was checked: the diner sits there. */
export const seated = createEvent<Seat>();
/** The diner chose to leave the table (the side panel, or another service, which sets the service itself). */
export const seatLeft = createEvent();
/**
 * A seat this page found in storage has no open bill any more (closed by the staff, or gone): the visit
 * at that table is over, so nothing offers its order or opens a new bill there.
 */
export const seatExpired = createEvent();

// Filled from localStorage after hydration (never by a server render): no sid.
export const $seat = createStore<Seat | null>(null)
  .on(seated, (_, seat) => seat)
  .reset(seatLeft, seatExpired);

/**
 * The seat was checked in this page (a scan, a link's code): the diner is at the table now. A seat read
 * from storage is only a memory of one, until its bill is found open.
 */
export const $seatCheckedHere = createStore(false)
  .on(seated, () => true)
  .reset(seatLeft, seatExpired);

/** The seat when it is at branch `slug` (a seat at another branch changes nothing here). */
export const seatAt = (seat: Seat | null, slug: string | null | undefined): Seat | null =>
  seat && slug && seat.branch === slug ? seat : null;

/** The same code, as diners type it and as the QR prints it. */
export const sameTableCode = (a: string, b: string): boolean =>
  a.trim().toUpperCase() === b.trim().toUpperCase();

/** Whether two seats are the same place, with the same key. */
export const sameSeat = (a: Seat | null, b: Seat | null): boolean =>
  a !== null &&
  b !== null &&
  a.supplierId === b.supplierId &&
  a.key === b.key &&
  sameTableCode(a.code, b.code);

// Sitting at a table is ordering on it: the header and the cart icon say so from the first screen.
sample({
  clock: seated,
  fn: (seat) => ({
    service: 'on_table' as const,
    subservice: seat.kind === 'room' ? ('room' as const) : null,
  }),
  target: serviceChosen,
});
