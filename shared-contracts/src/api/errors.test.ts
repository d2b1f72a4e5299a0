import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { toApiRequestError } from './errors.ts';

/** An axios failure as the API answers it. */
function answered(status: number, data: unknown, headers: Record<string, string> = {}) {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    data,
    headers,
    config,
  });
}

describe('toApiRequestError', () => {
  it("keeps how long a rate limit asks to wait (Retry-After, in seconds) with the error's details", () => {
    const limited = toApiRequestError(
      answered(429, { error: 'too_many_requests', message: 'later' }, { 'retry-after': '3480' }),
    );
    expect(limited).toMatchObject({ status: 429, code: 'too_many_requests' });
    expect(limited.details).toEqual({ retry_after_ms: 3_480_000 });
  });

  it("lets the body's own details win, and reads no wait from an answer without one", () => {
    const body = { error: 'phone_code_limit', message: 'later', details: { retry_after_ms: 5000 } };
    expect(toApiRequestError(answered(429, body, { 'Retry-After': '60' })).details).toEqual({
      retry_after_ms: 5000,
    });
    const stock = { error: 'out_of_stock', message: 'no', details: { max_quantity: 2 } };
    expect(toApiRequestError(answered(409, stock)).details).toEqual({ max_quantity: 2 });
    expect(toApiRequestError(answered(429, { error: 'too_many_requests', message: 'x' })).details).toEqual(
      {},
    );
  });
});
