import { describe, expect, it } from 'vitest';
import { ApiRequestError, toApiRequestError } from './errors.ts';

describe('toApiRequestError', () => {
  it('keeps the code and details of an error made by another bundled copy of this module', () => {
    // What a remote's own copy of the class produces: same name and fields, another prototype.
    class OtherCopy extends Error {
      readonly status = 409;
      readonly code = 'out_of_stock';
      readonly details = { max_quantity: 3 };
      override readonly name = 'ApiRequestError';
    }
    const error = toApiRequestError(new OtherCopy('no stock'));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect([error.status, error.code, error.details, error.message]).toEqual([
      409,
      'out_of_stock',
      { max_quantity: 3 },
      'no stock',
    ]);
  });

  it('still reads a plain error as unknown', () => {
    expect(toApiRequestError(new Error('boom')).code).toBe('unknown_error');
  });
});
