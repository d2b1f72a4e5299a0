import { and, asc, desc, eq, exists, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { FINAL_ORDER_STATUSES, type TablePurchase } from 'shared-contracts/schemas';
import type { Db } from '../../db/client.ts';
import {
  payments,
  products,
  profiles,
  purchaseItems,
  purchaseMembers,
  purchases,
  suppliers,
  tables,
} from '../../db/schema.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { Tx } from '../../db/transaction.ts';
import { absolutizeImages } from '../../lib/images.ts';
import { orderStatusOf } from './order-status.ts';
import { tableRules } from './rules.ts';

type Reader = Db | Tx;

const purchaseColumns = {
  purchase: purchases,
  tableCode: tables.code,
  tableKind: tables.kind,
  onTableClass: suppliers.onTableClass,
};

function purchaseQuery(reader: Reader) {
  return reader
    .select(purchaseColumns)
    .from(purchases)
    .innerJoin(suppliers, eq(suppliers.id, purchases.supplierId))
    .leftJoin(tables, eq(tables.id, purchases.tableId));
}

type PurchaseRow = Awaited<ReturnType<typeof purchaseQuery>>[number];

/** What a line is read with: the line, its product's label, image and age rule, its diner's name. */
const lineColumns = {
  // Only what the answer shows: a bill's lines are mapped on every change, and its times would be Dates.
  item: {
    id: purchaseItems.id,
    purchaseId: purchaseItems.purchaseId,
    productId: purchaseItems.productId,
    profileId: purchaseItems.profileId,
    count: purchaseItems.count,
    unitPrice: purchaseItems.unitPrice,
    options: purchaseItems.options,
    comment: purchaseItems.comment,
    status: purchaseItems.status,
  },
  label: products.label,
  image: products.image,
  alcoholic: products.alcoholic,
  profileName: profiles.name,
};

function lineQuery(reader: Reader) {
  return reader
    .select(lineColumns)
    .from(purchaseItems)
    .innerJoin(products, eq(products.id, purchaseItems.productId))
    .innerJoin(profiles, eq(profiles.id, purchaseItems.profileId));
}

type LineRow = Awaited<ReturnType<typeof lineQuery>>[number];

/** Rows → responses, with every line of every purchase read in one query. */
async function toViews(reader: Reader, rows: PurchaseRow[], imageOrigin: string): Promise<TablePurchase[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.purchase.id);
  const lines = await lineQuery(reader)
    .where(inArray(purchaseItems.purchaseId, ids))
    .orderBy(asc(purchaseItems.id));
  return toViewsOf(rows, lines, imageOrigin);
}

function toViewsOf(rows: PurchaseRow[], lines: LineRow[], imageOrigin: string): TablePurchase[] {
  return rows.map(({ purchase, tableCode, tableKind, onTableClass }) => {
    const items = lines
      .filter((line) => line.item.purchaseId === purchase.id)
      .map(({ item, label, image, alcoholic, profileName }) => ({
        id: item.id,
        product_id: item.productId,
        label,
        image: absolutizeImages(image, imageOrigin),
        alcoholic,
        profile_id: item.profileId,
        profile_name: profileName,
        count: item.count,
        unit_price: item.unitPrice,
        total: item.unitPrice * item.count,
        options: item.options,
        comment: item.comment,
        status: item.status,
      }));
    const table = tableCode !== null && tableKind !== null ? { code: tableCode, kind: tableKind } : null;
    const units = (pending: boolean) =>
      items.filter((i) => (i.status === 'pending') === pending).reduce((sum, i) => sum + i.count, 0);
    return {
      id: purchase.id,
      supplier_id: purchase.supplierId,
      table,
      table_shared: purchase.shared,
      service: purchase.service,
      subservice: purchase.subservice ?? (table?.kind === 'room' ? ('room' as const) : null),
      delivery: purchase.delivery,
      status: purchase.status,
      order_status: orderStatusOf(purchase.orderStatus, purchase.status, items, purchase.service),
      rules: tableRules(onTableClass, table?.kind ?? null),
      comment: purchase.comment,
      waiter_called: purchase.waiterCalledAt !== null,
      waiter_answered: purchase.waiterAnsweredAt !== null,
      tip: purchase.tip,
      items,
      manual_amount: purchase.manualAmount,
      total: items.reduce((sum, i) => sum + i.total, purchase.manualAmount ?? 0),
      count_ordered: units(false),
      count_pending: units(true),
      version: purchase.version,
      rate_token: purchase.rateToken,
      opened_at: purchase.createdAt.toISOString(),
    };
  });
}

