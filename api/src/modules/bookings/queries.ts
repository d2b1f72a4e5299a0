import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  MAX_LINE_COUNT,
  type Booking,
  type BookingRequest,
  type BookingStatus,
  type ProductOption,
  type PurchaseItemOption,
} from 'shared-contracts/schemas';
import type { Db } from '../../db/client.ts';
import {
  bookingProducts,
  bookingRatings,
  bookingSlots,
  bookings,
  products,
  suppliers,
} from '../../db/schema.ts';
import { type Tx, withTransaction } from '../../db/transaction.ts';
import { promoPrice } from 'shared-contracts/prices';
import { hashToken, newToken, tokenMatches } from '../../lib/tokens.ts';
import { addDays, zonedInstant } from '../../lib/local-time.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import { badRequest } from '../../lib/errors.ts';
import { requireStock } from '../../domain/purchases/stock.ts';

/** Statuses that hold seats in their slot. */
const HOLDS_SEATS: BookingStatus[] = ['approved', 'seated'];

/** Seats held per `date hour` of a branch from `fromDate` on. */
export async function seatsTaken(db: Db, supplierId: number, fromDate: string): Promise<Map<string, number>> {
  const rows = await db
    .select({
      date: bookingSlots.date,
      hour: bookingSlots.hour,
      seats: sql<number>`coalesce(sum(${bookings.persons}), 0)::int`,
    })
    .from(bookingSlots)
    .innerJoin(bookings, eq(bookings.slotId, bookingSlots.id))
    .where(
      and(
        eq(bookingSlots.supplierId, supplierId),
        sql`${bookingSlots.date} >= ${fromDate}`,
        sql`${bookingSlots.date} < ${addDays(fromDate, 400)}`,
        inArray(bookings.status, HOLDS_SEATS),
      ),
    )
    .groupBy(bookingSlots.date, bookingSlots.hour);
  return new Map(rows.map((row) => [`${row.date} ${row.hour}`, row.seats]));
}

/** Locks the slot row: every booking write of one slot runs one after the other from here. */
async function lockSlot(tx: Tx, slotId: number): Promise<void> {
  await tx
    .select({ id: bookingSlots.id })
    .from(bookingSlots)
    .where(eq(bookingSlots.id, slotId))
    .for('update');
}

async function seatsHeld(tx: Tx, slotId: number): Promise<number> {
  const [row] = await tx
    .select({ seats: sql<number>`coalesce(sum(${bookings.persons}), 0)::int` })
    .from(bookings)
    .where(and(eq(bookings.slotId, slotId), inArray(bookings.status, HOLDS_SEATS)));
  return row?.seats ?? 0;
}

/**
 * Approves the waiting parties that fit the seats left, first come first served; a party too large
 * for what is left keeps its place while smaller ones behind it go in.
 */
async function promoteWaiting(tx: Tx, slotId: number, seatsPerSlot: number): Promise<void> {
  let free = seatsPerSlot - (await seatsHeld(tx, slotId));
  const waiting = await tx
    .select({ id: bookings.id, persons: bookings.persons })
    .from(bookings)
    .where(and(eq(bookings.slotId, slotId), eq(bookings.status, 'waitlist')))
    .orderBy(asc(bookings.id));
  for (const party of waiting) {
    if (party.persons > free) continue;
    await tx.update(bookings).set({ status: 'approved' }).where(eq(bookings.id, party.id));
    free -= party.persons;
  }
}

export interface BookableBranch {
  id: number;
  instanceId: number;
  timezone: string;
  seatsPerSlot: number;
}

