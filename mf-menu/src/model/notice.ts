import { errorMessageKey, toApiRequestError } from 'shared-contracts';

/** A message for the diner: a namespaced translation key (`common:errors.out_of_stock`) and its values. */
export interface Notice {
  key: string;
  values: Record<string, string | number>;
}

/** A failed call as the translated message of its error code (`out_of_stock` names the largest quantity). */
export function noticeOf(error: unknown): Notice {
  const failure = toApiRequestError(error);
  const max = failure.details.max_quantity;
  return {
    key: `common:${errorMessageKey(failure.code)}`,
    values: max === undefined ? {} : { max },
  };
}

/** The API's error code of a failed call. */
export const errorCodeOf = (error: unknown): string => toApiRequestError(error).code;