/** One purchase with its branch's table class and its table (the busiest read: every change answers with it). */
const onePurchaseQuery = preparedQuery('purchase_view', (db, name) =>
  purchaseQuery(db)
    .where(eq(purchases.id, sql.placeholder('purchaseId')))
    .limit(1)
    .prepare(name),
);

/** One purchase's lines, oldest first. */
const purchaseLinesQuery = preparedQuery('purchase_view_lines', (db, name) =>
  lineQuery(db)
    .where(eq(purchaseItems.purchaseId, sql.placeholder('purchaseId')))
    .orderBy(asc(purchaseItems.id))
    .prepare(name),
);

/** One purchase as every member sees it, or undefined. */
export async function loadPurchaseView(
  db: Db,
  purchaseId: number,
  imageOrigin: string,
): Promise<TablePurchase | undefined> {
  // The row first, then the lines: a change committed between the two reads makes the lines newer than
  // the version, never older, so a client holding that version still fetches the next one (its ETag).
  const rows = await onePurchaseQuery(db).execute({ purchaseId });
  if (rows.length === 0) return undefined;
  const lines = await purchaseLinesQuery(db).execute({ purchaseId });
  return toViewsOf(rows, lines, imageOrigin)[0];
}

/**
 * A purchase still in progress: open (and not ended by the staff), or a paid account (an approved
 * payment) whose lines the kitchen has not served yet. A table the staff closed without a payment is over.
 */
function inProgress(reader: Reader) {
  const paid = exists(
    reader
      .select({ one: sql`1` })
      .from(payments)
      .where(and(eq(payments.purchaseId, purchases.id), eq(payments.status, 'approved'))),
  );
  const kitchenHasLines = exists(
    reader
      .select({ one: sql`1` })
      .from(purchaseItems)
      .where(
        and(
          eq(purchaseItems.purchaseId, purchases.id),
          inArray(purchaseItems.status, ['ordered', 'prepared']),
        ),
      ),
  );
  return and(
    or(eq(purchases.status, 'open'), and(paid, kitchenHasLines)),
    or(isNull(purchases.orderStatus), notInArray(purchases.orderStatus, [...FINAL_ORDER_STATUSES])),
  );
}

/**
 * The staff's list of a branch, oldest first: its open purchases, and closed accounts the kitchen still
 * has lines of (paid, not served yet), so a paid line never leaves the kitchen's sight.
 */
export async function listKitchenPurchases(
  reader: Reader,
  supplierId: number,
  imageOrigin: string,
): Promise<TablePurchase[]> {
  const rows = await purchaseQuery(reader)
    .where(
      and(
        eq(purchases.supplierId, supplierId),
        or(eq(purchases.status, 'open'), and(eq(purchases.status, 'closed'), inProgress(reader))),
      ),
    )
    .orderBy(asc(purchases.id));
  return toViews(reader, rows, imageOrigin);
}

/**
 * The purchases a profile joined in an instance that are still in progress (see `inProgress`), newest
 * first, at one branch when `supplierId` is given (at most `limit`).
 */
export async function listActualPurchases(
  reader: Reader,
  profileId: number,
  instanceId: number,
  supplierId: number | undefined,
  imageOrigin: string,
  limit = 20,
): Promise<TablePurchase[]> {
  const rows = await purchaseQuery(reader)
    .innerJoin(purchaseMembers, eq(purchaseMembers.purchaseId, purchases.id))
    .where(
      and(
        eq(purchaseMembers.profileId, profileId),
        eq(purchases.instanceId, instanceId),
        supplierId === undefined ? undefined : eq(purchases.supplierId, supplierId),
        inProgress(reader),
      ),
    )
    .orderBy(desc(purchases.id))
    .limit(limit);
  return toViews(reader, rows, imageOrigin);
}

/** The purchases a profile joined at a branch, newest first (at most `limit`). */
export async function listMemberPurchases(
  reader: Reader,
  profileId: number,
  supplierId: number,
  imageOrigin: string,
  limit = 20,
): Promise<TablePurchase[]> {
  const rows = await purchaseQuery(reader)
    .innerJoin(purchaseMembers, eq(purchaseMembers.purchaseId, purchases.id))
    .where(and(eq(purchaseMembers.profileId, profileId), eq(purchases.supplierId, supplierId)))
    .orderBy(desc(purchases.id))
    .limit(limit);
  return toViews(reader, rows, imageOrigin);
}
