import { cardDigits } from 'shared-contracts/card';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './provider.ts';

/** The sandbox's test data (README "Sandbox payments"). */
export const SANDBOX = {
  cardApproved: '4242424242424242',
  cardDeclined: '4000000000000002',
  /** Stays pending until the staff settle it (`PUT /staff/payments/{id}.json`). */
  cardPending: '4000000000000259',
  /** The provider fails to process it ("Error processing the payment"): nothing is charged. */
  cardError: '4000000000000119',
  /** The provider cannot register the card ("error adding a card"): nothing is charged. */
  cardAddError: '4000000000000069',
  nequiWithAccount: '3001112233',
  /** The bank page that stands in for PSE. */
  psePath: (paymentId: number) => `/api/v4/sandbox/pse/${paymentId}`,
} as const;

/** The payer of the sandbox's examples (the API tests and the write-path bench pay as her). */
export const SANDBOX_PAYER = {
  name: 'Ana Pérez',
  phone: '+57 300 111 2233',
  email: 'ana@example.com',
  document_type: 'national_id' as const,
  document_number: '1020304050',
};
/** A card of the sandbox's payer; the sandbox decides by its number (see `SANDBOX`). */
export const sandboxCard = (number: string) => ({
  holder: 'ANA PEREZ',
  number,
  cvc: '123',
  exp_month: 12,
  exp_year: 2040,
  document_type: 'national_id' as const,
  document_number: '1020304050',
});

const result = (
  status: ChargeResult['status'],
  reason: string | null,
  ref: string | null = null,
): ChargeResult => ({
  status,
  reason,
  providerRef: ref,
  redirectUrl: null,
});

/** Deterministic answers by card number and phone, so e2e and manual tests can take every path. */
export function sandboxProvider(apiOrigin: string): PaymentProvider {
  return {
    name: 'sandbox',
    charge(request: ChargeRequest): ChargeResult {
      const ref = `sbx_${request.paymentId}`;
      switch (request.method) {
        case 'card': {
          const number = cardDigits(request.card?.number ?? '');
          if (number === SANDBOX.cardDeclined) return result('declined', 'card_declined', ref);
          if (number === SANDBOX.cardPending) return result('pending', 'pending_bank_validation', ref);
          if (number === SANDBOX.cardError) return result('error', 'processing_error', ref);
          if (number === SANDBOX.cardAddError) return result('error', 'card_add_failed', ref);
          return result('approved', null, ref);
        }
        case 'pse': {
          const back = request.returnUrl ? `?return=${encodeURIComponent(request.returnUrl)}` : '';
          return {
            ...result('pending', 'pending_bank_validation', ref),
            redirectUrl: `${apiOrigin}${SANDBOX.psePath(request.paymentId)}${back}`,
          };
        }
        case 'nequi':
          return request.nequiPhone === SANDBOX.nequiWithAccount
            ? result('approved', null, ref)
            : result('declined', 'nequi_account_required', ref);
        case 'wallet':
        case 'in_app':
          return result('approved', null, ref);
        default:
          return result('error', 'provider_not_configured');
      }
    },
  };
}
