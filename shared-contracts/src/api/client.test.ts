import type { InternalAxiosRequestConfig } from 'axios';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';
import { $instance, $supplier } from '../model/instance.ts';
import { $order } from '../model/order.ts';
import { $profile } from '../model/profile.ts';
import { makeInstanceConfig, makeSupplier } from '../testing/instance-config.ts';
import { createApiFx } from './api-effect.ts';
import { answerHttp } from '../testing/http-stub.ts';
import { api } from './endpoints.ts';
import { ApiRequestError } from './errors.ts';

let requests: InternalAxiosRequestConfig[] = [];

async function answer(status: number, data: unknown) {
  requests = await answerHttp(status, data);
}

/** The last request the stub received. */
const seenRequest = (): InternalAxiosRequestConfig | undefined => requests.at(-1);

afterEach(() => {
  requests = [];
});

describe('api client', () => {
  it('sends the request headers from the stores of the scope the effect runs in', async () => {
    const searchCitiesFx = createApiFx((customerId: number, headers) =>
      api.searchCities(customerId, headers),
    );
    const scope = fork({
      values: [
        [$instance, makeInstanceConfig({ id: 9 })],
        [$supplier, makeSupplier({ id: 4 })],
        [$order, { service: 'delivery', subservice: 'schedule' }],
        [
          $profile,
          { id: 77, token: 'secret', anonymous: true, domain: 'x', name: '', phone: null, email: null },
        ],
      ],
    });
    await answer(200, { cities: [] });
    await allSettled(searchCitiesFx, { scope, params: 9 });
    const headers = seenRequest()?.headers;
    expect(headers?.get('customer_id')).toBe('9');
    expect(headers?.get('supplier_id')).toBe('4');
    expect(headers?.get('service')).toBe('delivery');
    expect(headers?.get('subservice')).toBe('schedule');
    expect(headers?.get('lang')).toBe('es');
    expect(headers?.get('profileid')).toBe('77');
    expect(headers?.get('token')).toBe('secret');
    expect(seenRequest()?.params).toEqual({ customer_id: 9 });

    // Another scope sends its own headers: nothing leaks through a global store.
    await allSettled(searchCitiesFx, { scope: fork(), params: 9 });
    expect(seenRequest()?.headers.get('profileid')).toBeUndefined();
    expect(seenRequest()?.headers.get('lang')).toBe('es');
  });

  it('turns an API error body into an ApiRequestError with its code', async () => {
    await answer(404, { error: 'not_found', message: 'No such supplier' });
    await expect(api.getSupplier('nope', {})).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });

  it('refuses a response of an unexpected shape instead of rendering it', async () => {
    await answer(200, { cities: [{ id: 'one' }] });
    const failure = api.searchCities(1, {});
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ code: 'bad_response' });
  });
});
