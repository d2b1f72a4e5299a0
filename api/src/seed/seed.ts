import { sql } from 'drizzle-orm';
import { REMOTE_NAMES } from 'shared-contracts/schemas';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { type Tx, withTransaction } from '../db/transaction.ts';
import { type FixtureInstance, loadFixtures } from './fixtures.ts';

/**
 * Loads every fixture instance into the database, in one transaction, only when the instances table
 * is empty (so it is safe to call at every start). Returns the number of instances imported.
 */
export async function seedIfEmpty(db: Db, fixtures?: FixtureInstance[]): Promise<number> {
  const data = fixtures ?? (await loadFixtures());
  return withTransaction(db, async (tx) => {
    // Serialise concurrent starts on PostgreSQL (a no-op cost on PGlite).
    await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(schema.instances);
    if ((row?.n ?? 0) > 0) return 0;
    for (const fixture of data) {
      await importInstance(tx, fixture);
    }
    return data.length;
  });
}

async function importInstance(tx: Tx, fixture: FixtureInstance): Promise<void> {
  const [instance] = await tx
    .insert(schema.instances)
    .values({
      slug: fixture.slug,
      domain: fixture.domain,
      name: fixture.name,
      status: fixture.status,
      countryCode: fixture.country_code,
      currency: fixture.currency,
      locale: fixture.locale,
      language: fixture.language,
      langs: fixture.langs,
      categoryEstablishment: fixture.category_establishment,
      theme: fixture.theme,
      headerLogo: fixture.header.logo,
      preloadLogo: fixture.preload.logo,
      linktreeLogo: fixture.linktree_logo,
      labelsButtons: fixture.labels_buttons,
      socialmedia: fixture.socialmedia,
      linktree: fixture.linktree,
      showBranchesButton: fixture.show_branches_button,
      rateDigitalmenu: fixture.rate_digitalmenu,
      rateNps: fixture.rate_nps,
      fullGps: fixture.full_gps,
      newMenuV3: fixture.new_menu_v3,
      pixelGoogleAnalytics: fixture.pixel_google_analytics,
      pixelFacebookAnalytics: fixture.pixel_facebook_analytics,
      customStyle: fixture.custom_style,
      favicon: fixture.meta.favicon,
      flags: fixture.flags,
      popup: fixture.popup,
    })
    .returning({ id: schema.instances.id });
  if (!instance) throw new Error(`seed: could not insert instance ${fixture.slug}`);
  const instanceId = instance.id;

  await tx
    .insert(schema.instanceRemotes)
    .values(REMOTE_NAMES.map((name) => ({ instanceId, name, enabled: fixture.remotes[name] ?? false })));

  if (fixture.coupons.length > 0) {
    await tx.insert(schema.coupons).values(
      fixture.coupons.map((coupon) => ({
        instanceId,
        code: coupon.code,
        percent: coupon.percent ?? null,
        amount: coupon.amount ?? null,
        freeDelivery: coupon.free_delivery,
        minPurchase: coupon.min_purchase ?? null,
        expires: coupon.expires ?? null,
        used: coupon.used,
        maxUses: coupon.max_uses ?? null,
        maxUsesPerDiner: coupon.max_uses_per_diner,
      })),
    );
  }

  const menuIds = new Map<string, number>();
  for (const [slug, menu] of Object.entries(fixture.menus)) {
    const [menuRow] = await tx
      .insert(schema.menus)
      .values({ instanceId, slug })
      .returning({ id: schema.menus.id });
    if (!menuRow) throw new Error(`seed: could not insert menu ${slug}`);
    menuIds.set(slug, menuRow.id);
    if (menu.categories.length > 0) {
      await tx.insert(schema.categories).values(
        menu.categories.map((category, position) => ({
          menuId: menuRow.id,
          position,
          slug: category.slug,
          label: category.label,
          subcategories: category.subcategories,
        })),
      );
    }
    if (menu.products.length > 0) {
      await tx.insert(schema.products).values(
        menu.products.map((product, position) => ({
          menuId: menuRow.id,
          position,
          slug: product.slug,
          label: product.label,
          description: product.description,
          category: product.category,
          subcategory: product.subcategory ?? null,
          price: product.price,
          promo: product.promo ?? null,
          image: product.image,
          available: product.available,
          stock: product.stock ?? null,
          alcoholic: product.alcoholic,
          isNew: product.new,
          options: product.options,
        })),
      );
    }
  }

  const cityIds = new Map<string, number>();
  for (const [position, supplier] of fixture.suppliers.entries()) {
    let cityId = cityIds.get(supplier.city);
    if (cityId === undefined) {
      const [cityRow] = await tx
        .insert(schema.cities)
        .values({ instanceId, name: supplier.city })
        .returning({ id: schema.cities.id });
      if (!cityRow) throw new Error(`seed: could not insert city ${supplier.city}`);
      cityId = cityRow.id;
      cityIds.set(supplier.city, cityId);
    }
    const menuId = menuIds.get(supplier.menu);
    if (menuId === undefined)
      throw new Error(`seed: ${fixture.slug}/${supplier.slug} names unknown menu ${supplier.menu}`);
    const [supplierRow] = await tx
      .insert(schema.suppliers)
      .values({
        instanceId,
        position,
        slug: supplier.slug,
        label: supplier.label,
        description: supplier.description,
        address: supplier.address,
        cityId,
        latitude: supplier.latitude,
        longitude: supplier.longitude,
        timezone: supplier.timezone,
        locale: supplier.locale,
        phone: supplier.phone,
        serviceDelivery: supplier.service_delivery,
        serviceTakeAway: supplier.service_take_away,
        serviceTable: supplier.service_table,
        serviceBook: supplier.service_book,
        serviceSchedule: supplier.service_schedule,
        serviceRoom: supplier.service_room,
        hasCluviPay: supplier.has_cluvi_pay,
        onTableClass: supplier.on_table_class,
        minimumOrderValue: supplier.minimum_order_value,
        paymentMethods: supplier.payment_methods,
        bankAccount: supplier.bank_account ?? null,
        banners: supplier.banners,
        schedule: supplier.schedule,
        booking: supplier.booking ?? null,
        menuId,
      })
      .returning({ id: schema.suppliers.id });
    if (!supplierRow) throw new Error(`seed: could not insert supplier ${supplier.slug}`);
    const codes = [
      ...supplier.tables.map((code) => ({ supplierId: supplierRow.id, code, kind: 'table' as const })),
      ...supplier.rooms.map((code) => ({ supplierId: supplierRow.id, code, kind: 'room' as const })),
    ];
    if (codes.length > 0) await tx.insert(schema.tables).values(codes);
    if (supplier.zones.length > 0) {
      await tx.insert(schema.zones).values(
        supplier.zones.map((zone, zonePosition) => ({
          supplierId: supplierRow.id,
          position: zonePosition,
          name: zone.name,
          deliveryPrice: zone.delivery_price,
          minimumOrderValue: zone.minimum_order_value,
          polygon: zone.polygon,
        })),
      );
    }
  }
}
