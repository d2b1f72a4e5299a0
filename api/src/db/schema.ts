import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type {
  CartDraft,
  BankTransferAccount,
  Banner,
  BookingSettings,
  BookingStatus,
  Currency,
  DocumentType,
  InstanceFlags,
  InstancePopup,
  InstanceStatus,
  Lang,
  LinkButton,
  OnTableClass,
  OrderStatus,
  PaymentMethod,
  PaymentSplit,
  PaymentStatus,
  ProductOption,
  ProfileCategory,
  PurchaseDelivery,
  PurchaseItemOption,
  PurchaseItemStatus,
  PurchaseStatus,
  PurchaseTip,
  RemoteName,
  Service,
  ServiceLabels,
  Sex,
  StaffRole,
  Subservice,
  Subcategory,
  Theme,
  WeeklySchedule,
} from 'shared-contracts/schemas';

// JSON and enum columns carry the types of the shared zod schemas (the seed validates fixtures with
// those schemas and every write is typed), so rows read back need no second parse.

export const instances = pgTable('instances', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  domain: text('domain').notNull().unique(),
  name: text('name').notNull(),
  status: text('status').$type<InstanceStatus>().notNull(),
  countryCode: text('country_code').notNull(),
  currency: text('currency').$type<Currency>().notNull(),
  locale: text('locale').notNull(),
  language: text('language').$type<Lang>().notNull(),
  langs: jsonb('langs').$type<Lang[]>().notNull(),
  categoryEstablishment: text('category_establishment').notNull(),
  theme: jsonb('theme').$type<Theme>().notNull(),
  headerLogo: text('header_logo').notNull(),
  preloadLogo: text('preload_logo').notNull(),
  linktreeLogo: text('linktree_logo').notNull(),
  labelsButtons: jsonb('labels_buttons').$type<ServiceLabels>().notNull(),
  socialmedia: jsonb('socialmedia').$type<Record<string, string>>().notNull(),
  linktree: jsonb('linktree').$type<LinkButton[]>().notNull(),
  showBranchesButton: boolean('show_branches_button').notNull(),
  rateDigitalmenu: boolean('rate_digitalmenu').notNull(),
  rateNps: boolean('rate_nps').notNull(),
  fullGps: boolean('full_gps').notNull(),
  newMenuV3: boolean('new_menu_v3').notNull(),
  pixelGoogleAnalytics: text('pixel_google_analytics').notNull(),
  pixelFacebookAnalytics: text('pixel_facebook_analytics').notNull(),
  customStyle: text('custom_style').notNull(),
  favicon: text('favicon').notNull(),
  flags: jsonb('flags').$type<InstanceFlags>().notNull(),
  /** The operator's popup (null: none). */
  popup: jsonb('popup').$type<InstancePopup>(),
  /** Bumped by every change to the instance's configuration or menus; keys the in-memory caches. */
  version: integer('version').notNull().default(1),
});

/** The owning instance of a row: deleting an instance deletes everything that belongs to it. */
function instanceColumn() {
  return integer('instance_id')
    .notNull()
    .references(() => instances.id, { onDelete: 'cascade' });
}

export const instanceRemotes = pgTable(
  'instance_remotes',
  {
    id: serial('id').primaryKey(),
    instanceId: instanceColumn(),
    name: text('name').$type<RemoteName>().notNull(),
    enabled: boolean('enabled').notNull(),
    /** A published release the instance is pinned to (a canary); null: the remote's current build. */
    release: text('release'),
    /** When the release was pinned: the canary's error rate is counted from then. */
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('instance_remotes_instance_name').on(table.instanceId, table.name)],
);

export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    instanceId: instanceColumn(),
    slug: text('slug').notNull(),
  },
  (table) => [uniqueIndex('menus_instance_slug').on(table.instanceId, table.slug)],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    instanceId: instanceColumn(),
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('cities_instance_name').on(table.instanceId, table.name)],
);

