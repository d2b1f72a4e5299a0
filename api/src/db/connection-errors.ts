/** Socket errors of a database that cannot be reached (down, restarting, network gone). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that drops or refuses sessions: class 08 (connection exception), 57P01-57P03
 * (administrator / crash shutdown, cannot connect now) and 53300 (too many connections).
 */
function isUnavailableSqlState(code: string): boolean {
  return (
    code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300'
  );
}

/** node-postgres reports a lost connection with plain messages, without a code. */
const LOST_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

function isUnavailableOne(err: object): boolean {
  const code = 'code' in err && typeof err.code === 'string' ? err.code : undefined;
  if (code && (NETWORK_CODES.has(code) || isUnavailableSqlState(code))) return true;
  const message = 'message' in err && typeof err.message === 'string' ? err.message : '';
  return LOST_CONNECTION_MESSAGES.some((m) => message.startsWith(m));
}

/**
 * Whether `err` (or what it wraps: drizzle's `DrizzleQueryError` keeps the driver error as `cause`) says
 * the database cannot be reached, as opposed to a query that is wrong. Such requests answer 503.
 */
export function isDatabaseUnavailableError(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if (isUnavailableOne(current)) return true;
    // AggregateError: a host name that resolves to several addresses, each refused.
    if (current instanceof AggregateError && current.errors.some((e) => isDatabaseUnavailableError(e))) {
      return true;
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
