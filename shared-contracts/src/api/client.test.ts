import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { instanceLoaded, supplierLoaded } from '../model/instance.ts';
import { serviceChosen } from '../model/order.ts';
import { profileLoaded } from '../model/profile.ts';
import { makeInstanceConfig, makeSupplier } from '../testing/instance-config.ts';
import { httpClient } from './client.ts';
import { api } from './endpoints.ts';
import { ApiRequestError } from './errors.ts';

let seen: InternalAxiosRequestConfig | null = null;

function answer(status: number, data: unknown) {
  httpClient().defaults.adapter = async (config) => {
    seen = config;
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, {
        status,
        statusText: '',
        data,
        headers: {},
        config,
      });
    }
    return { status, statusText: 'OK', data, headers: {}, config };
  };
}

afterEach(() => {
  seen = null;
});

describe('api client', () => {
  it('sends the SPEC headers from the shared stores', async () => {
    instanceLoaded(makeInstanceConfig({ id: 9 }));
    supplierLoaded(makeSupplier({ id: 4 }));
    serviceChosen({ service: 'delivery', subservice: 'schedule' });
    profileLoaded({
      id: 77,
      token: 'secret',
      anonymous: true,
      domain: 'x',
      name: '',
      phone: null,
      email: null,
    });
    answer(200, { cities: [] });
    await api.searchCities(9);
    const headers = seen?.headers;
    expect(headers?.get('customer_id')).toBe('9');
    expect(headers?.get('supplier_id')).toBe('4');
    expect(headers?.get('service')).toBe('delivery');
    expect(headers?.get('subservice')).toBe('schedule');
    expect(headers?.get('lang')).toBe('es');
    expect(headers?.get('profileid')).toBe('77');
    expect(headers?.get('token')).toBe('secret');
    expect(seen?.params).toEqual({ customer_id: 9 });
  });

  it('turns an API error body into an ApiRequestError with its code', async () => {
    answer(404, { error: 'not_found', message: 'No such supplier' });
    await expect(api.getSupplier('nope')).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });

  it('refuses a response of an unexpected shape instead of rendering it', async () => {
    answer(200, { cities: [{ id: 'one' }] });
    const failure = api.searchCities(1);
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ code: 'bad_response' });
  });
});