/** A new booking: approved when its party fits the seats left in the slot, otherwise on the waitlist. */
export async function createBooking(
  db: Db,
  branch: BookableBranch,
  request: BookingRequest,
): Promise<{ id: number; token: string }> {
  const token = newToken();
  return withTransaction(db, async (tx) => {
    await tx
      .insert(bookingSlots)
      .values({ supplierId: branch.id, date: request.date, hour: request.hour })
      .onConflictDoNothing();
    const [slot] = await tx
      .select({ id: bookingSlots.id })
      .from(bookingSlots)
      .where(
        and(
          eq(bookingSlots.supplierId, branch.id),
          eq(bookingSlots.date, request.date),
          eq(bookingSlots.hour, request.hour),
        ),
      )
      .for('update');
    if (!slot) throw new Error('booking slot insert returned nothing');
    const fits = (await seatsHeld(tx, slot.id)) + request.persons <= branch.seatsPerSlot;
    const [row] = await tx
      .insert(bookings)
      .values({
        instanceId: branch.instanceId,
        slotId: slot.id,
        tokenHash: hashToken(token),
        startsAt: zonedInstant(request.date, request.hour, branch.timezone),
        persons: request.persons,
        name: request.name,
        phone: request.phone,
        email: request.email,
        dniType: request.dni_type,
        dni: request.dni,
        status: fits ? 'approved' : 'waitlist',
      })
      .returning({ id: bookings.id });
    if (!row) throw new Error('booking insert returned nothing');
    return { id: row.id, token };
  });
}

export interface BookingRef {
  id: number;
  instanceId: number;
  /** Its branch (whose staff's live stream hears of its changes). */
  supplierId: number;
  slotId: number;
  status: BookingStatus;
  seatsPerSlot: number;
  menuId: number;
  /** Its day (`YYYY-MM-DD`) on its branch's wall clock, and that clock's time zone. */
  date: string;
  timezone: string;
  /** Its booked time as an instant. */
  startsAt: Date;
}

const refColumns = {
  id: bookings.id,
  instanceId: bookings.instanceId,
  slotId: bookings.slotId,
  status: bookings.status,
  tokenHash: bookings.tokenHash,
  booking: suppliers.booking,
  menuId: suppliers.menuId,
  supplierId: suppliers.id,
  date: bookingSlots.date,
  timezone: suppliers.timezone,
  startsAt: bookings.startsAt,
};

/** `instanceId` undefined: any instance's booking (the operator's calls). */
async function findRef(db: Db, instanceId: number | undefined, id: number) {
  const [row] = await db
    .select(refColumns)
    .from(bookings)
    .innerJoin(bookingSlots, eq(bookingSlots.id, bookings.slotId))
    .innerJoin(suppliers, eq(suppliers.id, bookingSlots.supplierId))
    .where(
      and(eq(bookings.id, id), instanceId === undefined ? undefined : eq(bookings.instanceId, instanceId)),
    )
    .limit(1);
  return row;
}

function toRef(row: NonNullable<Awaited<ReturnType<typeof findRef>>>): BookingRef {
  return {
    id: row.id,
    instanceId: row.instanceId,
    supplierId: row.supplierId,
    slotId: row.slotId,
    status: row.status,
    seatsPerSlot: row.booking?.seats_per_slot ?? 0,
    menuId: row.menuId,
    date: row.date,
    timezone: row.timezone,
    startsAt: row.startsAt,
  };
}

/** The booking when `token` is its token; undefined for an unknown id and a wrong token alike. */
export async function findBookingByToken(
  db: Db,
  instanceId: number,
  id: number,
  token: string,
): Promise<BookingRef | undefined> {
  const row = await findRef(db, instanceId, id);
  return tokenMatches(row?.tokenHash, token) && row ? toRef(row) : undefined;
}

/** A booking by its id within `instanceId` (a staff account's), or of any instance (null: the operator). */
export async function findBooking(
  db: Db,
  id: number,
  instanceId: number | null,
): Promise<BookingRef | undefined> {
  const row = await findRef(db, instanceId ?? undefined, id);
  return row ? toRef(row) : undefined;
}

/**
 * Moves a booking from one of `from` to `to` under the slot lock; a change that frees seats promotes the
 * waitlist. Returns false when the booking's status was not one of `from` (nothing changed).
 */
