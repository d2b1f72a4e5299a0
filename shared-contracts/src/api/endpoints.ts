import {
  bookingResponseSchema,
  createdBookingResponseSchema,
  schedulesResponseSchema,
  type BookingRequest,
} from '../schemas/booking.ts';
import { citiesResponseSchema } from '../schemas/cities.ts';
import { cookieConsentResponseSchema } from '../schemas/legal.ts';
import {
  searchLogResponseSchema,
  supplierAvailabilitySchema,
  type CoverageService,
  type SearchLogRequest,
} from '../schemas/coverage.ts';
import { geocodeExampleResponseSchema, geocodeResponseSchema } from '../schemas/geocoding.ts';
import { instanceConfigSchema } from '../schemas/instance.ts';
import { menuSchema } from '../schemas/menu.ts';
import {
  acquisitionResponseSchema,
  profileResponseSchema,
  sessionResponseSchema,
  type AcquisitionRequest,
  type ProfileAccountRequest,
  type SessionRequest,
  type TrackingRequest,
} from '../schemas/profile.ts';
import { supplierResponseSchema } from '../schemas/supplier.ts';
import type { ChosenOption } from '../schemas/table-order.ts';
import { seg } from '../paths/paths.ts';
import { request, type RequestHeaders } from './client.ts';
import { menuUrl, supplierUrl } from './first-load-urls.ts';

/**
 * One function per API call that is served today. Each takes the request headers last; model
 * effects get them from their scope with `createApiFx`.
 */
/** A booking as its detail link names it: the id and the token only the diner holds. */
export interface BookingRef {
  id: number;
  token: string;
}

const bookingPath = ({ id, token }: BookingRef) => `/api/v4/bookings/${seg(id)}/${seg(token)}`;

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
          url: supplierUrl(seg(idOrSlug)),
        },
        headers,
      )
    ).supplier,
  getMenu: (idOrSlug: string | number, headers: RequestHeaders) =>
    request(
      menuSchema,
      {
        method: 'GET',
        url: menuUrl(seg(idOrSlug)),
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
  getSupplierAvailability: (
    query: { customerId: number; service: CoverageService; lat: number; lon: number },
    headers: RequestHeaders,
  ) =>
    request(
      supplierAvailabilitySchema,
      {
        method: 'GET',
        url: '/api/v2/supplier_availability.json',
        params: { customer_id: query.customerId, service: query.service, lat: query.lat, lon: query.lon },
      },
      headers,
    ),
  geocode: async (query: { customerId: number; q: string }, headers: RequestHeaders) =>
    (
      await request(
        geocodeResponseSchema,
        { method: 'GET', url: '/api/geocode.json', params: { customer_id: query.customerId, q: query.q } },
        headers,
      )
    ).places,
  geocodeExample: async (customerId: number, headers: RequestHeaders) =>
    (
      await request(
        geocodeExampleResponseSchema,
        { method: 'GET', url: '/api/geocode/example.json', params: { customer_id: customerId } },
        headers,
      )
    ).example,
  logAddressSearch: (log: SearchLogRequest['search_google_log'], headers: RequestHeaders) =>
    request(
      searchLogResponseSchema,
      { method: 'POST', url: '/api/search_google_logs.json', data: { search_google_log: log } },
      headers,
    ),
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
  saveAcquisition: (body: AcquisitionRequest, headers: RequestHeaders) =>
    request(
      acquisitionResponseSchema,
      { method: 'POST', url: '/tracking/acquisitions', data: body },
      headers,
    ),
  sendTracking: (body: TrackingRequest, headers: RequestHeaders) =>
    request(acquisitionResponseSchema, { method: 'POST', url: '/tracking/trackings', data: body }, headers),
  acceptCookies: (headers: RequestHeaders) =>
    request(cookieConsentResponseSchema, { method: 'POST', url: '/legal/check_cookies.json' }, headers),
  getAccount: async (headers: RequestHeaders) =>
    (await request(profileResponseSchema, { method: 'GET', url: '/profiles/account.json' }, headers)).profile,
  saveAccount: async (
    { id, profile }: { id: number; profile: ProfileAccountRequest['profile'] },
    headers: RequestHeaders,
  ) =>
    (
      await request(
        profileResponseSchema,
        { method: 'PUT', url: `/profiles/account/${seg(id)}.json`, data: { profile } },
        headers,
      )
    ).profile,
  loginSmartLink: async (
    { profileId, token }: { profileId: number; token: string },
    headers: RequestHeaders,
  ) =>
    (
      await request(
        profileResponseSchema,
        { method: 'GET', url: `/profiles/login_smart_link/${seg(profileId)}.json`, params: { token } },
        headers,
      )
    ).profile,
  getSchedules: (branchId: string | number, headers: RequestHeaders) =>
    request(
      schedulesResponseSchema,
      { method: 'GET', url: '/api/v4/schedules', params: { branch_id: branchId } },
      headers,
    ),
  createBooking: (booking: BookingRequest, headers: RequestHeaders) =>
    request(
      createdBookingResponseSchema,
      { method: 'POST', url: '/api/v4/bookings', data: { booking } },
      headers,
    ),
  getBooking: async (ref: BookingRef, headers: RequestHeaders) =>
    (await request(bookingResponseSchema, { method: 'GET', url: bookingPath(ref) }, headers)).booking,
  cancelBooking: async (ref: BookingRef, headers: RequestHeaders) =>
    (await request(bookingResponseSchema, { method: 'PUT', url: `${bookingPath(ref)}/cancel` }, headers))
      .booking,
  /** The booking's iCalendar file, as a link the browser downloads. */
  bookingCalendarUrl: (ref: BookingRef, baseUrl: string) => `${baseUrl}${bookingPath(ref)}/calendar.ics`,
  addProductToBook: async (
    {
      ref,
      productId,
      count,
      options = [],
    }: { ref: BookingRef; productId: number; count: number; options?: ChosenOption[] },
    headers: RequestHeaders,
  ) =>
    (
      await request(
        bookingResponseSchema,
        {
          method: 'POST',
          url: '/shopping_cart/add_product_to_book',
          data: {
            purchase_id: ref.id,
            data_purchase: { token: ref.token },
            product: { id: productId, count, options },
          },
        },
        headers,
      )
    ).booking,
  removeProductFromBook: async (
    { ref, lineId }: { ref: BookingRef; lineId: number },
    headers: RequestHeaders,
  ) =>
    (
      await request(
        bookingResponseSchema,
        {
          method: 'DELETE',
          url: `/shopping_cart/add_product_to_book/${seg(lineId)}`,
          params: { token: ref.token },
        },
        headers,
      )
    ).booking,
  rateBooking: async (
    { ref, rate, comment }: { ref: BookingRef; rate: number; comment: string },
    headers: RequestHeaders,
  ) =>
    (
      await request(
        bookingResponseSchema,
        {
          method: 'POST',
          url: `/rate/${seg(ref.id)}/${seg(ref.token)}.json`,
          data: { book_rate: { rate, comment } },
        },
        headers,
      )
    ).booking,
};
