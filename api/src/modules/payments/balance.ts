import type { Payment } from 'shared-contracts/schemas';
import type { PaymentRow } from '../../domain/purchases/balance.ts';

/** A payment row as the client sees it (no card number: it was never stored). */
export function toPayment(row: PaymentRow, supplierId: number, redirectUrl: string | null = null): Payment {
  return {
    id: row.id,
    purchase_id: row.purchaseId,
    supplier_id: supplierId,
    method: row.method,
    status: row.status,
    reason: row.reason,
    amount_minor: row.amountMinor,
    currency: row.currency,
    card_last4: row.cardLast4,
    card_brand: row.cardBrand,
    redirect_url: redirectUrl,
    item_ids: row.itemIds,
  };
}
