import { sql } from 'drizzle-orm';
import { REMOTE_NAMES } from 'shared-contracts/schemas';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { type FixtureInstance, loadFixtures } from './fixtures.ts';

/**
 * Loads every fixture instance into the database, in one transaction, only when the instances table
 * is empty (so it is safe to call at every start). Returns the number of instances imported.
 */
export async function seedIfEmpty(db: Db, fixtures?: FixtureInstance[]): Promise<number> {
  const data = fixtures ?? (await loadFixtures());
  return db.transaction(async (tx) => {
    // Serialise concurrent starts on PostgreSQL (a no-op cost on PGlite).
    await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(t.instances);
    if ((row?.n ?? 0) > 0) return 0;
    for (const inst of data) {
      await importInstance(tx, inst);
    }
    return data.length;
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function importInstance(tx: Tx, f: FixtureInstance): Promise<void> {
  const [instance] = await tx
    .insert(t.instances)
    .values({
      slug: f.slug,
      domain: f.domain,
      name: f.name,
      status: f.status,
      countryCode: f.country_code,
      currency: f.currency,
      locale: f.locale,
      language: f.language,
      langs: f.langs,
      categoryEstablishment: f.category_establishment,
      theme: f.theme,
      headerLogo: f.header.logo,
      preloadLogo: f.preload.logo,
      linktreeLogo: f.linktree_logo,
      labelsButtons: f.labels_buttons,
      socialmedia: f.socialmedia,
      linktree: f.linktree,
      showBranchesButton: f.show_branches_button,
      rateDigitalmenu: f.rate_digitalmenu,
      rateNps: f.rate_nps,
      fullGps: f.full_gps,
      newMenuV3: f.new_menu_v3,
      pixelGoogleAnalytics: f.pixel_google_analytics,
      pixelFacebookAnalytics: f.pixel_facebook_analytics,
      customStyle: f.custom_style,
      favicon: f.meta.favicon,
      flags: f.flags,
    })
    .returning({ id: t.instances.id });
  if (!instance) throw new Error(`seed: could not insert instance ${f.slug}`);
  const instanceId = instance.id;

  await tx
    .insert(t.instanceRemotes)
    .values(REMOTE_NAMES.map((name) => ({ instanceId, name, enabled: f.remotes[name] ?? false })));

  if (f.coupons.length > 0) {
    await tx.insert(t.coupons).values(
      f.coupons.map((c) => ({
        instanceId,
        code: c.code,
        percent: c.percent ?? null,
        amount: c.amount ?? null,
        freeDelivery: c.free_delivery,
        minPurchase: c.min_purchase ?? null,
        expires: c.expires ?? null,
        used: c.used,
      })),
    );
  }

  const menuIds = new Map<string, number>();
  for (const [slug, menu] of Object.entries(f.menus)) {
    const [m] = await tx.insert(t.menus).values({ instanceId, slug }).returning({ id: t.menus.id });
    if (!m) throw new Error(`seed: could not insert menu ${slug}`);
    menuIds.set(slug, m.id);
    if (menu.categories.length > 0) {
      await tx.insert(t.categories).values(
        menu.categories.map((c, position) => ({
          menuId: m.id,
          position,
          slug: c.slug,
          label: c.label,
          subcategories: c.subcategories,
        })),
      );
    }
    if (menu.products.length > 0) {
      await tx.insert(t.products).values(
        menu.products.map((p, position) => ({
          menuId: m.id,
          position,
          slug: p.slug,
          label: p.label,
          description: p.description,
          category: p.category,
          subcategory: p.subcategory ?? null,
          price: p.price,
          promo: p.promo ?? null,
          image: p.image,
          available: p.available,
          stock: p.stock ?? null,
          alcoholic: p.alcoholic,
          isNew: p.new,
          options: p.options,
        })),
      );
    }
  }

  const cityIds = new Map<string, number>();
  for (const [position, s] of f.suppliers.entries()) {
    let cityId = cityIds.get(s.city);
    if (cityId === undefined) {
      const [c] = await tx
        .insert(t.cities)
        .values({ instanceId, name: s.city })
        .returning({ id: t.cities.id });
      if (!c) throw new Error(`seed: could not insert city ${s.city}`);
      cityId = c.id;
      cityIds.set(s.city, cityId);
    }
    const menuId = menuIds.get(s.menu);
    if (menuId === undefined) throw new Error(`seed: ${f.slug}/${s.slug} names unknown menu ${s.menu}`);
    const [sup] = await tx
      .insert(t.suppliers)
      .values({
        instanceId,
        position,
        slug: s.slug,
        label: s.label,
        description: s.description,
        address: s.address,
        cityId,
        latitude: s.latitude,
        longitude: s.longitude,
        timezone: s.timezone,
        locale: s.locale,
        phone: s.phone,
        serviceDelivery: s.service_delivery,
        serviceTakeAway: s.service_take_away,
        serviceTable: s.service_table,
        serviceBook: s.service_book,
        serviceSchedule: s.service_schedule,
        serviceRoom: s.service_room,
        hasCluviPay: s.has_cluvi_pay,
        onTableClass: s.on_table_class,
        minimumOrderValue: s.minimum_order_value,
        paymentMethods: s.payment_methods,
        banners: s.banners,
        schedule: s.schedule,
        booking: s.booking ?? null,
        menuId,
      })
      .returning({ id: t.suppliers.id });
    if (!sup) throw new Error(`seed: could not insert supplier ${s.slug}`);
    const codes = [
      ...s.tables.map((code) => ({ supplierId: sup.id, code, kind: 'table' as const })),
      ...s.rooms.map((code) => ({ supplierId: sup.id, code, kind: 'room' as const })),
    ];
    if (codes.length > 0) await tx.insert(t.tables).values(codes);
    if (s.zones.length > 0) {
      await tx.insert(t.zones).values(
        s.zones.map((z, zi) => ({
          supplierId: sup.id,
          position: zi,
          name: z.name,
          deliveryPrice: z.delivery_price,
          minimumOrderValue: z.minimum_order_value,
          polygon: z.polygon,
        })),
      );
    }
  }
}