export async function changeStatus(
  db: Db,
  ref: BookingRef,
  from: readonly BookingStatus[],
  to: BookingStatus,
  /** A staff change: who made it, written to the audit log with it (the diner's cancel has none). */
  staff?: { actor: AuditActor; action: string },
): Promise<boolean> {
  return withTransaction(db, async (tx) => {
    await lockSlot(tx, ref.slotId);
    const [current] = await tx
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, ref.id));
    if (!current || !from.includes(current.status)) return false;
    await tx.update(bookings).set({ status: to }).where(eq(bookings.id, ref.id));
    if (HOLDS_SEATS.includes(current.status) && !HOLDS_SEATS.includes(to)) {
      await promoteWaiting(tx, ref.slotId, ref.seatsPerSlot);
    }
    if (staff) {
      await recordAudit(tx, {
        instanceId: ref.instanceId,
        actor: staff.actor,
        action: staff.action,
        objectType: 'booking',
        objectId: ref.id,
        details: { from: current.status, to },
      });
    }
    return true;
  });
}

/** Everything the detail page shows. */
export async function loadBooking(db: Db, id: number): Promise<Booking> {
  const [row] = await db
    .select({
      booking: bookings,
      date: bookingSlots.date,
      hour: bookingSlots.hour,
      supplier: {
        id: suppliers.id,
        slug: suppliers.slug,
        label: suppliers.label,
        address: suppliers.address,
        timezone: suppliers.timezone,
        booking: suppliers.booking,
      },
      rating: bookingRatings.rate,
    })
    .from(bookings)
    .innerJoin(bookingSlots, eq(bookingSlots.id, bookings.slotId))
    .innerJoin(suppliers, eq(suppliers.id, bookingSlots.supplierId))
    .leftJoin(bookingRatings, eq(bookingRatings.bookingId, bookings.id))
    .where(eq(bookings.id, id))
    .limit(1);
  if (!row) throw new Error(`booking ${id} vanished`);
  const lines = await db
    .select()
    .from(bookingProducts)
    .where(eq(bookingProducts.bookingId, id))
    .orderBy(asc(bookingProducts.id));
  const products = lines.map((line) => ({
    id: line.id,
    product_id: line.productId,
    label: line.label,
    price: line.price,
    options: line.options,
    count: line.count,
    subtotal: line.price * line.count,
  }));
  return {
    id: row.booking.id,
    branch_id: row.supplier.id,
    branch_slug: row.supplier.slug,
    branch_label: row.supplier.label,
    branch_address: row.supplier.address,
    timezone: row.supplier.timezone,
    date: row.date,
    hour: row.hour,
    starts_at: row.booking.startsAt.toISOString(),
    slot_minutes: row.supplier.booking?.slot_minutes ?? 0,
    persons: row.booking.persons,
    name: row.booking.name,
    phone: row.booking.phone,
    email: row.booking.email,
    status: row.booking.status,
    products,
    total: products.reduce((sum, line) => sum + line.subtotal, 0),
    rating: row.rating ?? null,
  };
}

/** Two lines hold the same choices: the same groups with the same choices, in the menu's order. */
const sameChoices = (a: PurchaseItemOption[], b: PurchaseItemOption[]) =>
  JSON.stringify(a.map((o) => [o.slug, o.choices.map((c) => c.slug)])) ===
  JSON.stringify(b.map((o) => [o.slug, o.choices.map((c) => c.slug)]));

/**
 * Adds `count` of a product, as chosen, to a booking's pre-order: one line per product and choices (the
 * counts of the same choices add up, to `MAX_LINE_COUNT` as a table's line). `price` is one unit's,
 * extras included. The stock is checked as the table's add checks it, counting every unit of the product
 * the booking already asks for, and none is taken (docs/features/booking.md).
 */
