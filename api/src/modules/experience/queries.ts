import { eq } from 'drizzle-orm';
import type { InstanceConfig, RemoteEntry, RemoteName } from 'shared-contracts/schemas';
import { REMOTE_NAMES } from 'shared-contracts/schemas';
import type { Env } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { instanceRemotes, instances } from '../../db/schema.ts';
import { listSupplierSummaries } from '../suppliers/queries.ts';

export const CONTRACTS_VERSION = '1.0';

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
  const enabled = new Map(rows.map((r) => [r.name, r.enabled]));
  return REMOTE_NAMES.map((name) => ({
    name,
    enabled: enabled.get(name) ?? false,
    entry: remoteEntryUrl(env, name),
  }));
}

/** The instance config with fixture image paths left relative (the route makes them absolute). */
export async function loadInstanceConfig(
  db: Db,
  env: Env,
  instanceId: number,
): Promise<InstanceConfig | undefined> {
  const [i] = await db.select().from(instances).where(eq(instances.id, instanceId)).limit(1);
  if (!i) return undefined;
  const [supplierList, remotes] = await Promise.all([
    listSupplierSummaries(db, i.id),
    loadRemotes(db, env, i.id),
  ]);
  return {
    id: i.id,
    slug: i.slug,
    name: i.name,
    domain: i.domain,
    status: i.status,
    country_code: i.countryCode,
    currency: i.currency,
    locale: i.locale,
    language: i.language,
    langs: i.langs,
    category_establishment: i.categoryEstablishment,
    theme: i.theme,
    header: { logo: i.headerLogo },
    preload: { logo: i.preloadLogo },
    linktree_logo: i.linktreeLogo,
    labels_buttons: i.labelsButtons,
    socialmedia: i.socialmedia,
    linktree: i.linktree,
    show_branches_button: i.showBranchesButton,
    rate_digitalmenu: i.rateDigitalmenu,
    rate_nps: i.rateNps,
    full_gps: i.fullGps,
    new_menu_v3: i.newMenuV3,
    pixel_google_analytics: i.pixelGoogleAnalytics,
    pixel_facebook_analytics: i.pixelFacebookAnalytics,
    custom_style: i.customStyle,
    meta: { favicon: i.favicon },
    flags: i.flags,
    suppliers: supplierList,
    remotes,
    contracts_version: CONTRACTS_VERSION,
  };
}
