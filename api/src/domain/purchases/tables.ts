import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { purchaseMembers, purchases, tables } from '../../db/schema.ts';
import { type Tx, withTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { ProfileRow } from '../../lib/profile-auth.ts';
import { requireTakingOrders } from '../../lib/taking-orders.ts';
import { secretMatches } from '../../lib/tokens.ts';
import { insertOwnPurchase } from './own.ts';
import type { SupplierWithCity } from '../../lib/suppliers.ts';

export type TableRow = typeof tables.$inferSelect;

/** Table codes are printed upper-case; a diner typing `m03` means `M03`. */
export const normalizeTableCode = (code: string): string => code.trim().toUpperCase();

/**
 * The table or room of a QR code at a branch that takes on-table orders (room codes only where it offers
 * room service). Unknown code: 404 `table_not_found` (the client says "scan the QR").
 */
export async function requireTable(db: Db, supplier: SupplierWithCity, code: string): Promise<TableRow> {
  if (!supplier.serviceTable) {
    throw conflict('on_table_unavailable', `${supplier.label} does not take orders at the table`);
  }
  const [table] = await db
    .select()
    .from(tables)
    .where(and(eq(tables.supplierId, supplier.id), eq(tables.code, normalizeTableCode(code))))
    .limit(1);
  if (!table) throw notFound('table_not_found', 'No table or room has this code: scan the QR again');
  if (table.kind === 'room' && !supplier.serviceRoom) {
    throw conflict('room_service_unavailable', `${supplier.label} has no room service`);
  }
  return table;
}

/**
 * Whether `key` is the one printed in the table's QR (constant time). The code alone is short and
 * sequential (M01…M12): typed or guessed, it must not reach the bill of the diners sitting there.
 */
export const tableKeyMatches = (table: TableRow, key: string | null | undefined): boolean =>
  typeof key === 'string' && secretMatches(table.qrKey, key);

/** The open shared bill of a table, if any. */
export async function findOpenSharedPurchaseId(db: Db | Tx, tableId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.tableId, tableId), eq(purchases.status, 'open'), eq(purchases.shared, true)))
    .limit(1);
  return row?.id;
}

/** Whether the profile joined purchase `purchaseId`. */
export async function isMember(db: Db | Tx, purchaseId: number, profileId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(purchaseMembers)
    .where(and(eq(purchaseMembers.purchaseId, purchaseId), eq(purchaseMembers.profileId, profileId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The table's open shared bill as `caller` may see it: with the QR's key, or when the caller already
 * joined it (a reload, a link back to the menu that carries only the code). Undefined for anyone else:
 * no call shows a bill to someone who has not joined it.
 */
export async function sharedPurchaseFor(
  db: Db,
  table: TableRow,
  caller: { key: string | null | undefined; profileId: number | null },
): Promise<{ access: boolean; purchaseId: number | undefined }> {
  const purchaseId = await findOpenSharedPurchaseId(db, table.id);
  if (tableKeyMatches(table, caller.key)) return { access: true, purchaseId };
  if (
    purchaseId !== undefined &&
    caller.profileId !== null &&
    (await isMember(db, purchaseId, caller.profileId))
  ) {
    return { access: true, purchaseId };
  }
  return { access: false, purchaseId: undefined };
}

/** A new purchase was opened in this transaction: refused (rolled back) while the branch takes no orders. */
function openedWhileTakingOrders(supplier: SupplierWithCity, opened: boolean): void {
  if (opened) requireTakingOrders(supplier);
}

/** The table's shared bill, opened when there is none: first scans at the same moment meet on its unique index. */
async function sharedBill(tx: Tx, supplier: SupplierWithCity, table: TableRow, profile: ProfileRow) {
  const opened = await tx
    .insert(purchases)
    .values({
      instanceId: supplier.instanceId,
      supplierId: supplier.id,
      tableId: table.id,
      shared: true,
      openedBy: profile.id,
    })
    .onConflictDoNothing({
      target: purchases.tableId,
      where: sql`${purchases.status} = 'open' and ${purchases.tableId} is not null and ${purchases.shared}`,
    })
    .returning({ id: purchases.id });
  openedWhileTakingOrders(supplier, opened.length > 0);
  return opened[0]?.id ?? (await findOpenSharedPurchaseId(tx, table.id));
}

/** The diner's own order at a table whose key they do not hold; staff see it under the table's code. */
async function ownAtTable(tx: Tx, supplier: SupplierWithCity, table: TableRow, profile: ProfileRow) {
  const opened = await tx
    .insert(purchases)
    .values({
      instanceId: supplier.instanceId,
      supplierId: supplier.id,
      tableId: table.id,
      shared: false,
      openedBy: profile.id,
    })
    .onConflictDoNothing({
      target: [purchases.tableId, purchases.openedBy],
      where: sql`${purchases.status} = 'open' and ${purchases.tableId} is not null and not ${purchases.shared}`,
    })
    .returning({ id: purchases.id });
  openedWhileTakingOrders(supplier, opened.length > 0);
  if (opened[0]) return opened[0].id;
  const [row] = await tx
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.tableId, table.id),
        eq(purchases.openedBy, profile.id),
        eq(purchases.status, 'open'),
        eq(purchases.shared, false),
      ),
    )
    .limit(1);
  return row?.id;
}

/** "I do not know my table": the diner's own open order at the branch, reused, or a new one. */
async function ownWithoutTable(tx: Tx, supplier: SupplierWithCity, profile: ProfileRow) {
  const [own] = await tx
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.supplierId, supplier.id),
        isNull(purchases.tableId),
        // A delivery or take-away order has no table either, but it is the diner's cart for the door:
        // ordering without a table never joins it (its lines would reach the kitchen unpaid).
        eq(purchases.service, 'on_table'),
        // A manual payment is not an order: "I do not know my table" never joins it.
        isNull(purchases.manualAmount),
        eq(purchases.openedBy, profile.id),
        eq(purchases.status, 'open'),
      ),
    )
    .limit(1);
  if (own) return own.id;
  openedWhileTakingOrders(supplier, true);
  return (await insertOwnPurchase(tx, supplier, profile).returning({ id: purchases.id }))[0]?.id;
}

/**
 * Where a diner who scanned or typed a table's code orders. With the QR's key: the table's shared bill
 * (opened when there is none). Without it: the shared bill only when the profile already joined it, else
 * an order of the diner's own at that table. Without a table: the diner's own order at the branch. A new
 * purchase is never opened while the branch's business or kitchen is closed (409 with that code); an open
 * one is still joined (the table pays its bill).
 */
export async function joinTablePurchase(
  db: Db,
  supplier: SupplierWithCity,
  table: TableRow | null,
  profile: ProfileRow,
  key: string | null | undefined,
): Promise<number> {
  return withTransaction(db, async (tx) => {
    let purchaseId: number | undefined;
    if (!table) {
      purchaseId = await ownWithoutTable(tx, supplier, profile);
    } else if (tableKeyMatches(table, key)) {
      purchaseId = await sharedBill(tx, supplier, table, profile);
    } else {
      const shared = await findOpenSharedPurchaseId(tx, table.id);
      purchaseId =
        shared !== undefined && (await isMember(tx, shared, profile.id))
          ? shared
          : await ownAtTable(tx, supplier, table, profile);
    }
    if (purchaseId === undefined) throw new Error('the table purchase could not be opened');
    await tx.insert(purchaseMembers).values({ purchaseId, profileId: profile.id }).onConflictDoNothing();
    return purchaseId;
  });
}
