import { profileResponseSchema } from '../schemas/profile.ts';
import {
  paymentProofResponseSchema,
  verificationSentSchema,
  type ErrorReportRequest,
} from '../schemas/identity.ts';
import { apiBaseUrl } from './base-url.ts';
import { request, type RequestHeaders } from './client.ts';

/** The diner's phone verification, error reports, the cookie manager and payment proofs. */
export const identityApi = {
  /** POST /profiles/verification_code.json: a code by SMS to the profile's saved phone. */
  sendVerificationCode: (headers: RequestHeaders) =>
    request(verificationSentSchema, { method: 'POST', url: '/profiles/verification_code.json' }, headers),
  /** PUT /profiles/verification_code.json: the typed code; answers the profile with `phone_verified`. */
  checkVerificationCode: async (code: string, headers: RequestHeaders) =>
    (
      await request(
        profileResponseSchema,
        { method: 'PUT', url: '/profiles/verification_code.json', data: { code } },
        headers,
      )
    ).profile,
  /**
   * POST /tracking/error_reports with fetch, not axios: the report must go even when the failure was
   * axios's own chunk, and `keepalive` lets it leave while the page unloads. Failures are dropped.
   */
  reportError: async (body: ErrorReportRequest): Promise<void> => {
    await fetch(`${apiBaseUrl()}/tracking/error_reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    });
  },
  /** POST /api/pay_purchase_image: a payment proof image of a purchase the profile joined. */
  uploadPaymentProof: async (
    proof: { purchaseId: number; paymentId?: number; image: Blob },
    headers: RequestHeaders,
  ) => {
    const form = new FormData();
    form.append('purchase_id', String(proof.purchaseId));
    if (proof.paymentId !== undefined) form.append('payment_id', String(proof.paymentId));
    form.append('image', proof.image);
    return (
      await request(
        paymentProofResponseSchema,
        { method: 'POST', url: '/api/pay_purchase_image', data: form },
        headers,
      )
    ).proof;
  },
};

/** The API's cookie-manager page for the hidden frame. */
export function cookieManagerUrl(sessionId: number, customerId: number, consent: boolean): string {
  const query = new URLSearchParams({
    session_id: String(sessionId),
    customer_id: String(customerId),
    consent: consent ? '1' : '0',
  });
  return `${apiBaseUrl()}/tracking/cookie_manager?${query.toString()}`;
}
