import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_PORTS } from 'shared-contracts/ports';
import { z } from 'zod';

/** The `api` package directory (relative paths in the environment are resolved against it). */
export const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const url = z.string().url();

/** The staff token of development: refused when NODE_ENV=production, where it would be a known secret. */
export const DEV_STAFF_TOKEN = 'dev-staff-token';

export const envSchema = z
  .object({
    NODE_ENV: z.string().default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .optional()
      .transform((v) => (v && v.trim() !== '' ? v : undefined)),
    DATA_DIR: z.string().min(1).default('.data/pglite'),
    /**
     * The folder of instance files an empty database is seeded from (default: the demo restaurants in
     * `fixtures/instances`). The diners' bench seeds a copy whose branch prints more tables.
     */
    SEED_INSTANCES_DIR: z
      .string()
      .optional()
      .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined)),
    /**
     * Embedded engine only: how long a write may wait for its turn (its transactions run one at a time)
     * before it is refused with 503 `busy` and Retry-After, so no diner waits seconds behind a burst.
     */
    EMBEDDED_WRITE_WAIT_MS: z.coerce.number().int().min(10).max(60_000).default(1_500),
    /**
     * Embedded engine only: how many writes are served at once (from their handler's start to their
     * answer); one more is refused at once with 503 `busy`. The engine serves one query at a time on the
     * API's own thread: past this, more writes only lengthen everyone's wait, reads and new requests too.
     */
    EMBEDDED_WRITES_IN_FLIGHT: z.coerce.number().int().min(1).max(10_000).default(32),
    /**
     * A pinned release (a canary) is unpinned by itself when its instance's error reports per session,
     * since the pin, exceed the current build's rate (instances not pinned) by this fraction (1 = twice)...
     */
    CANARY_ERROR_MARGIN: z.coerce.number().min(0).max(100).default(1),
    /** ...once the canary has at least this many reports (fewer say nothing about a release). */
    CANARY_MIN_REPORTS: z.coerce.number().int().min(1).max(100_000).default(5),
    STAFF_TOKEN: z.string().min(1).default(DEV_STAFF_TOKEN),
    DEFAULT_INSTANCE: z.string().min(1).default('la-brasa'),
    MF_LANDING_URL: url.default(`http://localhost:${REMOTE_PORTS.landing}`),
    MF_MENU_URL: url.default(`http://localhost:${REMOTE_PORTS.menu}`),
    MF_CHECKOUT_URL: url.default(`http://localhost:${REMOTE_PORTS.checkout}`),
    MF_BOOKING_URL: url.default(`http://localhost:${REMOTE_PORTS.booking}`),
    MF_DELIVERY_URL: url.default(`http://localhost:${REMOTE_PORTS.delivery}`),
    MF_STAFF_URL: url.default(`http://localhost:${REMOTE_PORTS.staff}`),
    /** Where browsers reach this API; image URLs in every body are built on it, never on the request's Host. */
    PUBLIC_API_URL: url.optional(),
    /** Where diners open an instance's site; `{domain}` is the instance's domain. The table QR codes link there. */
    PUBLIC_SITE_URL: z
      .string()
      .min(1)
      .refine((v) => v.includes('{domain}'), 'must contain {domain}')
      .default(`http://{domain}:${REMOTE_PORTS.shell}`),
    /** Time for a whole request (headers and body) to arrive; a body that never finishes is cut with a 408. */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    /** Time for the request headers to arrive (slow-headers clients); at most REQUEST_TIMEOUT_MS. */
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    /** A socket with no traffic for this long is closed (live streams send a heartbeat every 20 s). */
    IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
    /** Open connections one client address may hold; the next ones are closed at once. */
    MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(1).max(100_000).default(256),
    /**
     * Proxies whose `X-Forwarded-*` headers are believed (comma-separated addresses or CIDR ranges); empty:
     * none, the socket's address is the client (rate limits and connection caps count it).
     */
    TRUSTED_PROXIES: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== ''),
      ),
    /** Writes a minute one verified profile may make on a route without a limit of its own. */
    DINER_WRITES_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
    /**
     * Writes a minute one address may make on such a route for every diner behind it without a verified
     * profile: a full dining room on the restaurant's Wi-Fi (docs/security.md says how it was chosen).
     */
    DINER_WRITES_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
    /** Bookings an hour one address (or verified profile) may make: each one holds seats. */
    BOOKINGS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
    /** How often the retention rules run (lib/retention.ts: stale rows deleted, old bookings blanked); 0: never. */
    RETENTION_INTERVAL_MS: z.coerce.number().int().min(0).max(604_800_000).default(3_600_000),
    /**
     * Where typed delivery addresses are looked up (modules/geocoding): `gazetteer`, the offline demo
     * gazetteer (no outside service); `nominatim` or `google`, that geocoding HTTP API at GEOCODER_URL.
     */
    GEOCODER: z.enum(['gazetteer', 'nominatim', 'google']).default('gazetteer'),
    /** The geocoding API's base URL; default the provider's public one. */
    GEOCODER_URL: url.optional(),
    /** The geocoding API's key (required by `google`; sent as `key` to Nominatim-compatible services). */
    GEOCODER_API_KEY: z
      .string()
      .optional()
      .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined)),
    /** How long an address search may wait for the geocoding API before the diner is told to retry. */
    GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4_000),
    /** A name for this process, answered in `X-Served-By` on every response (unset: no header). */
    SERVED_BY: z
      .string()
      .optional()
      .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined)),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Development and tests only: the instant the time-of-day rules read when the process starts (then
     * the clock runs on), so an e2e run gives the same answers at any hour. Refused in production.
     */
    CLOCK_START: z
      .string()
      .optional()
      .refine((v) => !v?.trim() || !Number.isNaN(Date.parse(v)), 'must be an ISO 8601 date and time')
      .transform((v) => (v?.trim() ? new Date(v) : undefined)),
  })
  .superRefine((env, ctx) => {
    if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HEADERS_TIMEOUT_MS'],
        message: 'must not be longer than REQUEST_TIMEOUT_MS',
      });
    }
    if (env.NODE_ENV === 'production' && env.CLOCK_START !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['CLOCK_START'],
        message: 'is for development and tests: production reads the real clock',
      });
    }
    if (env.GEOCODER === 'google' && env.GEOCODER_API_KEY === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['GEOCODER_API_KEY'],
        message: 'GEOCODER=google needs the API key of your Google Cloud project',
      });
    }
    if (env.NODE_ENV === 'production' && env.STAFF_TOKEN === DEV_STAFF_TOKEN) {
      ctx.addIssue({
        code: 'custom',
        path: ['STAFF_TOKEN'],
        message: `set your own secret when NODE_ENV=production (unset, or the development default '${DEV_STAFF_TOKEN}', is refused)`,
      });
    }
  });
