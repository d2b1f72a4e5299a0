import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from 'shared-contracts/schemas';
import { HttpError } from '../errors.ts';

/**
 * scrypt's cost: N = 2^ln (CPU and memory), r (block size), p (parallel lanes). Memory per hash is
 * 128 · N · r bytes.
 */
export interface ScryptCost {
  ln: number;
  r: number;
  p: number;
}

/**
 * OWASP's recommended scrypt setting (N = 2^17, r = 8, p = 1): 128 MiB and a few hundred milliseconds
 * per hash, so a stolen table of hashes costs an attacker the same for every guess. Stored hashes carry
 * their own cost, so raising it later leaves old hashes readable (they are rehashed at the next sign-in).
 */
export const SCRYPT_COST: ScryptCost = { ln: 17, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** `$scrypt$ln=17,r=8,p=1$<salt>$<hash>` (base64, no padding): the PHC string format. */
const FORMAT = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost.ln;
  return new Promise((resolve, reject) => {
    // Node's default memory cap (32 MiB) is below 128 · N · r for the recommended cost.
    const maxmem = 256 * N * cost.r + 1024 * 1024;
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, { N, r: cost.r, p: cost.p, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

export interface PasswordHasher {
  readonly cost: ScryptCost;
  hash(password: string): Promise<string>;
  /** Whether `password` is the one `stored` was made from; a malformed or absent hash never matches. */
  verify(stored: string | undefined, password: string): Promise<boolean>;
  /** A stored hash made with another cost than this hasher's: rehash it after a successful sign-in. */
  outdated(stored: string): boolean;
}

function parse(stored: string) {
  const match = FORMAT.exec(stored);
  if (!match) return undefined;
  const [, ln, r, p, salt, key] = match;
  return {
    cost: { ln: Number(ln), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt ?? '', 'base64'),
    key: Buffer.from(key ?? '', 'base64'),
  };
}

/**
 * Hashes and checks staff passwords with Node's own scrypt (memory-hard, no native download). `cost`
 * other than `SCRYPT_COST` is for tests only (`buildApp({ passwordCost })`), never set by `main.ts`.
 */
export function createPasswordHasher(cost: ScryptCost = SCRYPT_COST): PasswordHasher {
  // An unknown email is checked against this, so it takes as long as a known one (nothing told by timing).
  let dummy: Promise<string> | undefined;
  const hash = async (password: string) => {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, cost);
    return `$scrypt$ln=${cost.ln},r=${cost.r},p=${cost.p}$${b64(salt)}$${b64(key)}`;
  };
  return {
    cost,
    hash,
    async verify(stored, password) {
      dummy ??= hash(randomBytes(16).toString('hex'));
      const parsed = parse(stored ?? (await dummy)) ?? parse(await dummy);
      if (!parsed) return false;
      const key = await derive(password, parsed.salt, parsed.cost);
      return stored !== undefined && key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
    },
    outdated(stored) {
      const parsed = parse(stored);
      return !parsed || parsed.cost.ln !== cost.ln || parsed.cost.r !== cost.r || parsed.cost.p !== cost.p;
    },
  };
}

/** Letters and digits that cannot be mistaken for one another when read aloud or typed from paper. */
const READABLE = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A temporary password (invites, resets): 16 readable characters in four groups, ~78 bits. */
export function temporaryPassword(): string {
  const chars = Array.from({ length: 16 }, () => READABLE[randomInt(READABLE.length)]);
  return [0, 4, 8, 12].map((start) => chars.slice(start, start + 4).join('')).join('-');
}

/**
 * A new password an account chooses: at least `STAFF_PASSWORD_MIN_LENGTH` characters, not its email,
 * not one character repeated. Otherwise 400 `password_too_weak` with `details.min_length`.
 */
export function requireStrongPassword(password: string, email: string): void {
  const trimmed = password.trim();
  const weak =
    [...password].length < STAFF_PASSWORD_MIN_LENGTH ||
    password.length > STAFF_PASSWORD_MAX_LENGTH ||
    trimmed.toLowerCase() === email.toLowerCase() ||
    new Set(trimmed).size <= 2;
  if (weak) {
    throw new HttpError(
      400,
      'password_too_weak',
      `Choose a password of at least ${STAFF_PASSWORD_MIN_LENGTH} characters that is not your email`,
      undefined,
      { min_length: STAFF_PASSWORD_MIN_LENGTH },
    );
  }
}
