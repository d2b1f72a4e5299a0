import { ratingResponseSchema, type RateRequest, type RatesServiceRequest } from '../schemas/rating.ts';
import { request, type RequestHeaders } from './client.ts';

/** Ratings: no profile; a purchase is rated with its `rate_token`. */
export const ratingApi = {
  /** POST /menudigital/rates.json?purchase_id&token: the purchase's rating, 1–5. */
  rate: (purchaseId: number, token: string, body: RateRequest, headers: RequestHeaders) =>
    request(
      ratingResponseSchema,
      {
        method: 'POST',
        url: '/menudigital/rates.json',
        params: { purchase_id: purchaseId, token },
        data: body,
      },
      headers,
    ),
  /** POST /menudigital/rates_services.json: the session's NPS answer at a branch, 0–10. */
  rateService: (body: RatesServiceRequest, headers: RequestHeaders) =>
    request(
      ratingResponseSchema,
      { method: 'POST', url: '/menudigital/rates_services.json', data: body },
      headers,
    ),
};
