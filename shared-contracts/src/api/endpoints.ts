import { citiesResponseSchema } from '../schemas/cities.ts';
import { instanceConfigSchema } from '../schemas/instance.ts';
import { menuSchema } from '../schemas/menu.ts';
import { profileResponseSchema, sessionResponseSchema, type SessionRequest } from '../schemas/profile.ts';
import { supplierResponseSchema } from '../schemas/supplier.ts';
import { seg } from '../paths/paths.ts';
import { request, type RequestHeaders } from './client.ts';

/**
 * One function per call of SPEC section 7 that is served today. Each takes the SPEC headers last; model
 * effects get them from their scope with `createApiFx`.
 */
export const api = {
  getInstanceConfig: (domain: string) =>
    request(instanceConfigSchema, {
      method: 'GET',
      url: `/experience/${seg(domain)}/config`,
    }),
  getSupplier: async (idOrSlug: string | number, headers: RequestHeaders) =>
    (
      await request(
        supplierResponseSchema,
        {
          method: 'GET',
          url: `/api/suppliers/${seg(idOrSlug)}.json`,
        },
        headers,
      )
    ).supplier,
  getMenu: (idOrSlug: string | number, headers: RequestHeaders) =>
    request(
      menuSchema,
      {
        method: 'GET',
        url: `/api/suppliers/${seg(idOrSlug)}/menu.json`,
      },
      headers,
    ),
  searchCities: async (customerId: number, headers: RequestHeaders) =>
    (
      await request(
        citiesResponseSchema,
        {
          method: 'GET',
          url: '/api/v2/search_cities.json',
          params: { customer_id: customerId },
        },
        headers,
      )
    ).cities,
  getProfileStatus: async (headers: RequestHeaders) =>
    (
      await request(
        profileResponseSchema,
        {
          method: 'GET',
          url: '/profiles/status.json',
        },
        headers,
      )
    ).profile,
  createAnonymousProfile: async (profile: { domain: string; name: string }, headers: RequestHeaders) =>
    (
      await request(
        profileResponseSchema,
        {
          method: 'POST',
          url: '/profiles/anonymous.json',
          data: { profile },
        },
        headers,
      )
    ).profile,
  createSession: (body: SessionRequest, headers: RequestHeaders) =>
    request(
      sessionResponseSchema,
      {
        method: 'POST',
        url: '/tracking/sessions',
        data: body,
      },
      headers,
    ),
};
