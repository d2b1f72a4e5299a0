import { eq, sql } from 'drizzle-orm';
import type { InstancePopup, RemoteName } from 'shared-contracts/schemas';
import type { Db } from '../../db/client.ts';
import { instanceRemotes, instances } from '../../db/schema.ts';
import { withTransaction } from '../../db/transaction.ts';

/** Switches one remote and bumps the instance version (which invalidates cached config in every process). */
export async function setRemoteEnabled(
  db: Db,
  instanceId: number,
  name: RemoteName,
  enabled: boolean,
): Promise<void> {
  await withTransaction(db, async (tx) => {
    await tx
      .insert(instanceRemotes)
      .values({ instanceId, name, enabled })
      .onConflictDoUpdate({ target: [instanceRemotes.instanceId, instanceRemotes.name], set: { enabled } });
    await tx
      .update(instances)
      .set({ version: sql`${instances.version} + 1` })
      .where(eq(instances.id, instanceId));
  });
}

/** Sets (or, with null, removes) the instance's popup and bumps its version, as a remote switch does. */
export async function setPopup(db: Db, instanceId: number, popup: InstancePopup | null): Promise<void> {
  await db
    .update(instances)
    .set({ popup, version: sql`${instances.version} + 1` })
    .where(eq(instances.id, instanceId));
}
