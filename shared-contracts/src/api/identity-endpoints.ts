import type { ErrorReportRequest } from '../schemas/identity.ts';
import { call, urlOf } from './call.ts';
import type { RequestHeaders } from './client.ts';
import {
  checkVerificationCodeCall,
  cookieManagerCall,
  errorReportCall,
  paymentProofCall,
  sendVerificationCodeCall,
} from './declarations/index.ts';

/** The diner's phone verification, error reports, the cookie manager and payment proofs. */
export const identityApi = {
  /** A code by SMS to the profile's saved phone. */
  sendVerificationCode: (headers: RequestHeaders) => call(sendVerificationCodeCall, {}, headers),
  /** The typed code; answers the profile with `phone_verified`. */
  checkVerificationCode: async (code: string, headers: RequestHeaders) =>
    (await call(checkVerificationCodeCall, { body: { code } }, headers)).profile,
  /**
   * The error report goes with fetch, not axios: it must go even when the failure was axios's own chunk,
   * and `keepalive` lets it leave while the page unloads. Failures are dropped.
   */
  reportError: async (body: ErrorReportRequest): Promise<void> => {
    await fetch(urlOf(errorReportCall, {}), {
      method: errorReportCall.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    });
  },
  /** A payment proof image of a purchase the profile joined. */
  uploadPaymentProof: async (
    proof: { purchaseId: number; paymentId?: number; image: Blob },
    headers: RequestHeaders,
  ) => {
    const form = new FormData();
    form.append('purchase_id', String(proof.purchaseId));
    if (proof.paymentId !== undefined) form.append('payment_id', String(proof.paymentId));
    form.append('image', proof.image);
    return (await call(paymentProofCall, { form }, headers)).proof;
  },
};

/** The API's cookie-manager page for the hidden frame. */
export function cookieManagerUrl(sessionId: number, customerId: number, consent: boolean): string {
  return urlOf(cookieManagerCall, {
    query: { session_id: sessionId, customer_id: customerId, consent: consent ? '1' : '0' },
  });
}
