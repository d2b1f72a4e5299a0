import { toApiRequestError } from 'shared-contracts';

/**
 * A refused call as a page keeps it: the API's code and the values its message needs (a stock refusal's
 * largest quantity, how long a rate limit asks to wait). Plain data, so a store with a sid carries it.
 */
export interface ApiFailure {
  code: string;
  details: Record<string, string | number>;
}

export function failureOf(error: unknown): ApiFailure {
  const { code, details } = toApiRequestError(error);
  return { code, details };
}