export const suppliers = pgTable(
  'suppliers',
  {
    id: serial('id').primaryKey(),
    instanceId: instanceColumn(),
    position: integer('position').notNull(),
    slug: text('slug').notNull(),
    label: text('label').notNull(),
    description: text('description').notNull(),
    address: text('address').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timezone: text('timezone').notNull(),
    locale: text('locale').notNull(),
    phone: text('phone').notNull(),
    serviceDelivery: boolean('service_delivery').notNull(),
    serviceTakeAway: boolean('service_take_away').notNull(),
    serviceTable: boolean('service_table').notNull(),
    serviceBook: boolean('service_book').notNull(),
    serviceSchedule: boolean('service_schedule').notNull(),
    serviceRoom: boolean('service_room').notNull(),
    hasCluviPay: boolean('has_cluvi_pay').notNull(),
    /**
     * The staff's switches of the day (`PUT /staff/…/branches/{branch}/state`): business or kitchen
     * closed, delivery paused.
     */
    businessClosed: boolean('business_closed').notNull().default(false),
    kitchenClosed: boolean('kitchen_closed').notNull().default(false),
    deliveryPaused: boolean('delivery_paused').notNull().default(false),
    onTableClass: text('on_table_class').$type<OnTableClass>().notNull(),
    minimumOrderValue: doublePrecision('minimum_order_value'),
    paymentMethods: jsonb('payment_methods').$type<PaymentMethod[]>().notNull(),
    /** The account a bank transfer goes to (shown to the diner who pays by transfer). */
    bankAccount: jsonb('bank_account').$type<BankTransferAccount>(),
    banners: jsonb('banners').$type<Banner[]>().notNull(),
    schedule: jsonb('schedule').$type<WeeklySchedule>().notNull(),
    booking: jsonb('booking').$type<BookingSettings>(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id),
  },
  (table) => [uniqueIndex('suppliers_instance_slug').on(table.instanceId, table.slug)],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    slug: text('slug').notNull(),
    label: text('label').notNull(),
    subcategories: jsonb('subcategories').$type<Subcategory[]>().notNull(),
  },
  (table) => [uniqueIndex('categories_menu_slug').on(table.menuId, table.slug)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    slug: text('slug').notNull(),
    label: text('label').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    subcategory: text('subcategory'),
    price: doublePrecision('price').notNull(),
    promo: doublePrecision('promo'),
    image: text('image').notNull(),
    available: boolean('available').notNull().default(true),
    /** Units left; null means unlimited. */
    stock: integer('stock'),
    alcoholic: boolean('alcoholic').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    options: jsonb('options').$type<ProductOption[]>().notNull(),
  },
  (table) => [uniqueIndex('products_menu_slug').on(table.menuId, table.slug)],
);

/** Tables and hotel rooms: the codes printed in their QR (`?mesa=CODE&k=KEY`). */
export const tables = pgTable(
  'tables',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    kind: text('kind').$type<'table' | 'room'>().notNull(),
    /**
     * The printed QR's secret beside the short, guessable code: only a diner holding it joins the table's
     * shared bill. 128 random bits (PostgreSQL's strong random source), hex; the staff rotate it.
     */
    qrKey: text('qr_key')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
  },
  (table) => [uniqueIndex('tables_supplier_code').on(table.supplierId, table.code)],
);

export const zones = pgTable(
  'zones',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    deliveryPrice: doublePrecision('delivery_price').notNull(),
    minimumOrderValue: doublePrecision('minimum_order_value').notNull(),
    /** Ring of [lat, lon] points. */
    polygon: jsonb('polygon').$type<[number, number][]>().notNull(),
  },
  (table) => [index('zones_supplier').on(table.supplierId)],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    instanceId: instanceColumn(),
    code: text('code').notNull(),
    percent: doublePrecision('percent'),
    amount: doublePrecision('amount'),
    freeDelivery: boolean('free_delivery').notNull().default(false),
    minPurchase: doublePrecision('min_purchase'),
    /** ISO date (YYYY-MM-DD), last valid day. */
    expires: text('expires'),
    /** The operator marked it redeemed (exhausted) whatever its counts say. */
    used: boolean('used').notNull().default(false),
    /** How many purchases may redeem it in all; null: no limit. */
    maxUses: integer('max_uses'),
    /** How many purchases one diner (the profile that applied it) may redeem it on; null: no limit. */
    maxUsesPerDiner: integer('max_uses_per_diner').default(1),
  },
  (table) => [uniqueIndex('coupons_instance_code').on(table.instanceId, table.code)],
);

