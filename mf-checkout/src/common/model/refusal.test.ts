import { describe, expect, it } from 'vitest';
import { ApiRequestError } from 'shared-contracts';
import { refusalOf, refusalWords } from './refusal.ts';

const tooMany = (details: Record<string, number> = {}) => ({ code: 'too_many_requests', details });

describe('how a screen words a refusal', () => {
  it('says how long to wait when the answer said it, whatever words the screen has of its own', () => {
    expect(refusalWords(tooMany({ retry_after_ms: 3_480_000 }), 'es', ['api.too_many_requests'])).toEqual({
      keys: ['common:errors.too_many_requests_wait'],
      values: { wait: '58 minutos' },
    });
    expect(refusalWords(tooMany({ retry_after_ms: 45_000 }), 'en').values).toEqual({ wait: '45 seconds' });
    // No Retry-After: the common words without a wait.
    expect(refusalWords(tooMany(), 'es', ['outcome.error']).keys).toEqual([
      'common:errors.too_many_requests',
    ]);
  });

  it('says a busy server as every screen does', () => {
    expect(refusalWords({ code: 'busy', details: { retry_after_ms: 2000 } }, 'es', ['api.generic'])).toEqual({
      keys: ['common:errors.busy'],
      values: {},
    });
  });

  it("tries the screen's own words first for any other refusal, then the common ones", () => {
    expect(
      refusalWords({ code: 'coupon_used', details: {} }, 'es', ['api.coupon_used', 'outcome.error']),
    ).toEqual({
      keys: ['api.coupon_used', 'outcome.error', 'common:errors.generic'],
      values: {},
    });
    expect(refusalWords({ code: 'network_error', details: {} }, 'es').keys).toEqual([
      'common:errors.network_error',
    ]);
  });

  it("keeps a failure's code and details, the Retry-After among them", () => {
    const error = new ApiRequestError(429, 'too_many_requests', 'slow down', { retry_after_ms: 60_000 });
    expect(refusalOf(error)).toEqual({ code: 'too_many_requests', details: { retry_after_ms: 60_000 } });
  });
});
