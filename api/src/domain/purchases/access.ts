import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { FastifyRequest } from 'fastify';
import { profiles, purchaseMembers, purchases, suppliers, tables } from '../../db/schema.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { Tx } from '../../db/transaction.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { InstanceRef } from '../../lib/instance.ts';
import { profileCredentials, type ProfileRow, tokenOpens, unknownProfile } from '../../lib/profile-auth.ts';
import { tableRules } from './rules.ts';

/**
 * A purchase with what the rules need: its branch's menu, table class and switches of the day (closed
 * states), its table's kind.
 */
export type PurchaseRef = typeof purchases.$inferSelect & {
  menuId: number;
  rules: ReturnType<typeof tableRules>;
  branch: { label: string; businessClosed: boolean; kitchenClosed: boolean };
};

const notYourPurchase = () =>
  forbidden('not_your_purchase', 'This purchase belongs to another table: scan its QR to join it');

/** The purchase `id` of `instance` (any status), or a 404 `purchase_not_found`. */
export async function requirePurchase(db: Db, instance: InstanceRef, id: number): Promise<PurchaseRef> {
  return (await readPurchase(db, instance, id)).purchase;
}

/**
 * The purchase when `profile` joined it (scanned its table's QR, `POST /menudigital/init.json`):
 * 404 `purchase_not_found` when it is not the instance's, 403 `not_your_purchase` when the profile
 * never joined it. One read: every diner call starts here.
 */
export async function requireMemberPurchase(
  db: Db,
  instance: InstanceRef,
  profile: ProfileRow,
  id: number,
): Promise<PurchaseRef> {
  const { purchase, member } = await readPurchase(db, instance, id, profile.id);
  if (!member) throw notYourPurchase();
  return purchase;
}

/** What a purchase reference is read with: the purchase, its branch's menu, rules and switches, its table's kind. */
const purchaseRefColumns = {
  purchase: purchases,
  branch: {
    menuId: suppliers.menuId,
    onTableClass: suppliers.onTableClass,
    label: suppliers.label,
    businessClosed: suppliers.businessClosed,
    kitchenClosed: suppliers.kitchenClosed,
  },
  tableKind: tables.kind,
};

interface PurchaseRefRow {
  purchase: typeof purchases.$inferSelect;
  branch: Pick<
    typeof suppliers.$inferSelect,
    'menuId' | 'onTableClass' | 'label' | 'businessClosed' | 'kitchenClosed'
  >;
  tableKind: (typeof tables.$inferSelect)['kind'] | null;
}

const toPurchaseRef = ({ purchase, branch, tableKind }: PurchaseRefRow): PurchaseRef => ({
  ...purchase,
  menuId: branch.menuId,
  rules: tableRules(branch.onTableClass, tableKind),
  branch: { label: branch.label, businessClosed: branch.businessClosed, kitchenClosed: branch.kitchenClosed },
});

/** The purchase with its branch and table, and whether `profileId` (when given) joined it. */
async function readPurchase(
  db: Db,
  instance: InstanceRef,
  id: number,
  profileId = 0,
): Promise<{ purchase: PurchaseRef; member: boolean }> {
  const [row] = await db
    .select({ ...purchaseRefColumns, member: purchaseMembers.profileId })
    .from(purchases)
    .innerJoin(suppliers, eq(suppliers.id, purchases.supplierId))
    .leftJoin(tables, eq(tables.id, purchases.tableId))
    .leftJoin(
      purchaseMembers,
      and(eq(purchaseMembers.purchaseId, purchases.id), eq(purchaseMembers.profileId, profileId)),
    )
    .where(and(eq(purchases.id, id), eq(purchases.instanceId, instance.id)))
    .limit(1);
  if (!row) throw notFound('purchase_not_found', `No purchase ${id}`);
  return { purchase: toPurchaseRef(row), member: row.member !== null };
}

/** The profile, the purchase of the instance (when there is one) and whether the profile joined it. */
const dinerPurchaseQuery = preparedQuery('diner_purchase', (db, name) =>
  db
    .select({ profile: profiles, ...purchaseRefColumns, member: purchaseMembers.profileId })
    .from(profiles)
    .leftJoin(
      purchases,
      and(
        eq(purchases.id, sql.placeholder('purchaseId')),
        eq(purchases.instanceId, sql.placeholder('instanceId')),
      ),
    )
    .leftJoin(suppliers, eq(suppliers.id, purchases.supplierId))
    .leftJoin(tables, eq(tables.id, purchases.tableId))
    .leftJoin(
      purchaseMembers,
      and(eq(purchaseMembers.purchaseId, purchases.id), eq(purchaseMembers.profileId, profiles.id)),
    )
    .where(eq(profiles.id, sql.placeholder('profileId')))
    .limit(1)
    .prepare(name),
);

/**
 * The diner of the request's `profileid` + `token` headers and a purchase of `instance` they joined, in
 * one read (every diner call on a purchase starts here): the profile's 401 first, then the purchase's
 * 404 `purchase_not_found` and 403 `not_your_purchase`, as `requireProfile` and `requireMemberPurchase`
 * answer them one after the other.
 */
export async function requireDinerPurchase(
  db: Db,
  req: FastifyRequest,
  instance: InstanceRef,
  purchaseId: number,
): Promise<{ profile: ProfileRow; purchase: PurchaseRef }> {
  const { id, token } = profileCredentials(req);
  const [row] = await dinerPurchaseQuery(db).execute({ profileId: id, purchaseId, instanceId: instance.id });
  if (!(await tokenOpens(db, row?.profile, token)) || !row || row.profile.instanceId !== instance.id) {
    throw unknownProfile();
  }
  const { purchase, branch, tableKind } = row;
  // The branch is there whenever the purchase is (a foreign key): read through left joins, both may be null.
  if (!purchase || !branch) throw notFound('purchase_not_found', `No purchase ${purchaseId}`);
  if (row.member === null) throw notYourPurchase();
  return { profile: row.profile, purchase: toPurchaseRef({ purchase, branch, tableKind }) };
}

/**
 * Bumps the version of an open purchase and holds its row until the transaction ends, so the changes
 * to one purchase happen one after the other. A closed purchase is a 409 `purchase_closed`.
 */
export async function lockOpenPurchase(tx: Tx, id: number): Promise<number> {
  const [row] = await tx
    .update(purchases)
    .set({ version: sql`${purchases.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(purchases.id, id), eq(purchases.status, 'open')))
    .returning({ version: purchases.version });
  if (!row) throw conflict('purchase_closed', 'This purchase is closed: scan the table QR again');
  return row.version;
}

/**
 * Bumps the version of a purchase whatever its status and holds its row: the kitchen still serves the
 * lines of an account its payment closed. 404 `purchase_not_found` when there is none.
 */
export async function lockAnyPurchase(tx: Tx, id: number): Promise<number> {
  const [row] = await tx
    .update(purchases)
    .set({ version: sql`${purchases.version} + 1`, updatedAt: sql`now()` })
    .where(eq(purchases.id, id))
    .returning({ version: purchases.version });
  if (!row) throw notFound('purchase_not_found', `No purchase ${id}`);
  return row.version;
}
