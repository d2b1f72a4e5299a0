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

/**
 * The API's refusal of an add. A product the staff marked sold out since the menu was loaded is named: the
 * diner's earlier lines of it stay in the order, only this add is refused.
 */
export const addRefusalOf = (error: unknown, name: string): Notice =>
  errorCodeOf(error) === 'product_unavailable'
    ? { key: 'menu:dialog.soldOut', values: { name } }
    : noticeOf(error);
