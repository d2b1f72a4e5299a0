import { beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, request, useTestApi } from '../../helpers.ts';
import { join, menuOf, newDiner } from '../../support/table-orders.ts';

// A file of its own: the limit counts per client address in this app, and it must not starve other tests.
const api = useTestApi();
const HOST = 'la-brasa.localhost';
let supplierId = 0;

beforeAll(async () => {
  supplierId = (await menuOf(api, HOST, 'chapinero')).supplierId;
});

describe('coupon codes are rate limited (no brute-forcing codes)', () => {
  it('answers 429 once an address has tried 30 codes in a minute, even for a valid code', async () => {
    const diner = await newDiner(api);
    const purchase = await join(api, diner, supplierId, 'M01');
    const attempt = (code: string) =>
      request(api, `/api/v4/purchases/${purchase.id}/coupon.json`, {
        method: 'PUT',
        host: HOST,
        headers: diner.headers,
        body: { coupon: { code } },
      });
    const statuses: number[] = [];
    for (let guess = 0; guess < 30; guess++) {
      statuses.push((await attempt(`GUESS${String(guess).padStart(4, '0')}`)).status);
    }
    expect(new Set(statuses)).toEqual(new Set([404]));
    expectApiError(await attempt('GUESS9999'), 429, 'too_many_requests');
    const valid = await attempt('ENVIOGRATIS');
    expectApiError(valid, 429, 'too_many_requests');
    expect(valid.headers['retry-after']).toBeDefined();
  });
});