export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    instanceId: instanceColumn(),
    /** SHA-256 (hex) of the token; the plain token is returned once, at creation. */
    tokenHash: text('token_hash').notNull(),
    anonymous: boolean('anonymous').notNull(),
    domain: text('domain').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    /** ISO date (YYYY-MM-DD) given at the age check (`POST /legal/check_mayor.json`). */
    birthdayDate: text('birthday_date'),
    /** When the diner passed the age check (of legal age and confirmed it); null: not (yet). */
    legalAgeAt: timestamp('legal_age_at', { withTimezone: true }),
    /** When the diner first accepted the cookie notice (`POST /legal/check_cookies.json`); null: not yet. */
    cookiesAcceptedAt: timestamp('cookies_accepted_at', { withTimezone: true }),
    /** When the diner proved `phone` is theirs with an SMS code; cleared when the phone changes. */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** The country the diner chose for `phone` (ISO 3166 alpha-2); its calling code is derived. */
    phoneCodeIso2: text('phone_code_iso2'),
    sex: text('sex').$type<Sex>(),
    dniType: text('dni_type').$type<DocumentType>(),
    dni: text('dni'),
    categories: jsonb('categories').$type<ProfileCategory[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('profiles_instance').on(table.instanceId),
    // Finding the profile that verified a phone first (another device proving the same phone).
    index('profiles_verified_phone').on(table.instanceId, table.phone),
  ],
);

/**
 * Further tokens of a profile, one per device that reached it by proving its verified phone with an SMS
 * code; the profile's own `token_hash` stays its first device's.
 */
export const profileDevices = pgTable(
  'profile_devices',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the device's token; the plain token is returned once. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('profile_devices_profile').on(table.profileId)],
);

/**
 * A copy of the delivery or take-away cart a diner is putting together, one per profile. The device keeps
 * the cart; this copy only lets a server render the cart page for the diner's next full load. Replaced on
 * every save, removed when the cart is emptied or after `RETENTION.cartDraftDays` without a change.
 */
