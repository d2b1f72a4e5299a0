import { describe, expect, it } from 'vitest';
import { commonMessages as commonSpanish, errorMessage, errorMessageKey } from './common-messages.ts';
import { commonOthers } from './common-others.ts';
import { tableOrderMessages as tableOrderSpanish } from './table-order-messages.ts';
import { tableOrderOthers } from './table-order-others.ts';

// Spanish comes with the page, English and Portuguese in a chunk of their own: here, all together.
const tableOrderMessages = { ...tableOrderSpanish, ...tableOrderOthers };
const commonMessages = { ...commonSpanish, ...commonOthers };

describe('table-order messages', () => {
  it('exist in es, en and pt with the same keys', () => {
    const keys = Object.keys(tableOrderMessages.es).sort();
    expect(Object.keys(tableOrderMessages.en).sort()).toEqual(keys);
    expect(Object.keys(tableOrderMessages.pt).sort()).toEqual(keys);
    for (const lang of ['es', 'en', 'pt'] as const) {
      expect(tableOrderMessages[lang]['errors.out_of_stock']).toContain('{{max}}');
    }
  });

  it('translate the API error codes, and unknown codes fall back to the generic message', () => {
    expect(errorMessageKey('out_of_stock')).toBe('errors.out_of_stock');
    expect(errorMessageKey('table_not_found')).toBe('errors.table_not_found');
    expect(errorMessageKey('unauthorized')).toBe('errors.unauthorized');
    // Any call over a rate limit (a booking, a code) says to wait, in every language.
    expect(errorMessageKey('too_many_requests')).toBe('errors.too_many_requests');
    // A write the busy embedded database refused says nothing was saved and to try again.
    expect(errorMessageKey('busy')).toBe('errors.busy');
    for (const lang of ['es', 'en', 'pt'] as const) {
      expect(commonMessages[lang]['errors.too_many_requests']).toBeTruthy();
      expect(commonMessages[lang]['errors.busy']).toBeTruthy();
    }
    expect(errorMessageKey('something_new')).toBe('errors.generic');
    expect(commonMessages.en['errors.table_not_found']).toMatch(/Scan the QR/);
  });
});

describe('a failed call as its message', () => {
  it('says how long a rate limit asks to wait, in the page language, when the answer said it', () => {
    const limited = { code: 'too_many_requests', details: { retry_after_ms: 3_480_000 } };
    expect(errorMessage(limited, 'es')).toEqual(['errors.too_many_requests_wait', { wait: '58 minutos' }]);
    expect(errorMessage(limited, 'en')).toEqual(['errors.too_many_requests_wait', { wait: '58 minutes' }]);
    for (const lang of ['es', 'en', 'pt'] as const) {
      expect(commonMessages[lang]['errors.too_many_requests_wait']).toContain('{{wait}}');
    }
    // Without a wait, the moment of the generic message.
    expect(errorMessage({ code: 'too_many_requests', details: {} }, 'es')).toEqual([
      'errors.too_many_requests',
      {},
    ]);
  });

  it('names the largest quantity of a stock refusal, and falls back as errorMessageKey does', () => {
    expect(errorMessage({ code: 'out_of_stock', details: { max_quantity: 2 } }, 'es')).toEqual([
      'errors.out_of_stock',
      { max: 2 },
    ]);
    expect(errorMessage({ code: 'something_new', details: {} }, 'es')).toEqual(['errors.generic', {}]);
  });
});
