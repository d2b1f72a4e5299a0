import * as z from 'zod/mini';
import { currencySchema, langSchema, remoteNameSchema } from './common.ts';
import { supplierSummarySchema } from './supplier.ts';

export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'twitter',
  'twitch',
  'youtube',
  'whatsapp',
  'webpage',
  'spotify',
  'tiktok',
  'tripadvisor',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const themeSchema = z.object({
  dark: z.boolean(),
  theme_color: z.string(),
  header_bgcolor: z.string(),
  header_txt_color: z.string(),
  titles_txt_color: z.string(),
  page_bgcolor: z.string(),
  suppliers_background_image: z.string(),
  preload_background: z.string(),
});
export type Theme = z.infer<typeof themeSchema>;

/** A landing link button. `url` is either an external URL or one of the service targets. */
export const SERVICE_TARGETS = [
  'service_schedule',
  'service_table',
  'service_delivery',
  'service_book',
  'service_take_away',
] as const;
export const linkButtonSchema = z.object({
  url: z.string(),
  target: z.enum(['_blank', '_self']),
  label: z.string(),
  label_custom: z.string(),
});
export type LinkButton = z.infer<typeof linkButtonSchema>;

export const INSTANCE_STATUSES = ['active', 'locked'] as const;
export const instanceStatusSchema = z.enum(INSTANCE_STATUSES);
export type InstanceStatus = z.infer<typeof instanceStatusSchema>;

/** The operator's own wording of the service buttons. */
export const serviceLabelsSchema = z.object({
  delivery: z.string(),
  take_away: z.string(),
  on_table: z.string(),
  book: z.string(),
});
export type ServiceLabels = z.infer<typeof serviceLabelsSchema>;

export const instanceFlagsSchema = z.object({
  contact_button: z.boolean(),
  service_fee_label: z.boolean(),
  impoconsumo_label: z.boolean(),
});
export type InstanceFlags = z.infer<typeof instanceFlagsSchema>;

/**
 * The operator's popup (a promotion, a notice): shown once per browser session on the routes that allow
 * popups (not Main, Location or Branch*). `id` names it: a popup with a new id shows again. Every text is
 * shown as text; `image` and `link.url` are used only when they are web addresses.
 */
export const instancePopupSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  title: z.string(),
  body: z.string(),
  image: z.string(),
  link: z.nullable(z.object({ url: z.string(), label: z.string() })),
});
export type InstancePopup = z.infer<typeof instancePopupSchema>;

/** Where the shell loads one remote from; `enabled: false` means the operator switched it off. */
export const remoteEntrySchema = z.object({
  name: remoteNameSchema,
  enabled: z.boolean(),
  entry: z.string(),
  /** The published release the instance is pinned to; absent or null: the remote's current build. */
  release: z.optional(z.nullable(z.string())),
});
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

/** GET /experience/{domain}/config */
export const instanceConfigSchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  domain: z.string(),
  status: instanceStatusSchema,
  country_code: z.string().check(z.length(2)),
  currency: currencySchema,
  locale: z.string(),
  language: langSchema,
  langs: z.array(langSchema),
  category_establishment: z.string(),
  theme: themeSchema,
  header: z.object({ logo: z.string() }),
  preload: z.object({ logo: z.string() }),
  linktree_logo: z.string(),
  labels_buttons: serviceLabelsSchema,
  socialmedia: z.record(z.string(), z.string()),
  linktree: z.array(linkButtonSchema),
  show_branches_button: z.boolean(),
  rate_digitalmenu: z.boolean(),
  rate_nps: z.boolean(),
  full_gps: z.boolean(),
  new_menu_v3: z.boolean(),
  pixel_google_analytics: z.string(),
  pixel_facebook_analytics: z.string(),
  custom_style: z.string(),
  meta: z.object({ favicon: z.string() }),
  flags: instanceFlagsSchema,
  /** The operator's popup, or null when none is configured. */
  popup: z.nullable(instancePopupSchema),
  suppliers: z.array(supplierSummarySchema),
  remotes: z.array(remoteEntrySchema),
  /** Major.minor of shared-contracts the API speaks; remotes built against another major are refused. */
  contracts_version: z.string(),
});
export type InstanceConfig = z.infer<typeof instanceConfigSchema>;
