import { eq } from 'drizzle-orm';
import type { RemoteEntry, RemoteName } from 'shared-contracts/schemas';
import { REMOTE_NAMES } from 'shared-contracts/schemas';
import type { Env } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import { instanceRemotes } from '../db/schema.ts';

export function remoteEntryUrl(env: Env, name: RemoteName): string {
  const base: Record<RemoteName, string> = {
    landing: env.MF_LANDING_URL,
    menu: env.MF_MENU_URL,
    checkout: env.MF_CHECKOUT_URL,
    booking: env.MF_BOOKING_URL,
    delivery: env.MF_DELIVERY_URL,
  };
  return `${base[name].replace(/\/+$/, '')}/mf-manifest.json`;
}

/** One entry per REMOTE_NAMES, in that order; a name without a row is disabled. */
export async function loadRemotes(db: Db, env: Env, instanceId: number): Promise<RemoteEntry[]> {
  const rows = await db
    .select({ name: instanceRemotes.name, enabled: instanceRemotes.enabled })
    .from(instanceRemotes)
    .where(eq(instanceRemotes.instanceId, instanceId));
  const enabledByName = new Map(rows.map((row) => [row.name, row.enabled]));
  return REMOTE_NAMES.map((name) => ({
    name,
    enabled: enabledByName.get(name) ?? false,
    entry: remoteEntryUrl(env, name),
  }));
}
