import { eq, sql } from 'drizzle-orm';
import type { InstancePopup, RemoteName } from 'shared-contracts/schemas';
import type { Db } from '../../db/client.ts';
import { instanceRemotes, instances, suppliers } from '../../db/schema.ts';
import { withTransaction } from '../../db/transaction.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import { bumpInstanceVersion } from '../../domain/purchases/stock.ts';

export interface RemoteChange {
  enabled?: boolean | undefined;
  /** A published release to pin, or null for the remote's current build. */
  release?: string | null | undefined;
}

/**
 * Switches one remote on or off and/or pins it to a release, and bumps the instance version (which
 * invalidates cached config in every process). A remote without a row so far was off.
 */
export async function changeRemote(
  db: Db,
  instanceId: number,
  name: RemoteName,
  change: RemoteChange,
  actor: AuditActor,
): Promise<void> {
  const set = {
    ...(change.enabled === undefined ? {} : { enabled: change.enabled }),
    ...(change.release === undefined ? {} : { release: change.release }),
  };
  // A new pin starts its canary's count afresh; back to the current build, there is none.
  const pinnedAt =
    change.release === undefined ? {} : { pinnedAt: change.release === null ? null : sql`now()` };
  await withTransaction(db, async (tx) => {
    await tx
      .insert(instanceRemotes)
      .values({
        instanceId,
        name,
        enabled: change.enabled ?? false,
        release: change.release ?? null,
        ...pinnedAt,
      })
      .onConflictDoUpdate({
        target: [instanceRemotes.instanceId, instanceRemotes.name],
        set: { ...set, ...pinnedAt },
      });
    await bumpInstanceVersion(tx, instanceId);
    await recordAudit(tx, {
      instanceId,
      actor,
      action: 'remote.update',
      objectType: 'remote',
      objectId: name,
      details: { ...set },
    });
  });
}

/** Sets (or, with null, removes) the instance's popup and bumps its version, as a remote switch does. */
export async function setPopup(
  db: Db,
  instanceId: number,
  popup: InstancePopup | null,
  actor: AuditActor,
): Promise<void> {
  await withTransaction(db, async (tx) => {
    await tx
      .update(instances)
      .set({ popup, version: sql`${instances.version} + 1` })
      .where(eq(instances.id, instanceId));
    await recordAudit(tx, {
      instanceId,
      actor,
      action: popup ? 'popup.set' : 'popup.remove',
      objectType: 'instance',
      objectId: instanceId,
      details: popup ? { popup_id: popup.id, title: popup.title } : {},
    });
  });
}

/** Sets a branch's switches of the day and bumps the instance's version (the config shows them). */
export async function setBranchState(
  db: Db,
  instanceId: number,
  supplierId: number,
  state: { business_closed?: boolean; kitchen_closed?: boolean; delivery_paused?: boolean },
  actor: AuditActor,
): Promise<{ business_closed: boolean; kitchen_closed: boolean; delivery_paused: boolean }> {
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .update(suppliers)
      .set({
        ...(state.business_closed === undefined ? {} : { businessClosed: state.business_closed }),
        ...(state.kitchen_closed === undefined ? {} : { kitchenClosed: state.kitchen_closed }),
        ...(state.delivery_paused === undefined ? {} : { deliveryPaused: state.delivery_paused }),
      })
      .where(eq(suppliers.id, supplierId))
      .returning();
    if (!row) throw new Error('branch not updated');
    await bumpInstanceVersion(tx, instanceId);
    await recordAudit(tx, {
      instanceId,
      actor,
      action: 'branch.state',
      objectType: 'branch',
      objectId: supplierId,
      details: { ...state },
    });
    return {
      business_closed: row.businessClosed,
      kitchen_closed: row.kitchenClosed,
      delivery_paused: row.deliveryPaused,
    };
  });
}
