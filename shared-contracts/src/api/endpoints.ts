import { citiesResponseSchema } from '../schemas/cities.ts';
import { instanceConfigSchema } from '../schemas/instance.ts';
import { menuSchema } from '../schemas/menu.ts';
import { profileResponseSchema, sessionResponseSchema, type SessionRequest } from '../schemas/profile.ts';
import { supplierResponseSchema } from '../schemas/supplier.ts';
import { seg } from '../paths/paths.ts';
import { request } from './client.ts';

/** One function per call of SPEC section 7 that is served today. */
export const api = {
  getInstanceConfig: (domain: string) =>
    request(instanceConfigSchema, {
      method: 'GET',
      url: `/experience/${seg(domain)}/config`,
    }),
  getSupplier: async (idOrSlug: string | number) =>
    (
      await request(supplierResponseSchema, {
        method: 'GET',
        url: `/api/suppliers/${seg(idOrSlug)}.json`,
      })
    ).supplier,
  getMenu: (idOrSlug: string | number) =>
    request(menuSchema, {
      method: 'GET',
      url: `/api/suppliers/${seg(idOrSlug)}/menu.json`,
    }),
  searchCities: async (customerId: number) =>
    (
      await request(citiesResponseSchema, {
        method: 'GET',
        url: '/api/v2/search_cities.json',
        params: { customer_id: customerId },
      })
    ).cities,
  getProfileStatus: async () =>
    (
      await request(profileResponseSchema, {
        method: 'GET',
        url: '/profiles/status.json',
      })
    ).profile,
  createAnonymousProfile: async (profile: { domain: string; name: string }) =>
    (
      await request(profileResponseSchema, {
        method: 'POST',
        url: '/profiles/anonymous.json',
        data: { profile },
      })
    ).profile,
  createSession: (body: SessionRequest) =>
    request(sessionResponseSchema, {
      method: 'POST',
      url: '/tracking/sessions',
      data: body,
    }),
};