export async function addBookingProduct(
  db: Db,
  bookingId: number,
  product: { id: number; label: string; price: number; options: PurchaseItemOption[] },
  count: number,
): Promise<void> {
  await withTransaction(db, async (tx) => {
    // The booking's row first: two adds to one booking (two taps, two tabs) count their units in turn.
    await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)).for('update');
    const lines = await tx
      .select({ id: bookingProducts.id, options: bookingProducts.options, count: bookingProducts.count })
      .from(bookingProducts)
      .where(and(eq(bookingProducts.bookingId, bookingId), eq(bookingProducts.productId, product.id)));
    const [current] = await tx
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, product.id));
    const promised = lines.reduce((units, line) => units + line.count, 0);
    requireStock({ label: product.label, stock: current?.stock ?? null }, count, promised);
    const existing = lines.find((line) => sameChoices(line.options, product.options));
    if (existing && existing.count + count > MAX_LINE_COUNT) {
      throw badRequest(`A pre-order line holds at most ${MAX_LINE_COUNT} units`, [
        { path: 'product.count', message: `at most ${MAX_LINE_COUNT - existing.count} more` },
      ]);
    }
    if (existing) {
      await tx
        .update(bookingProducts)
        .set({ count: sql`${bookingProducts.count} + ${count}` })
        .where(eq(bookingProducts.id, existing.id));
      return;
    }
    await tx.insert(bookingProducts).values({
      bookingId,
      productId: product.id,
      label: product.label,
      price: product.price,
      options: product.options,
      count,
    });
  });
}

/** The booking a pre-order line belongs to, if the line exists. */
export async function bookingOfLine(db: Db, lineId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ bookingId: bookingProducts.bookingId })
    .from(bookingProducts)
    .where(eq(bookingProducts.id, lineId))
    .limit(1);
  return row?.bookingId;
}

export async function removeBookingProduct(db: Db, lineId: number): Promise<void> {
  await db.delete(bookingProducts).where(eq(bookingProducts.id, lineId));
}

/** Saves the rating; false when the booking was already rated (the first one stays). */
export async function rateBooking(
  db: Db,
  bookingId: number,
  rate: number,
  comment: string,
): Promise<boolean> {
  const inserted = await db
    .insert(bookingRatings)
    .values({ bookingId, rate, comment })
    .onConflictDoNothing()
    .returning({ id: bookingRatings.id });
  return inserted.length > 0;
}

/** A product of the branch's menu with what the pre-order checks (options, alcohol), or undefined. */
export async function findMenuProduct(
  db: Db,
  menuId: number,
  productId: number,
): Promise<
  | {
      id: number;
      label: string;
      price: number;
      available: boolean;
      alcoholic: boolean;
      options: ProductOption[];
    }
  | undefined
> {
  const [row] = await db
    .select({
      id: products.id,
      label: products.label,
      price: products.price,
      promo: products.promo,
      available: products.available,
      alcoholic: products.alcoholic,
      options: products.options,
    })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.menuId, menuId)))
    .limit(1);
  return row
    ? {
        id: row.id,
        label: row.label,
        price: promoPrice(row),
        available: row.available,
        alcoholic: row.alcoholic,
        options: row.options,
      }
    : undefined;
}

/** A branch's slots from `fromDate` (inclusive) to `toDate` (exclusive) with every booking, oldest first. */
export async function listBranchBookings(db: Db, supplierId: number, fromDate: string, toDate: string) {
  const rows = await db
    .select({
      date: bookingSlots.date,
      hour: bookingSlots.hour,
      booking: bookings,
      preorderUnits: sql<number>`coalesce((select sum(${bookingProducts.count}) from ${bookingProducts} where ${bookingProducts.bookingId} = ${bookings.id}), 0)::int`,
      preorderTotal: sql<number>`coalesce((select sum(${bookingProducts.count} * ${bookingProducts.price}) from ${bookingProducts} where ${bookingProducts.bookingId} = ${bookings.id}), 0)::float8`,
    })
    .from(bookingSlots)
    .innerJoin(bookings, eq(bookings.slotId, bookingSlots.id))
    .where(
      and(
        eq(bookingSlots.supplierId, supplierId),
        sql`${bookingSlots.date} >= ${fromDate}`,
        sql`${bookingSlots.date} < ${toDate}`,
      ),
    )
    .orderBy(asc(bookingSlots.date), asc(bookingSlots.hour), asc(bookings.id));
  return rows;
}
