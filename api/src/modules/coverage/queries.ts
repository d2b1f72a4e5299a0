import type { CoverageResponse } from 'shared-contracts/schemas';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/transaction.ts';
import { searchLogs } from '../../db/schema.ts';
import { deliveringBranches, zonesOf } from '../../lib/coverage/availability.ts';

/** Every delivering branch of the instance with its zones. */
export async function listCoverage(db: Db, instanceId: number): Promise<CoverageResponse['coverage']> {
  const branches = await deliveringBranches(db, instanceId);
  const zoneRows = await zonesOf(
    db,
    branches.map((branch) => branch.id),
  );
  return branches.map((branch) => ({
    supplier_id: branch.id,
    slug: branch.slug,
    label: branch.label,
    delivery: branch.serviceDelivery,
    schedule: branch.serviceSchedule,
    zones: zoneRows
      .filter((zone) => zone.supplierId === branch.id)
      .map((zone) => ({
        id: zone.id,
        name: zone.name,
        delivery_price: zone.deliveryPrice,
        minimum_order_value: zone.minimumOrderValue,
        polygon: zone.polygon,
      })),
  }));
}

export async function insertSearchLog(tx: Tx, row: typeof searchLogs.$inferInsert): Promise<{ id: number }> {
  const [created] = await tx.insert(searchLogs).values(row).returning({ id: searchLogs.id });
  if (!created) throw new Error('search log insert returned no row');
  return created;
}
