import { createHash } from 'node:crypto';
import { cardBrand, cardDigits } from 'shared-contracts/card';
import type { PaymentRequest } from 'shared-contracts/schemas';

/** JSON with every object's keys in order: the same request always gives the same text. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${stableJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * What an Idempotency-Key promises to repeat: a SHA-256 of the payment request, with the card reduced to
 * what is stored of it anyway (brand, last four digits) and its expiry; its number and CVC never enter
 * the hash, so nothing stored can be turned back into them. The amount the diner agreed to
 * (`expected_amount_minor`) is part of it: a retry repeats the tap it retries. A field left out is left out
 * of the text too, so a request of an older client hashes as it always did.
 */
export function paymentRequestHash(request: PaymentRequest): string {
  const { card, ...rest } = request;
  const digits = card ? cardDigits(card.number) : null;
  const canonical = {
    ...rest,
    card:
      card && digits
        ? {
            brand: cardBrand(digits),
            last4: digits.slice(-4),
            exp_month: card.exp_month,
            exp_year: card.exp_year,
          }
        : null,
  };
  return createHash('sha256').update(stableJson(canonical)).digest('hex');
}
