import { purchases } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import type { ProfileRow } from '../../lib/profile-auth.ts';
import type { SupplierWithCity } from '../../lib/suppliers.ts';

/** What a table-less purchase may set beyond its branch and the profile that opens it. */
export type OwnPurchaseExtra = Omit<
  typeof purchases.$inferInsert,
  'instanceId' | 'supplierId' | 'tableId' | 'openedBy'
>;

/**
 * Inserts a purchase of the profile's own at the branch, with no table (an order without a table, a
 * manual payment, a delivery or take-away order: `extra` says which). The caller chains what it needs
 * (`onConflictDoNothing`, `returning`) and adds the profile as a member.
 */
export function insertOwnPurchase(
  tx: Tx,
  supplier: SupplierWithCity,
  profile: ProfileRow,
  extra: OwnPurchaseExtra = {},
) {
  return tx.insert(purchases).values({
    ...extra,
    instanceId: supplier.instanceId,
    supplierId: supplier.id,
    tableId: null,
    openedBy: profile.id,
  });
}
