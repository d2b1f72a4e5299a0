import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The `api` package directory (relative paths in the environment are resolved against it). */
export const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const url = z.string().url();

export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v && v.trim() !== '' ? v : undefined)),
  DATA_DIR: z.string().min(1).default('.data/pglite'),
  STAFF_TOKEN: z.string().min(1).default('dev-staff-token'),
  DEFAULT_INSTANCE: z.string().min(1).default('la-brasa'),
  MF_LANDING_URL: url.default('http://localhost:5174'),
  MF_MENU_URL: url.default('http://localhost:5175'),
  MF_CHECKOUT_URL: url.default('http://localhost:5176'),
  MF_BOOKING_URL: url.default('http://localhost:5177'),
  MF_DELIVERY_URL: url.default('http://localhost:5178'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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

/** `memory://` stays in memory; a relative folder is resolved against the api package directory. */
export function resolveDataDir(dataDir: string): string {
  if (dataDir.startsWith('memory://')) return dataDir;
  return path.resolve(PACKAGE_DIR, dataDir);
}
