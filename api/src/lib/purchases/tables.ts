import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { purchaseMembers, purchases, tables } from '../../db/schema.ts';
import { withTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../errors.ts';
import type { ProfileRow } from '../profile-auth.ts';
import { insertOwnPurchase } from './own.ts';
import type { SupplierWithCity } from '../suppliers.ts';

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

/** The open purchase of a table, if any. */
export async function findOpenPurchaseId(db: Db, tableId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.tableId, tableId), eq(purchases.status, 'open')))
    .limit(1);
  return row?.id;
}

/**
 * Joins the table's open purchase, opening it when there is none: diners scanning at the same moment
 * meet on the one-open-purchase-per-table index and all join the same purchase. Without a table the
 * profile gets (or reuses) an open purchase of its own at the branch.
 */
export async function joinTablePurchase(
  db: Db,
  supplier: SupplierWithCity,
  table: TableRow | null,
  profile: ProfileRow,
): Promise<number> {
  return withTransaction(db, async (tx) => {
    let purchaseId: number | undefined;
    if (table) {
      await tx
        .insert(purchases)
        .values({
          instanceId: supplier.instanceId,
          supplierId: supplier.id,
          tableId: table.id,
          openedBy: profile.id,
        })
        .onConflictDoNothing({
          target: purchases.tableId,
          where: sql`${purchases.status} = 'open' and ${purchases.tableId} is not null`,
        });
      const [row] = await tx
        .select({ id: purchases.id })
        .from(purchases)
        .where(and(eq(purchases.tableId, table.id), eq(purchases.status, 'open')))
        .limit(1);
      purchaseId = row?.id;
    } else {
      const [own] = await tx
        .select({ id: purchases.id })
        .from(purchases)
        .where(
          and(
            eq(purchases.supplierId, supplier.id),
            isNull(purchases.tableId),
            // A manual payment is not an order: "I do not know my table" never joins it.
            isNull(purchases.manualAmount),
            eq(purchases.openedBy, profile.id),
            eq(purchases.status, 'open'),
          ),
        )
        .limit(1);
      purchaseId =
        own?.id ?? (await insertOwnPurchase(tx, supplier, profile).returning({ id: purchases.id }))[0]?.id;
    }
    if (purchaseId === undefined) throw new Error('the table purchase could not be opened');
    await tx.insert(purchaseMembers).values({ purchaseId, profileId: profile.id }).onConflictDoNothing();
    return purchaseId;
  });
}
