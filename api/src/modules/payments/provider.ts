import type { CardData, PaymentMethod, PaymentStatus, PseData } from 'shared-contracts/schemas';

/** One charge as the provider sees it: the server's amount, never the client's. */
export interface ChargeRequest {
  paymentId: number;
  method: PaymentMethod;
  amountMinor: number;
  currency: string;
  card?: CardData;
  pse?: PseData;
  nequiPhone?: string;
  /** PSE: where the bank page sends the diner back. */
  returnUrl?: string;
}

export interface ChargeResult {
  status: PaymentStatus;
  /** A code the client translates when it is not approved. */
  reason: string | null;
  providerRef: string | null;
  /** PSE: the bank page to open. */
  redirectUrl: string | null;
}

/**
 * A payment provider. The API ships a sandbox (the default); a real one implements the same call and
 * is chosen at start. Offline methods (cash, card reader, transfer) never reach it: the staff confirm them.
 */
export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): ChargeResult;
}
