import type { RateRequest, RatesServiceRequest } from '../schemas/rating.ts';
import { call } from './call.ts';
import type { RequestHeaders } from './client.ts';
import { rateCall, rateServiceCall, rateStateCall } from './declarations/index.ts';

/** Ratings: no profile; a purchase is rated with its `rate_token`. */
export const ratingApi = {
  /** The purchase's rating, 1–5. */
  rate: (purchaseId: number, token: string, body: RateRequest, headers: RequestHeaders) =>
    call(rateCall, { query: { purchase_id: purchaseId, token }, body }, headers),
  /** Whether the purchase was rated already (by anyone holding its token). */
  rateState: (purchaseId: number, token: string, headers: RequestHeaders) =>
    call(rateStateCall, { query: { purchase_id: purchaseId, token } }, headers),
  /** The session's NPS answer at a branch, 0–10. */
  rateService: (body: RatesServiceRequest, headers: RequestHeaders) =>
    call(rateServiceCall, { body }, headers),
};