export const cartDrafts = pgTable('cart_drafts', {
  profileId: integer('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  draft: jsonb('draft').$type<CartDraft>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable('sessions', {
  id: serial('id').primaryKey(),
  instanceId: instanceColumn(),
  so: text('so').notNull(),
  browser: text('browser').notNull(),
  pixelWidth: integer('pixel_width').notNull(),
  pixelHeight: integer('pixel_height').notNull(),
  /**
   * The browser's id on the API's own domain (the cookie-manager frame's cookie, set only with the diner's
   * cookie consent): ties the sessions one browser opened on several instances' domains.
   */
  deviceId: text('device_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Where a session's visit came from; one per session, the first answer wins. */
export const acquisitions = pgTable('acquisitions', {
  id: serial('id').primaryKey(),
  instanceId: instanceColumn(),
  sessionId: integer('session_id')
    .notNull()
    .unique()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  campaignId: text('campaign_id'),
  utmSource: text('utm_source'),
  utmMedium: text('utm_medium'),
  utmCampaign: text('utm_campaign'),
  utmTerm: text('utm_term'),
  utmContent: text('utm_content'),
  gclid: text('gclid'),
  fbclid: text('fbclid'),
  userAgent: text('user_agent'),
  referer: text('referer'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One measured diner event; ids are the client's, kept as given (no foreign keys). */
export const trackings = pgTable(
  'trackings',
  {
    id: serial('id').primaryKey(),
    instanceId: instanceColumn(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    viewVue: text('view_vue'),
    supplierId: integer('supplier_id'),
    profileId: integer('profile_id'),
    acquisitionId: integer('acquisition_id'),
    productId: integer('product_id'),
    purchaseId: integer('purchase_id'),
    tableCode: text('table_code'),
    frontLang: text('front_lang'),
    service: text('service'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('trackings_session').on(table.sessionId)],
);

/**
 * A table's shared purchase (on_table, or room service for a room): one open purchase per table, which
 * every diner who scans its QR joins. `version` is bumped by every change (the ETag of the cart and what
 * the live channel announces).
 */
export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    instanceId: instanceColumn(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** Null: a diner who does not know the table number orders on a purchase of their own. */
    tableId: integer('table_id').references(() => tables.id, { onDelete: 'cascade' }),
    /**
     * The table's shared bill, which every diner holding the table's QR key joins. False: one diner's own
     * order, at a table whose code they typed without the key, without a table, or a delivery.
     */
    shared: boolean('shared').notNull().default(false),
    /** The profile that opened it (the only member when it has no table). */
    openedBy: integer('opened_by')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: text('status').$type<PurchaseStatus>().notNull().default('open'),
    /** The order status the staff last set (one of the order status labels); null: derived from the lines. */
    orderStatus: text('order_status').$type<OrderStatus>(),
    comment: text('comment').notNull().default(''),
    waiterCalledAt: timestamp('waiter_called_at', { withTimezone: true }),
    /** When the staff answered the last waiter call; cleared by the next call. */
    waiterAnsweredAt: timestamp('waiter_answered_at', { withTimezone: true }),
    tip: jsonb('tip').$type<PurchaseTip>(),
    /** How the purchase reaches the diner; the table's purchases are `on_table` (subservice `room` for rooms). */
    service: text('service').$type<Service>().notNull().default('on_table'),
    subservice: text('subservice').$type<Subservice>(),
    /**
     * Money the server adds or takes off the items, in the currency's minor unit (cents; COP and CLP have
     * none): the zone's delivery fee and the applied coupon's discount. Totals are computed from these,
     * never taken from the client.
     */
    deliveryFeeMinor: integer('delivery_fee_minor').notNull().default(0),
    discountMinor: integer('discount_minor').notNull().default(0),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /** The diner who applied the coupon (its per-diner limit counts for them). */
    couponAppliedBy: integer('coupon_applied_by').references(() => profiles.id, { onDelete: 'set null' }),
    /**
     * Null for an order (its lines make the bill). A number makes it a manual payment
     * and 7): the amount, in major units, a diner of a list-only table pays in the app for a bill the
     * waiter brought; it holds no lines.
     */
    manualAmount: doublePrecision('manual_amount'),
    /**
     * A delivery or take-away order's cutlery, packing, place, zone (its fee and minimum as they were
     * when the order was placed) and schedule; null at a table.
     */
    delivery: jsonb('delivery').$type<PurchaseDelivery>(),
    /**
     * Whom the staff call about a delivery or take-away order: the name and phone of its latest payment's
     * contact form. Null until a payment (and at a table, where the staff see the diner).
     */
    contact: jsonb('contact').$type<{ name: string; phone: string }>(),
    version: integer('version').notNull().default(1),
    /**
     * What the rating calls and link carry instead of a profile (`/menudigital/rates.json`,
     * `/ratecluvi/{id}/{token}`); it lets its holder rate this purchase and nothing else.
     */
    rateToken: text('rate_token')
      .notNull()
      .default(sql`md5(random()::text || clock_timestamp()::text)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One open shared bill per table: concurrent first scans meet on this index (insert … on conflict).
    uniqueIndex('purchases_open_table')
      .on(table.tableId)
      .where(sql`${table.status} = 'open' and ${table.tableId} is not null and ${table.shared}`),
    // One open own order per diner and table (a code typed without the key): a double press finds the first.
    uniqueIndex('purchases_open_own_at_table')
      .on(table.tableId, table.openedBy)
      .where(sql`${table.status} = 'open' and ${table.tableId} is not null and not ${table.shared}`),
    // One open manual payment per diner and branch: a second cart-icon press finds the first.
    uniqueIndex('purchases_open_manual')
      .on(table.supplierId, table.openedBy)
      .where(sql`${table.status} = 'open' and ${table.manualAmount} is not null`),
    index('purchases_supplier_status').on(table.supplierId, table.status),
  ],
);

/** The diners who joined a purchase (scanned the table's QR): only they read and change it. */
export const purchaseMembers = pgTable(
  'purchase_members',
  {
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.purchaseId, table.profileId] })],
);

/** One line of a purchase: a product with its chosen options, added by one profile. */
export const purchaseItems = pgTable(
  'purchase_items',
  {
    id: serial('id').primaryKey(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
    /** The product's price (promo when set) plus the chosen extras, at the time it was added. */
    unitPrice: doublePrecision('unit_price').notNull(),
    options: jsonb('options').$type<PurchaseItemOption[]>().notNull(),
    comment: text('comment').notNull().default(''),
    status: text('status').$type<PurchaseItemStatus>().notNull().default('pending'),
    /** When the line went to the kitchen (ordered); the kitchen display shows it. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When the kitchen marked it prepared; cleared when the kitchen recalls it. */
    preparedAt: timestamp('prepared_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('purchase_items_purchase').on(table.purchaseId)],
);

/**
 * One payment of a purchase's share (the whole, some lines, an equal part or an amount). The amount is
 * the server's, in the currency's minor unit; of a card only the brand and last four digits are kept.
 * `(purchase, profile, idempotency key)` is unique: a retried request finds its first payment.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    instanceId: instanceColumn(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /**
     * SHA-256 of the request the key was first used with (the card reduced to brand, last four digits
     * and expiry: no number or CVC): the same key with another request is refused. Null before it existed.
     */
    requestHash: text('request_hash'),
    method: text('method').$type<PaymentMethod>().notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    reason: text('reason'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    split: jsonb('split').$type<PaymentSplit>().notNull(),
    itemIds: jsonb('item_ids').$type<number[]>().notNull().default([]),
    cardLast4: text('card_last4'),
    cardBrand: text('card_brand'),
    providerRef: text('provider_ref'),
    /**
     * PSE: the bank's page the provider answered with, kept so its payer can go back to it after a reload
     * while the bank has not answered. Only the provider writes it, never a request; null for other methods.
     */
    redirectUrl: text('redirect_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_idempotency').on(table.purchaseId, table.profileId, table.idempotencyKey),
    index('payments_purchase').on(table.purchaseId),
  ],
);

/**
 * A coupon redeemed on a purchase: written with the purchase's first payment that holds money (approved
 * or pending) and removed when no payment holds any more (declined, failed). One per purchase; the
 * coupon's use limits count these rows.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    /** The diner the use counts for: the profile that applied the coupon. */
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupon_redemptions_purchase').on(table.purchaseId),
    index('coupon_redemptions_coupon_profile').on(table.couponId, table.profileId),
  ],
);

/**
 * One start time of a branch on one day, created on the first booking for it. Booking writes lock this
 * row (`for update`), so two requests for the last seats are decided one after the other.
 */
export const bookingSlots = pgTable(
  'booking_slots',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** Local date and time of the branch (its `timezone`). */
    date: text('date').notNull(),
    hour: text('hour').notNull(),
  },
  (table) => [uniqueIndex('booking_slots_supplier_date_hour').on(table.supplierId, table.date, table.hour)],
);

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    instanceId: instanceColumn(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => bookingSlots.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the detail link's token; the plain token is returned once, at creation. */
    tokenHash: text('token_hash').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    persons: integer('persons').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    dniType: text('dni_type').$type<DocumentType>().notNull(),
    dni: text('dni').notNull(),
    status: text('status').$type<BookingStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the retention rule blanked the booker's name, phone, email and document (lib/retention.ts). */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
  },
  (table) => [
    index('bookings_slot_status').on(table.slotId, table.status),
    index('bookings_starts_at').on(table.startsAt),
  ],
);

/** Products pre-ordered for a booking, with the price when they were added. */
export const bookingProducts = pgTable(
  'booking_products',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    /** One unit, with the extra prices of the chosen options. */
    price: doublePrecision('price').notNull(),
    /** The chosen options, as the menu's rules accepted them (labels and prices of the moment). */
    options: jsonb('options').$type<PurchaseItemOption[]>().notNull().default([]),
    count: integer('count').notNull(),
  },
  (table) => [index('booking_products_booking').on(table.bookingId)],
);

/** The diner's rating of a booking (1 to 10), one per booking. */
export const bookingRatings = pgTable('booking_ratings', {
  id: serial('id').primaryKey(),
  bookingId: integer('booking_id')
    .notNull()
    .unique()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  rate: integer('rate').notNull(),
  comment: text('comment').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Address searches of diners (`POST /api/search_google_logs.json`), kept for the operator. */
export const searchLogs = pgTable(
  'search_logs',
  {
    id: serial('id').primaryKey(),
    instanceId: instanceColumn(),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    query: text('query').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('search_logs_instance').on(table.instanceId),
    index('search_logs_created').on(table.createdAt),
  ],
);

/**
 * A diner's rating: `menu` rates a purchase (1–5, once per purchase), `nps` is a
 * session's answer to "would you recommend us" at a branch (0–10, once per session and branch).
 */
export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    instanceId: instanceColumn(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'menu' | 'nps'>().notNull(),
    purchaseId: integer('purchase_id').references(() => purchases.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ratings_menu_purchase')
      .on(table.purchaseId)
      .where(sql`${table.kind} = 'menu'`),
    uniqueIndex('ratings_nps_session')
      .on(table.sessionId, table.supplierId)
      .where(sql`${table.kind} = 'nps'`),
  ],
);

/** Raw bytes (PostgreSQL `bytea`), read and written as a Buffer on both engines. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The SMS code a diner asked for to prove a phone (4 digits). One current code per
 * profile: asking again replaces it. Only the code's hash is kept; `attempts` counts wrong answers.
 */
export const phoneVerifications = pgTable('phone_verifications', {
  profileId: integer('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * The codes sent to one phone, whichever profile asked for them: one every `VERIFICATION.resendAfterMs`
 * and `VERIFICATION.codesPerPhone` a window (`VERIFICATION.phoneWindowMs`). Keyed by the SHA-256 of the
 * number, not the number, and deleted once its window has passed (lib/retention.ts).
 */
export const phoneCodeSends = pgTable('phone_code_sends', {
  phoneHash: text('phone_hash').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  sentInWindow: integer('sent_in_window').notNull(),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
});

/**
 * The rate limits' counters (lib/rate-limit-store.ts), shared by every API process on the database: one
 * row per limit (`bucket`: the route, or a named limit such as the staff-login failures) and key (the
 * client address or verified profile), counting the requests of the window that ends at `window_ends_at`.
 * A request past the end starts a new window in the same row, so the table holds one row per client
 * seen lately; rows whose window has ended are deleted by the retention job. Unlogged (the migration
 * says so): counting writes no WAL and waits for no disk flush, and a crash empties the table, which only
 * gives every client a fresh window.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.key] })],
);

/** What a browser reported going wrong (`POST /tracking/error_reports`, sampled by the client), for the operator. */
export const errorReports = pgTable(
  'error_reports',
  {
    id: serial('id').primaryKey(),
    /** Null when the report named no instance the API knows. */
    instanceId: integer('instance_id').references(() => instances.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    stack: text('stack').notNull().default(''),
    url: text('url').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    release: text('release').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('error_reports_created').on(table.createdAt)],
);

/**
 * An image a diner attached to a purchase as proof of a payment made outside the app (a bank transfer's
 * receipt), kept in the database so every API process and the operator's staff call read the same bytes.
 */
export const paymentProofs = pgTable(
  'payment_proofs',
  {
    id: serial('id').primaryKey(),
    instanceId: instanceColumn(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The payment it proves, when the diner named one (a pending transfer). */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** Read from the bytes (image/png, image/jpeg, image/webp), never from the file name. */
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_proofs_purchase').on(table.purchaseId)],
);

/**
 * A restaurant staff account of one instance (api/README.md, "Staff accounts and roles"). The email is
 * kept trimmed and in lower case, unique within the instance; the password only as its scrypt hash
 * (`lib/staff-auth/passwords.ts`, the parameters inside the stored string).
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    instanceId: instanceColumn(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    roles: jsonb('roles').$type<StaffRole[]>().notNull(),
    passwordHash: text('password_hash').notNull(),
    /** An invited (or reset) account signs in with a temporary password and must choose its own first. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('staff_accounts_instance_email').on(table.instanceId, table.email)],
);

/**
 * A signed-in browser: the cookie holds a random token, the row its SHA-256. Deleting the row signs it
 * out (sign-out, a password change, the account removed). Times are the API's clock, so both expiries
 * are checked the same way on every process.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Moved forward at most once a minute by the calls the session makes: the idle expiry counts from it. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** The absolute end, whatever the use. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_sessions_account').on(table.accountId)],
);

/**
 * Failed sign-ins counted per key (`account:<instance>:<hash of the email>` and `address:<client>`) in a
 * fixed window, in the database so every API process counts the same tries. Deleted once the window
 * has passed (lib/retention.ts).
 */
export const staffSignInFailures = pgTable('staff_sign_in_failures', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  failures: integer('failures').notNull(),
});

/**
 * Who did what, when, to which object, in an instance: one row per staff change, written in the
 * transaction of the change (a change that fails leaves none). The actor's email is copied so a
 * removed account's entries still say who it was.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    instanceId: instanceColumn(),
    accountId: integer('account_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    actorKind: text('actor_kind').$type<'account' | 'operator'>().notNull(),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_instance_id').on(table.instanceId, table.id)],
);
