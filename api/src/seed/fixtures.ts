import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { extend, omit } from 'zod/mini';
import {
  bannerSchema,
  bookingSettingsSchema,
  instanceConfigSchema,
  instancePopupSchema,
  LANGS,
  type Lang,
  onTableClassSchema,
  bankTransferAccountSchema,
  paymentMethodSchema,
  productOptionSchema,
  REMOTE_NAMES,
  subcategorySchema,
  weeklyScheduleSchema,
} from 'shared-contracts/schemas';
import { PACKAGE_DIR } from '../config/env.ts';

export const FIXTURES_DIR = path.join(PACKAGE_DIR, 'fixtures');
export const IMAGES_DIR = path.join(FIXTURES_DIR, 'images');

const fixtureProductSchema = z.object({
  slug: z.string(),
  label: z.string(),
  description: z.string(),
  category: z.string(),
  subcategory: z.string().optional(),
  price: z.number(),
  promo: z.number().optional(),
  image: z.string(),
  available: z.boolean().default(true),
  stock: z.number().int().optional(),
  alcoholic: z.boolean().default(false),
  new: z.boolean().default(false),
  options: z.array(productOptionSchema).default([]),
});

const fixtureSupplierSchema = z.object({
  slug: z.string(),
  label: z.string(),
  description: z.string(),
  address: z.string(),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timezone: z.string(),
  locale: z.string(),
  phone: z.string(),
  service_delivery: z.boolean(),
  service_take_away: z.boolean(),
  service_table: z.boolean(),
  service_book: z.boolean(),
  service_schedule: z.boolean(),
  service_room: z.boolean().default(false),
  has_cluvi_pay: z.boolean(),
  on_table_class: onTableClassSchema,
  minimum_order_value: z.number().nullable(),
  payment_methods: z.array(paymentMethodSchema),
  bank_account: z.optional(bankTransferAccountSchema),
  tables: z.array(z.string()).default([]),
  rooms: z.array(z.string()).default([]),
  schedule: weeklyScheduleSchema,
  booking: z.optional(bookingSettingsSchema),
  zones: z
    .array(
      z.object({
        name: z.string(),
        delivery_price: z.number(),
        minimum_order_value: z.number(),
        polygon: z.array(z.tuple([z.number(), z.number()])),
      }),
    )
    .default([]),
  banners: z.array(bannerSchema).default([]),
  menu: z.string(),
});

const isLang = (value: string): value is Lang => (LANGS as readonly string[]).includes(value);

/** An instance language outside es, en and pt falls back to Spanish (not an import error). */
const fixtureLanguageSchema = z.string().transform((language): Lang => (isLang(language) ? language : 'es'));
const fixtureLangsSchema = z.array(z.string()).transform((langs) => langs.filter(isLang));

/** One `fixtures/instances/*.json` file: the public config fields plus the operator's data behind them. */
// The shared schemas are zod/mini (the browser's lighter build): composed with its functions.
export const fixtureInstanceSchema = extend(
  omit(instanceConfigSchema, { id: true, suppliers: true, remotes: true, contracts_version: true }),
  {
    language: fixtureLanguageSchema,
    langs: fixtureLangsSchema,
    remotes: z.partialRecord(z.enum(REMOTE_NAMES), z.boolean()),
    popup: z.nullable(instancePopupSchema).default(null),
    coupons: z
      .array(
        z.object({
          code: z.string(),
          percent: z.number().optional(),
          amount: z.number().optional(),
          free_delivery: z.boolean().default(false),
          min_purchase: z.number().optional(),
          expires: z.string().optional(),
          used: z.boolean().default(false),
          /** Purchases that may redeem it in all; absent: no limit. */
          max_uses: z.number().int().min(1).optional(),
          /** Purchases one diner may redeem it on; absent: 1, null: no limit. */
          max_uses_per_diner: z.number().int().min(1).nullable().default(1),
        }),
      )
      .default([]),
    suppliers: z.array(fixtureSupplierSchema),
    menus: z.record(
      z.string(),
      z.object({
        categories: z.array(
          z.object({
            slug: z.string(),
            label: z.string(),
            subcategories: z.array(subcategorySchema).default([]),
          }),
        ),
        products: z.array(fixtureProductSchema),
      }),
    ),
  },
);
export type FixtureInstance = z.infer<typeof fixtureInstanceSchema>;

/** Every instance file, in file-name order (which fixes the seeded ids). */
export async function loadFixtures(dir = path.join(FIXTURES_DIR, 'instances')): Promise<FixtureInstance[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.json')).sort();
  const out: FixtureInstance[] = [];
  for (const file of files) {
    const raw: unknown = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
    const parsed = fixtureInstanceSchema.safeParse(raw);
    if (!parsed.success) {
      throw new Error(`${path.join(dir, file)}: ${z.prettifyError(parsed.error)}`);
    }
    out.push(parsed.data);
  }
  return out;
}
