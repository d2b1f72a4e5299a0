import { eq } from 'drizzle-orm';
import type { InstanceConfig } from 'shared-contracts/schemas';
import type { Env } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { instances } from '../../db/schema.ts';
import { loadRemotes } from '../../lib/remotes.ts';
import { listSupplierSummaries } from '../../lib/suppliers.ts';

export const CONTRACTS_VERSION = '1.0';

/** The instance config with fixture image paths left relative (the route makes them absolute). */
export async function loadInstanceConfig(
  db: Db,
  env: Env,
  instanceId: number,
): Promise<InstanceConfig | undefined> {
  const [instance] = await db.select().from(instances).where(eq(instances.id, instanceId)).limit(1);
  if (!instance) return undefined;
  const [supplierSummaries, remotes] = await Promise.all([
    listSupplierSummaries(db, instance.id),
    loadRemotes(db, env, instance.id),
  ]);
  return {
    id: instance.id,
    slug: instance.slug,
    name: instance.name,
    domain: instance.domain,
    status: instance.status,
    country_code: instance.countryCode,
    currency: instance.currency,
    locale: instance.locale,
    language: instance.language,
    langs: instance.langs,
    category_establishment: instance.categoryEstablishment,
    theme: instance.theme,
    header: { logo: instance.headerLogo },
    preload: { logo: instance.preloadLogo },
    linktree_logo: instance.linktreeLogo,
    labels_buttons: instance.labelsButtons,
    socialmedia: instance.socialmedia,
    linktree: instance.linktree,
    show_branches_button: instance.showBranchesButton,
    rate_digitalmenu: instance.rateDigitalmenu,
    rate_nps: instance.rateNps,
    full_gps: instance.fullGps,
    new_menu_v3: instance.newMenuV3,
    pixel_google_analytics: instance.pixelGoogleAnalytics,
    pixel_facebook_analytics: instance.pixelFacebookAnalytics,
    custom_style: instance.customStyle,
    meta: { favicon: instance.favicon },
    flags: instance.flags,
    popup: instance.popup ?? null,
    suppliers: supplierSummaries,
    remotes,
    contracts_version: CONTRACTS_VERSION,
  };
}
