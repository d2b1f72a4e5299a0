import { errorMessage, toApiRequestError } from 'shared-contracts';

/** A refused call as a screen keeps it: its code and the values its words may name. */
export interface Refusal {
  code: string;
  details: Record<string, string | number>;
}

export function refusalOf(error: unknown): Refusal {
  const { code, details } = toApiRequestError(error);
  return { code, details };
}

/**
 * The server asks the diner to come back later (too many tries, the database busy): no screen has words of
 * its own for that, and the common ones say how long to wait when the answer said it.
 */
const COME_BACK_LATER = new Set(['too_many_requests', 'busy']);

/** i18next keys tried in turn, and the values they name. */
export interface RefusalWords {
  keys: string[];
  values: Record<string, string | number>;
}

/**
 * How a screen words a refusal: a request to come back later as every screen says it (`errorMessage`:
 * "try again in 58 minutes" when the answer's `Retry-After` said so); any other by the screen's own keys
 * (`own`, tried in turn), else by the common words for its code.
 */
export function refusalWords(refusal: Refusal, lang: string, own: readonly string[] = []): RefusalWords {
  const [common, values] = errorMessage(refusal, lang);
  const commonKey = `common:${common}`;
  return { keys: COME_BACK_LATER.has(refusal.code) ? [commonKey] : [...own, commonKey], values };
}
