import type { BookingRequest } from '../schemas/booking.ts';
import type { CartDraft } from '../schemas/cart-draft.ts';
import type { CoverageService, SearchLogRequest } from '../schemas/coverage.ts';
import type {
  AcquisitionRequest,
  ProfileAccountRequest,
  SessionRequest,
  TrackingRequest,
} from '../schemas/profile.ts';
import type { ChosenOption } from '../schemas/table-order.ts';
import { call, urlOf } from './call.ts';
import type { RequestHeaders } from './client.ts';
import {
  acceptCookiesCall,
  accountCall,
  acquisitionCall,
  addProductToBookCall,
  anonymousProfileCall,
  bookingCalendarCall,
  bookingCall,
  cancelBookingCall,
  cartDraftCall,
  createBookingCall,
  geocodeCall,
  geocodeExampleCall,
  instanceConfigCall,
  menuCall,
  profileStatusCall,
  rateBookingCall,
  removeProductFromBookCall,
  saveAccountCall,
  saveCartDraftCall,
  schedulesCall,
  searchCitiesCall,
  searchLogCall,
  sessionCall,
  smartLinkCall,
  supplierAvailabilityCall,
  supplierCall,
  trackingCall,
} from './declarations/index.ts';

/**
 * One function per API call that is served today, each built from its declaration. Each takes the
 * request headers last; model effects get them from their scope with `createApiFx`.
 */
/** A booking as its detail link names it: the id and the token only the diner holds. */
export interface BookingRef {
  id: number;
  token: string;
}

const bookingParams = ({ id, token }: BookingRef) => ({ params: { id, token } });

export const api = {
  getInstanceConfig: (domain: string) => call(instanceConfigCall, { params: { domain } }),
  getSupplier: async (idOrSlug: string | number, headers: RequestHeaders) =>
    (await call(supplierCall, { params: { id: idOrSlug } }, headers)).supplier,
  getMenu: (idOrSlug: string | number, headers: RequestHeaders) =>
    call(menuCall, { params: { id: idOrSlug } }, headers),
  searchCities: async (customerId: number, headers: RequestHeaders) =>
    (await call(searchCitiesCall, { query: { customer_id: customerId } }, headers)).cities,
  getSupplierAvailability: (
    query: { customerId: number; service: CoverageService; lat: number; lon: number },
    headers: RequestHeaders,
  ) =>
    call(
      supplierAvailabilityCall,
      {
        query: { customer_id: query.customerId, service: query.service, lat: query.lat, lon: query.lon },
      },
      headers,
    ),
  geocode: async (query: { customerId: number; q: string }, headers: RequestHeaders) =>
    (await call(geocodeCall, { query: { customer_id: query.customerId, q: query.q } }, headers)).places,
  geocodeExample: async (customerId: number, headers: RequestHeaders) =>
    (await call(geocodeExampleCall, { query: { customer_id: customerId } }, headers)).example,
  logAddressSearch: (log: SearchLogRequest['search_google_log'], headers: RequestHeaders) =>
    call(searchLogCall, { body: { search_google_log: log } }, headers),
  getProfileStatus: async (headers: RequestHeaders) => (await call(profileStatusCall, {}, headers)).profile,
  getCartDraft: async (headers: RequestHeaders) => (await call(cartDraftCall, {}, headers)).draft,
  saveCartDraft: async (draft: CartDraft, headers: RequestHeaders) =>
    (await call(saveCartDraftCall, { body: { draft } }, headers)).draft,
  createAnonymousProfile: async (profile: { domain: string; name: string }, headers: RequestHeaders) =>
    (await call(anonymousProfileCall, { body: { profile } }, headers)).profile,
  createSession: (body: SessionRequest, headers: RequestHeaders) => call(sessionCall, { body }, headers),
  saveAcquisition: (body: AcquisitionRequest, headers: RequestHeaders) =>
    call(acquisitionCall, { body }, headers),
  sendTracking: (body: TrackingRequest, headers: RequestHeaders) => call(trackingCall, { body }, headers),
  acceptCookies: (headers: RequestHeaders) => call(acceptCookiesCall, {}, headers),
  getAccount: async (headers: RequestHeaders) => (await call(accountCall, {}, headers)).profile,
  saveAccount: async (
    { id, profile }: { id: number; profile: ProfileAccountRequest['profile'] },
    headers: RequestHeaders,
  ) => (await call(saveAccountCall, { params: { id }, body: { profile } }, headers)).profile,
  loginSmartLink: async (
    { profileId, token }: { profileId: number; token: string },
    headers: RequestHeaders,
  ) => (await call(smartLinkCall, { params: { id: profileId }, query: { token } }, headers)).profile,
  getSchedules: (branchId: string | number, headers: RequestHeaders) =>
    call(schedulesCall, { query: { branch_id: branchId } }, headers),
  createBooking: (booking: BookingRequest, headers: RequestHeaders) =>
    call(createBookingCall, { body: { booking } }, headers),
  getBooking: async (ref: BookingRef, headers: RequestHeaders) =>
    (await call(bookingCall, bookingParams(ref), headers)).booking,
  cancelBooking: async (ref: BookingRef, headers: RequestHeaders) =>
    (await call(cancelBookingCall, bookingParams(ref), headers)).booking,
  /** The booking's iCalendar file, as a link the browser downloads. */
  bookingCalendarUrl: (ref: BookingRef, baseUrl: string) =>
    urlOf(bookingCalendarCall, bookingParams(ref), baseUrl),
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
      await call(
        addProductToBookCall,
        {
          body: {
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
    (await call(removeProductFromBookCall, { params: { id: lineId }, query: { token: ref.token } }, headers))
      .booking,
  rateBooking: async (
    { ref, rate, comment }: { ref: BookingRef; rate: number; comment: string },
    headers: RequestHeaders,
  ) =>
    (await call(rateBookingCall, { ...bookingParams(ref), body: { book_rate: { rate, comment } } }, headers))
      .booking,
};
