import type { Payment } from 'shared-contracts/schemas';
import type { PaymentRow } from '../../domain/purchases/balance.ts';

/**
 * A payment row as the client sees it (no card number: it was never stored). The bank's page goes only to
 * the profile that pays (`payerId`: null for the staff and table mates), and only while the bank has not
 * answered: a mate's screen has nothing to do there, and a settled payment's page decides nothing.
 */
export function toPayment(row: PaymentRow, supplierId: number, payerId: number | null): Payment {
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
    redirect_url: row.status === 'pending' && payerId === row.profileId ? row.redirectUrl : null,
    item_ids: row.itemIds,
  };
}
