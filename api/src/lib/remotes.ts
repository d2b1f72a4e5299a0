import { eq } from 'drizzle-orm';
import type { RemoteEntry, RemoteName } from 'shared-contracts/schemas';
import { REMOTE_NAMES } from 'shared-contracts/schemas';
import { remoteManifestUrl } from 'shared-contracts/remote-releases';
import type { Env } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import { instanceRemotes } from '../db/schema.ts';

/** The manifest of a remote's current build, or of one of its published releases. */
export function remoteEntryUrl(env: Env, name: RemoteName, release: string | null = null): string {
  const base: Record<RemoteName, string> = {
    landing: env.MF_LANDING_URL,
    menu: env.MF_MENU_URL,
    checkout: env.MF_CHECKOUT_URL,
    booking: env.MF_BOOKING_URL,
    delivery: env.MF_DELIVERY_URL,
    staff: env.MF_STAFF_URL,
  };
  return remoteManifestUrl(base[name], release);
}

/** One entry per REMOTE_NAMES, in that order; a name without a row is disabled. */
export async function loadRemotes(db: Db, env: Env, instanceId: number): Promise<RemoteEntry[]> {
  const rows = await db
    .select({
      name: instanceRemotes.name,
      enabled: instanceRemotes.enabled,
      release: instanceRemotes.release,
    })
    .from(instanceRemotes)
    .where(eq(instanceRemotes.instanceId, instanceId));
  const byName = new Map(rows.map((row) => [row.name, row]));
  return REMOTE_NAMES.map((name) => {
    const row = byName.get(name);
    const release = row?.release ?? null;
    return { name, enabled: row?.enabled ?? false, entry: remoteEntryUrl(env, name, release), release };
  });
}

/**
 * Whether a release is published where the instance would load it: its manifest answers and reads as
 * one. Asked before an instance is pinned to it, so a typo never takes a part of a site down.
 */
export async function isReleasePublished(manifestUrl: string, timeoutMs = 3_000): Promise<boolean> {
  try {
    const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return false;
    const manifest: unknown = await response.json();
    return typeof manifest === 'object' && manifest !== null && 'metaData' in manifest;
  } catch {
    return false;
  }
}