export type Env = z.infer<typeof envSchema>;

/** Parses the environment (defaults applied); throws a readable error on a bad value. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** `PUBLIC_API_URL` without a trailing slash, or `http://localhost:<PORT>` (how a local browser reaches the API). */
export function publicApiOrigin(env: Pick<Env, 'PUBLIC_API_URL' | 'PORT'>): string {
  return (env.PUBLIC_API_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}

/** A path of the environment: a relative one is resolved against the api package directory. */
export const packagePath = (value: string): string => path.resolve(PACKAGE_DIR, value);

/** `memory://` stays in memory; a relative folder is resolved against the api package directory. */
export function resolveDataDir(dataDir: string): string {
  if (dataDir.startsWith('memory://')) return dataDir;
  return packagePath(dataDir);
}

/** `0.0.0.0`, `::` and friends: the server is reachable from every network the machine is on. */
export function isEveryInterface(host: string): boolean {
  return host === '0.0.0.0' || host === '::' || host === '[::]' || host === '::0';
}

/** The origin of an instance's site (`PUBLIC_SITE_URL` with its domain), without a trailing slash. */
export function publicSiteOrigin(env: Pick<Env, 'PUBLIC_SITE_URL'>, domain: string): string {
  return env.PUBLIC_SITE_URL.replace('{domain}', domain).replace(/\/+$/, '');
}
