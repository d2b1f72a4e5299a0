import {
  rateQuerySchema,
  rateRequestSchema,
  rateStateResponseSchema,
  ratesServiceRequestSchema,
  ratingResponseSchema,
} from '../../schemas/rating.ts';
import { declareCall } from './declare.ts';

/** Ratings: no profile; a purchase is rated with its `rate_token`. */

export const rateCall = declareCall({
  method: 'POST',
  path: '/menudigital/rates.json',
  query: rateQuerySchema,
  body: rateRequestSchema,
  response: ratingResponseSchema,
  status: [201],
});

/** Whether the purchase was rated: its page says so before anyone writes a comment in vain. */
export const rateStateCall = declareCall({
  method: 'GET',
  path: '/menudigital/rates.json',
  query: rateQuerySchema,
  response: rateStateResponseSchema,
});

export const rateServiceCall = declareCall({
  method: 'POST',
  path: '/menudigital/rates_services.json',
  body: ratesServiceRequestSchema,
  response: ratingResponseSchema,
  status: [201],
});
