import { browserTurn } from '../../model/browser-turn.ts';
import * as z from 'zod/mini';
import { citiesResponseSchema } from '../../schemas/cities.ts';
import {
  coverageServiceSchema,
  searchLogRequestSchema,
  searchLogResponseSchema,
  supplierAvailabilitySchema,
} from '../../schemas/coverage.ts';
import { geocodeExampleResponseSchema, geocodeResponseSchema } from '../../schemas/geocoding.ts';
import { errorReportRequestSchema } from '../../schemas/identity.ts';
import { instanceConfigSchema } from '../../schemas/instance.ts';
import { cookieConsentResponseSchema } from '../../schemas/legal.ts';
import { menuSchema } from '../../schemas/menu.ts';
import {
  acquisitionRequestSchema,
  acquisitionResponseSchema,
  sessionRequestSchema,
  sessionResponseSchema,
  trackingRequestSchema,
} from '../../schemas/profile.ts';
import { supplierResponseSchema } from '../../schemas/supplier.ts';
import { typedText } from '../../schemas/typed-text.ts';
import { declareCall } from './declare.ts';
import { customerRef, recordId, sentAsText, supplierRef } from './fields.ts';

// The first evaluation gives the browser a turn here (see browser-turn.ts).
await browserTurn();

/** The instance and its branches, where they deliver, and the visit's tracking. */

export const instanceConfigCall = declareCall({
  method: 'GET',
  path: '/experience/:domain/config',
  /** The host the diner opened, port allowed (`la-brasa.localhost:5173`). */
  params: z.object({ domain: z.string().check(z.minLength(1), z.maxLength(300)) }),
  response: instanceConfigSchema,
});

const supplierPathParams = z.object({ id: supplierRef });

export const supplierCall = declareCall({
  method: 'GET',
  path: '/api/suppliers/:id.json',
  params: supplierPathParams,
  response: supplierResponseSchema,
});

export const menuCall = declareCall({
  method: 'GET',
  path: '/api/suppliers/:id/menu.json',
  params: supplierPathParams,
  response: menuSchema,
});

export const searchCitiesCall = declareCall({
  method: 'GET',
  path: '/api/v2/search_cities.json',
  query: z.object({ customer_id: customerRef }),
  response: citiesResponseSchema,
});

/** A coordinate as the query carries it: a finite decimal within ±`limit`, nothing else. */
const coordinate = (limit: number) =>
  sentAsText(
    z
      .pipe(
        z
          .string()
          .check(z.maxLength(30), z.regex(/^-?[0-9]{1,3}(\.[0-9]{1,15})?$/, 'Expected a decimal number')),
        z.transform(Number),
      )
      .check(
        z.refine((value) => Math.abs(value) <= limit, `Expected a value between -${limit} and ${limit}`),
      ),
  );

export const supplierAvailabilityCall = declareCall({
  method: 'GET',
  path: '/api/v2/supplier_availability.json',
  query: z.object({
    customer_id: customerRef,
    service: z._default(coverageServiceSchema, 'delivery'),
    lat: coordinate(90),
    lon: coordinate(180),
    supplier_id: z.optional(supplierRef),
  }),
  response: supplierAvailabilitySchema,
});

export const geocodeCall = declareCall({
  method: 'GET',
  path: '/api/geocode.json',
  query: z.object({
    customer_id: customerRef,
    // Characters as a person sees them, as the search log counts the same text: an address written
    // with emoji is searched, not refused for its UTF-16 units.
    q: typedText({ min: 3, max: 300 }),
  }),
  response: geocodeResponseSchema,
});

export const geocodeExampleCall = declareCall({
  method: 'GET',
  path: '/api/geocode/example.json',
  query: z.object({ customer_id: customerRef }),
  response: geocodeExampleResponseSchema,
});

export const searchLogCall = declareCall({
  method: 'POST',
  path: '/api/search_google_logs.json',
  body: searchLogRequestSchema,
  response: searchLogResponseSchema,
  status: [201],
});

export const sessionCall = declareCall({
  method: 'POST',
  path: '/tracking/sessions',
  body: sessionRequestSchema,
  response: sessionResponseSchema,
  status: [201],
});

export const acquisitionCall = declareCall({
  method: 'POST',
  path: '/tracking/acquisitions',
  body: acquisitionRequestSchema,
  response: acquisitionResponseSchema,
  status: [201],
});

export const trackingCall = declareCall({
  method: 'POST',
  path: '/tracking/trackings',
  body: trackingRequestSchema,
  response: acquisitionResponseSchema,
  status: [201],
});

/** Sent with fetch and `keepalive` (see `identityApi.reportError`); the answer is not read. */
export const errorReportCall = declareCall({
  method: 'POST',
  path: '/tracking/error_reports',
  body: errorReportRequestSchema,
  response: z.object({ id: z.int() }),
  status: [201],
});

/** The hidden cookie-manager page (HTML) the shell frames. */
export const cookieManagerCall = declareCall({
  method: 'GET',
  path: '/tracking/cookie_manager',
  query: z.object({
    session_id: recordId,
    customer_id: recordId,
    consent: z._default(z.enum(['0', '1']), '0'),
  }),
  response: z.string(),
});

export const acceptCookiesCall = declareCall({
  method: 'POST',
  path: '/legal/check_cookies.json',
  response: cookieConsentResponseSchema,
});
